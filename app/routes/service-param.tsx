import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { PageHero } from "~/components/listing/page-hero";
import { ServiceDetail } from "~/components/service/service-detail";
import { ServiceCategoryLinks, ServiceResults } from "~/components/service/service-results";
import { findServiceCategoryBySlug, SERVICE_CATEGORIES } from "~/lib/categories";
import { pluralize } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parsePage, parseServiceSort } from "~/lib/sorting";
import { absoluteUrl, safeImageSrc } from "~/lib/urls";
import { getAppContext } from "../../server/context";
import { getService } from "../../server/services/get-service";
import { listServices } from "../../server/services/list-services";
import type { Route } from "./+types/service-param";

/** /usluga/{slug} is a category page, /usluga/{uuid} a service; anything else is 404. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const category = findServiceCategoryBySlug(params.param);
  if (category) {
    const sort = parseServiceSort(url.searchParams.get("sort"));
    const result = await listServices(db, {
      category: category.value,
      sort,
      page: parsePage(url.searchParams.get("page")),
    });
    return {
      kind: "category" as const,
      category: { slug: category.slug, label: category.label },
      sort,
      ...result,
    };
  }
  const service = await getService(db, params.param);
  if (!service) throw data("Nie znaleziono strony.", { status: 404 });
  const images = [service.imageUrl, ...service.images]
    .map(safeImageSrc)
    .filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i);
  const { userId: _owner, imageUrl: _main, ...shown } = service;
  return {
    kind: "service" as const,
    service: {
      ...shown,
      images,
      categorySlug: SERVICE_CATEGORIES.find((c) => c.value === service.category)?.slug ?? null,
    },
    ogImage: images[0] ? absoluteUrl(config.baseUrl, images[0]) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Nie znaleziono strony | Okolica" }];
  if (loaderData.kind === "category") {
    return pageMeta(
      loaderData.category.label,
      `${loaderData.category.label} w Leżajsku i okolicy: ${loaderData.total} firm.`,
    );
  }
  const { service } = loaderData;
  const description = service.description.replace(/\s+/g, " ").trim().slice(0, 200);
  return pageMeta(service.title, description || undefined, loaderData.ogImage);
};

export default function ServiceParamPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "service") return <ServiceDetail service={loaderData.service} />;
  const { category, items, total, page, pageCount, sort } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={
          <Link to="/uslugi" className="inline-flex items-center gap-1 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Wszystkie usługi
          </Link>
        }
        title={category.label}
        subtitle={`${total} ${pluralize(total, ["firma", "firmy", "firm"])} w Leżajsku i okolicy.`}
      >
        <ServiceCategoryLinks categories={SERVICE_CATEGORIES} current={category.slug} />
      </PageHero>
      <ServiceResults
        heading={`${category.label} - ${total} wyników`}
        items={items}
        page={page}
        pageCount={pageCount}
        sort={sort}
      />
    </>
  );
}
