import { listServices } from "@server/services/list-services";
import { SERVICE_CATEGORIES } from "@shared/categories";
import { formatQuantity, NOUNS } from "@shared/format";
import { parseServiceQuery } from "@shared/service-query";
import { PageHero } from "~/components/listing/page-hero";
import { ServiceFilters } from "~/components/service/service-filters";
import { ServiceCategoryLinks, ServiceResults } from "~/components/service/service-results";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/services";

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { config, contentMemo } = getAppContext(context);
  const query = parseServiceQuery(url.searchParams);
  const result = await contentMemo.remember(listServices, query);
  return { query, ...result, canonical: `${config.baseUrl}/uslugi` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "Usługi",
    "Elektrycy, hydraulicy, ekipy remontowe, ogrodnicy i inni fachowcy z Leżajska i okolic.",
    undefined,
    { url: loaderData?.canonical },
  );

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount, query } = loaderData;
  return (
    <>
      <PageHero
        title="Usługi lokalne"
        subtitle="Sprawdzeni fachowcy z Leżajska i okolic — od elektryka po ekipę remontową."
      >
        <div className="space-y-4">
          <ServiceFilters
            category={query.category}
            location={query.location}
            q={query.q}
            sort={query.sort}
          />
          <ServiceCategoryLinks categories={SERVICE_CATEGORIES} />
        </div>
      </PageHero>
      <ServiceResults
        heading={`Dostępne usługi - ${formatQuantity(total, NOUNS.result)}`}
        items={items}
        page={page}
        pageCount={pageCount}
        sort={query.sort}
        filtered={Boolean(query.category || query.location || query.q)}
      />
    </>
  );
}
