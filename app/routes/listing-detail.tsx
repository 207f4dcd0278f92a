import { formatArea } from "@shared/format";
import { formatListingPrice } from "@shared/listing-price";
import { panelPath } from "@shared/panel";
import { Pencil } from "lucide-react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { FavouriteButton } from "~/components/favourites/favourite-button";
import { RouteError, routeErrorMeta } from "~/components/layout/route-error";
import { BackLink } from "~/components/listing/back-link";
import { VisitorContactBar } from "~/components/listing/contact-bar-frame";
import { ContactBox } from "~/components/listing/contact-box";
import { Gallery } from "~/components/listing/gallery";
import { ListingDetailsTable } from "~/components/listing/listing-details-table";
import { ListingSummary } from "~/components/listing/listing-summary";
import { ListingVideos } from "~/components/listing/listing-videos";
import { ShareButton } from "~/components/listing/share-button";
import { SimilarOffers } from "~/components/listing/similar-offers";
import { SourceBox } from "~/components/listing/source-box";
import { VirtualTour } from "~/components/listing/virtual-tour";
import { ButtonLink } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { ErrorPage } from "~/components/ui/error-page";
import { staticPart } from "~/components/ui/static-part";
import { listingPlace, oneLine } from "~/lib/listing-text";
import { baseUrlFromMatches, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/listing-detail";

// What runs on the server only (the loader, the phone action, the cache headers).
export { action, headers, loader } from "./listing-detail.server";

/**
 * Only brokers' and agencies' listings show the box, links and text only: no code for it on a
 * first visit (as a deferred part its code and icons were 1.5 KB a visitor fetched at once).
 */
const BrokerBox = staticPart(
  () => import("~/components/listing/broker-box").then((m) => m.BrokerBox),
  "div",
);

/** Below the fold, and only where a company fits (else not rendered): links and text only. */
const NearbyServices = staticPart(
  () => import("~/components/listing/nearby-services").then((m) => m.NearbyServices),
  "div",
);

/** Signed-in visitors' bar (phones only, hidden from `lg`): the others' is two links. */
const ContactBar = deferred(() =>
  import("~/components/listing/contact-bar").then((m) => m.ContactBar),
);

/** Below the fold: its code (and, once it is near the screen, Leaflet's) loads after the page. */
const ListingMap = deferred(() => import("~/components/map/listing-map").then((m) => m.ListingMap));

/** The message form: only signed-in visitors other than the owner load its code. */
const MessageContactForm = deferred(() =>
  import("~/components/messages/contact-form").then((m) => m.MessageContactForm),
);

/** Revealing a phone changes nothing else on the page: no need to load it again. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "reveal-phone") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error) return routeErrorMeta(error);
  const listing = loaderData?.listing;
  if (!listing) return [{ title: "Nie znaleziono oferty | Okolica" }];
  const place = listingPlace(listing);
  const summary = [
    formatListingPrice(listing.price, listing.transactionType),
    place,
    listing.area ? formatArea(listing.area) : "",
  ]
    .filter(Boolean)
    .join(" · ")
    .replace(/\u00a0/g, " ");
  const text = oneLine(listing.description);
  const description = text ? `${summary}. ${text}`.slice(0, 200) : summary;
  const baseUrl = baseUrlFromMatches(matches);
  const url = baseUrl ? `${baseUrl}/nieruchomosc/${listing.id}` : undefined;
  return pageMeta(listing.title, description, loaderData.ogImage ?? undefined, {
    type: "product",
    url,
    jsonLd: loaderData.jsonLd,
  });
};

/** The database unreachable (503) or a failure: the Polish page, the site's header kept. */
export const ErrorBoundary = RouteError;

export default function ListingDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.listing) {
    return (
      <ErrorPage
        code={404}
        title="Nie znaleziono oferty"
        message="Ta oferta nie istnieje, została zakończona albo usunięta."
      />
    );
  }
  const { listing, boxes, isOwner, signedIn, loginHref, sellerName, similar } = loaderData;
  // Nobody messages themselves: the owner sees no form; import listings have no contact box.
  const showMessageForm = signedIn && !isOwner && boxes.contact;
  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink />
        <div className="flex gap-2">
          <FavouriteButton
            kind="listing"
            id={listing.id}
            title={listing.title}
            price={listing.price}
          />
          <ShareButton title={listing.title} />
          {isOwner ? (
            <ButtonLink
              to={panelPath("properties", `edit=${listing.id}`)}
              variant="secondary"
              size="sm"
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edytuj
            </ButtonLink>
          ) : null}
        </div>
      </div>

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        {/* First in the document so the title (h1) precedes the description; shown on the right on wide screens. */}
        {/* Sticky only while it fits a screen: with the message form it is taller than one. */}
        <aside
          className={
            showMessageForm
              ? "space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
              : "space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          }
        >
          <ListingSummary
            listing={listing}
            keyFacts={loaderData.keyFacts}
            priceHistory={loaderData.priceHistory}
            reportHref={loaderData.reportHref}
          />
          {loaderData.scamNotice ? (
            <p
              role="note"
              className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
            >
              {loaderData.scamNotice}
            </p>
          ) : null}
          {boxes.contact ? (
            <ContactBox
              sellerName={sellerName}
              signedIn={signedIn}
              loginHref={loginHref}
              revealed={actionData ?? null}
              message={
                showMessageForm ? (
                  <MessageContactForm
                    target={{ propertyId: listing.id }}
                    title={listing.title}
                    constraint={loaderData.messageConstraint}
                  />
                ) : null
              }
            />
          ) : null}
          {boxes.broker ? <BrokerBox key={listing.id} broker={boxes.broker} /> : null}
          {boxes.source ? <SourceBox {...boxes.source} /> : null}
        </aside>
        {/* The photo comes first on phones, the summary (the price) right under it and the
            thumbnails after the boxes: the gallery's parts are this grid's items below `lg`. */}
        <div className="max-lg:contents lg:col-start-1 lg:row-start-1 lg:min-w-0">
          <Gallery
            images={listing.images}
            title={listing.title}
            fallback={listing.placeholder}
            className="max-lg:contents"
          />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-semibold">
              Opis
            </h2>
            {/* Plain text, escaped by React; line breaks kept with whitespace-pre-line. */}
            <p className="mt-3 leading-relaxed whitespace-pre-line text-gray-700">
              {listing.description || "Sprzedający nie dodał opisu."}
            </p>
          </section>
          <ListingDetailsTable details={loaderData.details} />
          <ListingMap point={listing.mapPoint} tileUrl={loaderData.mapTileUrl} />
          <ListingVideos videos={listing.videos} title={listing.title} />
          {listing.virtualTourUrl ? (
            <VirtualTour url={listing.virtualTourUrl} title={listing.title} />
          ) : null}
        </div>
      </div>
      <SimilarOffers listings={similar} />
      {loaderData.nearby.length ? (
        // A static part keeps the markup it has: another listing's companies are a part anew.
        <NearbyServices key={listing.id} services={loaderData.nearby} />
      ) : null}
      {boxes.contact && !isOwner ? (
        signedIn ? (
          <ContactBar revealed={actionData ?? null} />
        ) : (
          <VisitorContactBar loginHref={loginHref} />
        )
      ) : null}
    </article>
  );
}
