import { PageHero } from "~/components/listing/page-hero";
import { ServiceCategoryLinks, ServiceResults } from "~/components/service/service-results";
import { SERVICE_CATEGORIES } from "~/lib/categories";
import { pageMeta } from "~/lib/meta";
import { parsePage, parseServiceSort } from "~/lib/sorting";
import { getAppContext } from "../../server/context";
import { listServices } from "../../server/services/list-services";
import type { Route } from "./+types/services";

export async function loader({ url, context }: Route.LoaderArgs) {
  const sort = parseServiceSort(url.searchParams.get("sort"));
  const result = await listServices(getAppContext(context).db, {
    sort,
    page: parsePage(url.searchParams.get("page")),
  });
  return { sort, ...result };
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Usługi",
    "Elektrycy, hydraulicy, ekipy remontowe, ogrodnicy i inni fachowcy z Leżajska i okolic.",
  );

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, sort } = loaderData;
  return (
    <>
      <PageHero
        title="Usługi lokalne"
        subtitle="Sprawdzeni fachowcy z Leżajska i okolic — od elektryka po ekipę remontową."
      >
        <ServiceCategoryLinks categories={SERVICE_CATEGORIES} />
      </PageHero>
      <ServiceResults
        heading={`Dostępne usługi - ${total} wyników`}
        items={items}
        page={page}
        pageCount={pageCount}
        sort={sort}
      />
    </>
  );
}
