import { formatArea } from "@shared/format";
import { formatListingPrice, formatListingPricePerSquareMetre } from "@shared/listing-price";
import { listingBoxes, type SourceBoxData, sellerName } from "@shared/listing-seller";
import { locationLabel } from "@shared/locations";
import { contactMessageSchema } from "@shared/message-schemas";
import { reportPath } from "@shared/moderation";
import { panelPath } from "@shared/panel";
import { sourceLabel } from "@shared/sources";
import {
  absoluteUrl,
  listingPlaceholderImage,
  safeHttpUrl,
  safeImageSrc,
  safeTourUrl,
  videoEmbedUrl,
} from "@shared/urls";
import { ArrowLeft, Bath, BedDouble, ExternalLink, MapPin, Pencil, Ruler } from "lucide-react";
import {
  data,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
} from "react-router";
import { FavouriteButton } from "~/components/favourites/favourite-button";
import { VisitorContactBar } from "~/components/listing/contact-bar-frame";
import { ContactBox, type PhoneRevealResult } from "~/components/listing/contact-box";
import { Gallery } from "~/components/listing/gallery";
import {
  PromotionBadges,
  SellerBadge,
  SourceBadge,
  TypeBadge,
  VerifiedBadge,
} from "~/components/listing/listing-badges";
import { ListingDetailsTable } from "~/components/listing/listing-details-table";
import { ListingRecord } from "~/components/listing/listing-record";
import { ListingVideos } from "~/components/listing/listing-videos";
import type { PriceChange } from "~/components/listing/price-history";
import { ShareButton } from "~/components/listing/share-button";
import { SimilarOffers } from "~/components/listing/similar-offers";
import { VirtualTour } from "~/components/listing/virtual-tour";
import { ReportLink } from "~/components/moderation/report-link";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { deferred } from "~/components/ui/deferred";
import { ErrorPage } from "~/components/ui/error-page";
import { staticPart } from "~/components/ui/static-part";
import { publicPageHeaders } from "~/http/cache-headers";
import { getAppContext } from "~/http/context";
import { withRefusal } from "~/http/error-edge";
import { getActor, getDomainContext } from "~/http/guards";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data";
import { constraintOf } from "~/lib/form-constraint";
import { listingJsonLd } from "~/lib/json-ld";
import { listingDetails } from "~/lib/listing-details";
import { baseUrlFromMatches, pageMeta } from "~/lib/meta";
import { useViewCount } from "~/lib/use-view-count";
import { getListingPage } from "../../server/listings/listing-page";
import { revealPhone } from "../../server/listings/reveal-phone";
import { SCAM_NOTICES } from "../../server/moderation/scam-signals";
import type { Route } from "./+types/listing-detail";

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

/** Text and a <details> only: no code for it on a first visit. */
const PriceHistory = staticPart(
  () => import("~/components/listing/price-history").then((m) => m.PriceHistory),
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

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.ts). */
export const headers = publicPageHeaders;

export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const { config, contentMemo } = getAppContext(context);
  const [page, actor] = await Promise.all([
    contentMemo.remember(getListingPage, params.id),
    getActor(context, request),
  ]);
  if (!page) return data({ listing: null, ogImage: null }, { status: 404 });
  const { listing, seller, similar, nearby, priceHistory } = page;
  const images = [listing.imageUrl, ...listing.images]
    .map(safeImageSrc)
    .filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i);
  const {
    userId,
    images: _raw,
    videos,
    externalUrl,
    virtualTourUrl,
    isImported,
    scamSignal,
    ...shown
  } = listing;
  const isOwner = actor?.id === userId;
  const placeholder = listingPlaceholderImage(listing.type);
  const absoluteImages = images.map((src) => absoluteUrl(config.baseUrl, src));
  return {
    listing: {
      ...shown,
      images,
      placeholder,
      // Only http(s) links are ever rendered, and only allow-listed players framed.
      videos: videos.flatMap((video) => {
        const link = safeHttpUrl(video);
        return link ? [{ url: link, embed: videoEmbedUrl(link) }] : [];
      }),
      virtualTourUrl: safeTourUrl(virtualTourUrl),
    },
    boxes: listingBoxes({ source: listing.source, externalUrl: safeHttpUrl(externalUrl) }, seller),
    // No phone here, for anyone: the contact box asks the action for it.
    isOwner,
    // Strings only: the page ships no moderation code (its JavaScript is at the budget's edge).
    scamNotice: scamSignal ? SCAM_NOTICES.listing : null,
    reportHref: isOwner ? null : reportPath("listing", listing.id),
    signedIn: Boolean(actor),
    loginHref: `/auth?redirectTo=${encodeURIComponent(url.pathname)}`,
    sellerName: sellerName(seller),
    messageConstraint: constraintOf(contactMessageSchema),
    similar,
    nearby,
    priceHistory,
    details: listingDetails(listing),
    mapTileUrl: config.mapTileUrl,
    ogImage: absoluteImages[0] ?? absoluteUrl(config.baseUrl, placeholder),
    // Built here, not in meta: meta runs in the browser too, and the builders would be 2.8 KB of
    // every listing page's JavaScript for what only crawlers read.
    jsonLd: listingJsonLd({
      url: `${config.baseUrl}/nieruchomosc/${listing.id}`,
      title: listing.title,
      description: oneLine(listing.description),
      images: absoluteImages,
      price: listing.price,
      transactionType: listing.transactionType,
      locationLabel: placeOf(listing),
      area: listing.area,
      rooms: listing.rooms,
      createdAt: listing.createdAt,
    }),
  };
}

const placeOf = (listing: { location: string | null; address: string | null }) =>
  locationLabel(listing.location) ?? listing.address ?? "";
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** 'Pokaż numer': a fetcher with JavaScript, a plain form post (re-rendered page) without. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const refusal = (message: string, status: number) =>
    data<PhoneRevealResult>({ status: "error", message }, status);
  const form = await readFormData(request, FORM_BODY_LIMIT);
  if (form.get("intent") !== "reveal-phone") return refusal("Nieznana akcja.", 400);
  const ctx = await getDomainContext(context, request);
  // Over the reveal limit: the 429 with its Polish message, shown in the contact box.
  return withRefusal(
    (): Promise<PhoneRevealResult> => revealPhone(ctx, params.id),
    (error) => refusal(error.message, error.status),
  );
}

/** Revealing a phone changes nothing else on the page: no need to load it again. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "reveal-phone") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const listing = loaderData?.listing;
  if (!listing) return [{ title: "Nie znaleziono oferty | Okolica" }];
  const place = placeOf(listing);
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
          <ListingSummaryBox
            listing={listing}
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
        {/* The photos come first on phones, above the summary. */}
        <div className="min-w-0 max-lg:order-first lg:col-start-1 lg:row-start-1">
          <Gallery images={listing.images} title={listing.title} fallback={listing.placeholder} />
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

/** Back in history when the visitor came from within the site, else home (a plain link without JS). */
function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Link
      to="/"
      onClick={(event) => {
        if (location.key === "default") return;
        event.preventDefault();
        navigate(-1);
      }}
      className="inline-flex items-center gap-1 text-sm font-medium text-gray-600 hover:text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Wróć
    </Link>
  );
}

type ShownListing = NonNullable<Route.ComponentProps["loaderData"]["listing"]>;

function ListingSummaryBox({
  listing,
  priceHistory,
  reportHref,
}: {
  listing: ShownListing;
  priceHistory: PriceChange[];
  reportHref: string | null;
}) {
  const views = useViewCount(`/api/nieruchomosci/${listing.id}/wyswietlenie`, listing.views);
  const place = locationLabel(listing.location);
  const perMetre = formatListingPricePerSquareMetre(
    listing.price,
    listing.area,
    listing.transactionType,
  );
  const facts = [
    !!listing.area && { icon: Ruler, label: "Powierzchnia", value: formatArea(listing.area) },
    listing.rooms != null && { icon: BedDouble, label: "Pokoje", value: String(listing.rooms) },
    listing.bathrooms != null && {
      icon: Bath,
      label: "Łazienki",
      value: String(listing.bathrooms),
    },
  ].filter((f): f is { icon: typeof Ruler; label: string; value: string } => Boolean(f));
  return (
    <Card className={listing.isPremium ? "ring-2 ring-green-500" : undefined}>
      <div className="flex flex-wrap gap-1">
        <TypeBadge type={listing.type} transaction={listing.transactionType} />
        <SellerBadge sellerType={listing.sellerType} />
        <SourceBadge source={listing.source} />
        {listing.isVerified ? <VerifiedBadge /> : null}
        {listing.isPremium ? <Badge tone="brand">Premium</Badge> : null}
        <PromotionBadges isFeatured={listing.isFeatured} isUrgent={listing.isUrgent} />
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-gray-900">{listing.title}</h1>
      <p className="mt-2 flex items-start gap-1 text-gray-600">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
        <span>
          {place ?? "Poza regionem"}
          {listing.address ? <span className="block text-sm">{listing.address}</span> : null}
        </span>
      </p>
      <p className="mt-4 text-3xl font-extrabold text-brand-800">
        {formatListingPrice(listing.price, listing.transactionType)}
      </p>
      {perMetre ? <p className="text-sm text-gray-500">{perMetre}</p> : null}
      {priceHistory.length ? (
        <PriceHistory
          // A static part keeps its markup: a new offer or a new change is a new part.
          key={`${listing.id}-${priceHistory.length}`}
          changes={priceHistory}
          transactionType={listing.transactionType}
        />
      ) : null}
      <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-gray-100 pt-4">
        {facts.map(({ icon: Icon, label, value }) => (
          // dt and dd sit directly in the div (axe: definition-list); the icon is inside the dt.
          <div key={label} className="relative pl-7">
            <dt className="text-xs text-gray-500">
              <Icon
                aria-hidden="true"
                className="absolute top-1/2 left-0 size-5 -translate-y-1/2 text-brand-600"
              />
              {label}
            </dt>
            <dd className="font-semibold text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ListingRecord
        id={listing.id}
        createdAt={listing.createdAt}
        refreshedAt={listing.refreshedAt}
        views={views}
      />
      <ReportLink href={reportHref} label="Zgłoś ogłoszenie" className="mt-2 inline-block" />
    </Card>
  );
}

/** Where the listing came from: the contact is on the portal only for Import listings. */
function SourceBox({ kind, source, externalUrl }: SourceBoxData) {
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
      {kind === "portal" ? (
        <p>
          Ta oferta pochodzi z serwisu <strong>{sourceLabel(source)}</strong>. Szczegóły i kontakt
          ze sprzedającym znajdziesz w ogłoszeniu źródłowym.
        </p>
      ) : (
        <p>
          Sprzedający opublikował to ogłoszenie także w serwisie{" "}
          <strong>{sourceLabel(source)}</strong>.
        </p>
      )}
      {externalUrl ? (
        <a
          href={externalUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-3 inline-flex items-center gap-1 font-semibold text-amber-900 underline hover:no-underline"
        >
          Zobacz ogłoszenie w serwisie {sourceLabel(source)}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </div>
  );
}
