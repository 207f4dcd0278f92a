import { getServiceStats, listServices } from "@server/services/list-services";
import { createOrUpdateReview, deleteReview } from "@server/services/reviews";
import { getServicePage } from "@server/services/service-page";
import { findServiceCategoryBySlug, SERVICE_CATEGORIES } from "@shared/categories";
import { formatQuantity } from "@shared/format";
import { locationLabel } from "@shared/locations";
import { contactMessageSchema } from "@shared/message-schemas";
import { reportPath } from "@shared/moderation";
import { deleteReviewSchema, reviewSchema } from "@shared/review-schemas";
import { parseServiceQuery } from "@shared/service-query";
import { absoluteUrl, STOCK_SERVICE_IMAGE, safeImageSrc } from "@shared/urls";
import { data } from "react-router";
import { deferred } from "~/components/ui/deferred";
import { submittedInput } from "~/http/action-reply.server";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { getActor, getDomainContext } from "~/http/guards.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { constraintOf } from "~/lib/form-constraint";
import { serviceJsonLd } from "~/lib/json-ld";
import { metaDescription, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/service-param";

/** /usluga/{slug} is a category page, /usluga/{uuid} a service; anything else is 404. */

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export async function loader({ url, params, request, context }: Route.LoaderArgs) {
  const { config, contentMemo } = getAppContext(context);
  const category = findServiceCategoryBySlug(params.param);
  if (category) {
    const query = { ...parseServiceQuery(url.searchParams), category: category.value };
    const [result, stats] = await Promise.all([
      contentMemo.remember(listServices, query),
      contentMemo.remember(getServiceStats, category.value),
    ]);
    return {
      kind: "category" as const,
      category: { slug: category.slug, label: category.label },
      query,
      stats,
      url: `${config.baseUrl}/usluga/${category.slug}`,
      ...result,
    };
  }
  const [page, actor] = await Promise.all([
    contentMemo.remember(getServicePage, params.param),
    getActor(context, request),
  ]);
  if (!page) throw data("Nie znaleziono strony.", { status: 404 });
  const { service, reviews } = page;
  const images = [service.imageUrl, ...service.images]
    .map(safeImageSrc)
    .filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i);
  const {
    userId,
    imageUrl: _main,
    ownerFirstName,
    ownerLastName,
    contactPerson,
    ...shown
  } = service;
  const pageUrl = `${config.baseUrl}/usluga/${service.id}`;
  const absoluteImages = images.map((src) => absoluteUrl(config.baseUrl, src));
  const location = locationLabel(service.location) ?? service.location;
  return {
    kind: "service" as const,
    service: {
      ...shown,
      images,
      contactPerson:
        contactPerson?.trim() || [ownerFirstName, ownerLastName].filter(Boolean).join(" ") || null,
      categorySlug: SERVICE_CATEGORIES.find((c) => c.value === service.category)?.slug ?? null,
      // One does not report one's own service or review: no link then.
      reportHref: actor?.id === userId ? null : reportPath("service", service.id),
    },
    reviews: reviews.map(({ userId: author, ...r }) => {
      const mine = author === actor?.id;
      return { ...r, mine, reportHref: mine ? null : reportPath("review", r.id) };
    }),
    viewer: actor ? { signedIn: true, isOwner: actor.id === userId } : null,
    // The forms' constraints: the page is public, its forms get no zod.
    constraints: {
      review: constraintOf(reviewSchema),
      message: constraintOf(contactMessageSchema),
    },
    url: pageUrl,
    ogImage: absoluteImages[0] ?? absoluteUrl(config.baseUrl, STOCK_SERVICE_IMAGE),
    // Built here, not in meta, which runs in the browser too (see listing-detail.server.ts).
    jsonLd: serviceJsonLd({
      url: pageUrl,
      name: service.title,
      companyName: service.companyName,
      description: metaDescription(service.description, 500),
      images: absoluteImages,
      locationLabel: location,
      priceFrom: service.priceFrom,
      rating: service.rating,
      reviewCount: service.reviewCount,
    }),
  };
}

/** Reviews: one per signed-in user and service, created, edited or withdrawn here. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = await getDomainContext(context, request);
  const form = await readFormData(request, FORM_BODY_LIMIT);
  if (form.get("intent") === "delete-review") {
    const intent = "delete-review";
    return formAction(form, deleteReviewSchema, { intent }, async () => {
      await deleteReview(ctx, params.param);
      return { message: "Opinia została usunięta." };
    });
  }
  // The form's own schema: without JavaScript the messages come back under the same fields.
  const intent = "review";
  return formAction(form, reviewSchema, { intent }, async (_, submission) => {
    await createOrUpdateReview(ctx, params.param, submittedInput(submission));
    return { message: "Dziękujemy! Opinia została zapisana." };
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Nie znaleziono strony | Okolica" }];
  if (loaderData.kind === "category") {
    const { category, stats } = loaderData;
    return pageMeta(
      `${category.label} — Leżajsk i okolice`,
      `${category.label} w Leżajsku i okolicy: ${formatQuantity(stats.firms, ["firma", "firmy", "firm"])}, ${formatQuantity(stats.reviewCount, ["opinia klienta", "opinie klientów", "opinii klientów"])}. Porównaj ceny i oceny.`,
      undefined,
      { url: loaderData.url },
    );
  }
  const { service } = loaderData;
  const location = locationLabel(service.location) ?? service.location;
  const description =
    metaDescription(service.description) ??
    `${service.title} — ${location}, od ${service.priceFrom} zł/h.`;
  return pageMeta(`${service.title} — ${location}`, description, loaderData.ogImage, {
    type: "product",
    url: loaderData.url,
    jsonLd: loaderData.jsonLd,
  });
};

/**
 * One URL serves two pages (docs/vocabulary.md): a visit needs either the detail's code or the
 * category list's, never both, so each comes in its own chunk, loaded right after the page (its
 * server markup works as plain HTML until then). With the detail in the route module a category
 * page fetched the detail's code (its gallery, reviews, contact card) too: 7 KB over the budget.
 */
const ServiceCategoryPage = deferred(() =>
  import("~/components/service/service-category-page").then((m) => m.ServiceCategoryPage),
);
const ServiceDetail = deferred(() =>
  import("~/components/service/service-detail").then((m) => m.ServiceDetail),
);

export default function ServiceParamPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "service") {
    return (
      <ServiceDetail
        service={loaderData.service}
        reviews={loaderData.reviews}
        viewer={loaderData.viewer}
        constraints={loaderData.constraints}
      />
    );
  }
  return <ServiceCategoryPage {...loaderData} />;
}
