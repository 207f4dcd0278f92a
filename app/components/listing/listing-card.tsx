import { PROPERTY_TYPE_LABELS, TRANSACTION_LABELS } from "@shared/categories";
import { formatArea, pluralize } from "@shared/format";
import { formatListingPrice, formatListingPricePerSquareMetre } from "@shared/listing-price";
import type { ListingSummary } from "@shared/listing-types";
import { locationLabel } from "@shared/locations";
import { useRouteLoaderData } from "react-router";
import { cn } from "~/lib/cn";
import { useInAppLinks } from "~/lib/in-app-links";
import type { ShellData } from "~/lib/shell-data";
import { FavouriteButton } from "../favourites/favourite-button";
import { deferred } from "../ui/deferred";
import { Glyph } from "../ui/glyph";
import { PaidLabel, SellerBadge } from "./card-badges";
import { ListingCardPhoto } from "./listing-card-photo";

/** Administrators only: its code is not part of what every visitor loads. */
const AdminTrashButton = deferred(() =>
  import("./admin-trash-button").then((m) => m.AdminTrashButton),
);

const ROOM_FORMS = ["pokój", "pokoje", "pokoi"] as const;

/**
 * One offer: on phones a row (photo 40 %, text beside it) so that a screen holds several, from
 * `sm` a column in the grid. At most two badges: who sells and the one highest paid label; the
 * photo's top right corner stays free of them (the favourite heart, the administrator's trash
 * button under it). `eager` is for the first cards of a grid at the top of a page (a photo
 * there is the likely LCP): loaded at once with high priority; every other card's photo loads
 * lazily.
 */
export function ListingCard({
  listing,
  eager = false,
  note,
}: {
  listing: ListingSummary;
  eager?: boolean;
  /** A line under the card's facts (the favourites page: how the price changed since). */
  note?: React.ReactNode;
}) {
  const place = locationLabel(listing.location) ?? listing.address ?? "Poza regionem";
  const perMetre = formatListingPricePerSquareMetre(
    listing.price,
    listing.area,
    listing.transactionType,
  );
  return (
    <article
      className={cn(
        "group relative flex w-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md sm:flex-col",
        listing.isPremium && "ring-2 ring-green-500",
      )}
    >
      <ListingCardPhoto
        title={listing.title}
        type={listing.type}
        imageUrl={listing.imageUrl}
        photoCount={listing.photoCount}
        eager={eager}
      >
        <FavouriteButton
          kind="listing"
          id={listing.id}
          title={listing.title}
          price={listing.price}
          overlay
        />
        <AdminTrash listingId={listing.id} title={listing.title} />
      </ListingCardPhoto>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-2 sm:p-4">
        <div className="flex flex-wrap gap-1">
          <SellerBadge sellerType={listing.sellerType} />
          <PaidLabel
            isPremium={listing.isPremium}
            isFeatured={listing.isFeatured}
            isUrgent={listing.isUrgent}
          />
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-brand-800 sm:text-xl">
            {formatListingPrice(listing.price, listing.transactionType)}
          </span>
          {perMetre ? <span className="text-xs text-gray-500 sm:text-sm">{perMetre}</span> : null}
          {listing.priceBeforeDrop ? (
            <span className="text-xs text-gray-500 sm:text-sm">
              <span className="sr-only">Cena obniżona z </span>
              <s>{formatListingPrice(listing.priceBeforeDrop, listing.transactionType)}</s>
            </span>
          ) : null}
        </p>
        <h3 className="line-clamp-2 text-sm font-semibold text-gray-900 sm:text-base">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          {/* A plain link: the grid's one handler keeps it inside the app (in-app-links.ts). */}
          <a
            href={`/nieruchomosc/${listing.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
          >
            {listing.title}
          </a>
        </h3>
        <p className="flex items-center gap-1 text-xs text-gray-600 sm:text-sm">
          <Glyph name="map-pin" className="size-4 shrink-0 text-gray-400" />
          <span className="truncate">{place}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-700 sm:gap-x-4 sm:pt-2 sm:text-sm">
          {/* What it is, as text: mixed results (search, similar offers) need it, a badge it is not. */}
          <span>
            {PROPERTY_TYPE_LABELS[listing.type]} · {TRANSACTION_LABELS[listing.transactionType]}
          </span>
          {listing.area ? (
            <span className="flex items-center gap-1">
              <Glyph name="ruler" className="size-4 text-gray-400" />
              {formatArea(listing.area)}
            </span>
          ) : null}
          {listing.rooms ? (
            <span className="flex items-center gap-1">
              <Glyph name="bed-double" className="size-4 text-gray-400" />
              {listing.rooms} {pluralize(listing.rooms, ROOM_FORMS)}
            </span>
          ) : null}
        </div>
        {note}
      </div>
    </article>
  );
}

/** A phone's first screen shows two cards (rows), a wide screen's first row three. */
export const EAGER_CARDS = 2;

/**
 * `eager`: the grid is at the top of the page, so the photos of its first cards (one of them is
 * likely the page's LCP) load at once.
 */
export function ListingGrid({
  listings,
  eager = false,
}: {
  listings: ListingSummary[];
  eager?: boolean;
}) {
  const followInApp = useInAppLinks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only forwards its links' clicks (Enter on a link is a click too)
    <ul
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
      onClick={followInApp}
    >
      {listings.map((listing, i) => (
        <li key={listing.id} className="flex">
          <ListingCard listing={listing} eager={eager && i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** The administrator's trash button on the card; nothing for everyone else. */
function AdminTrash(props: { listingId: string; title: string }) {
  const root = useRouteLoaderData("root") as ShellData | undefined;
  if (!root?.user?.roles.includes("administrator")) return null;
  return <AdminTrashButton {...props} />;
}
