import { formatArea } from "@shared/format";
import { locationLabel } from "@shared/locations";
import { listingPlaceholderImage, responsiveImage, safeImageSrc } from "@shared/urls";
import { BedDouble, MapPin, Ruler } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { cn } from "~/lib/cn";
import { formatListingPrice, formatListingPricePerSquareMetre } from "~/lib/listing-price";
import type { ShellData } from "../layout/site-shell";
import { Badge } from "../ui/badge";
import { deferred } from "../ui/deferred";
import { PromotionBadges, SellerBadge, TypeBadge, VerifiedBadge } from "./listing-badges";

/** Administrators only: its code is not part of what every visitor loads. */
const AdminTrashButton = deferred(() =>
  import("./admin-trash-button").then((m) => m.AdminTrashButton),
);

export type ListingCardData = {
  id: string;
  title: string;
  type: string;
  transactionType: string;
  location: string | null;
  address: string | null;
  price: number;
  area: number | null;
  rooms: number | null;
  imageUrl: string | null;
  sellerType: string;
  source: string;
  isPremium: boolean;
  isFeatured: boolean;
  isUrgent: boolean;
  isVerified: boolean;
};

/**
 * One offer. `eager` is for the first card of a grid at the top of a page (its photo is the
 * likely LCP): loaded at once with high priority; every other card's photo loads lazily.
 */
export function ListingCard({
  listing,
  eager = false,
}: {
  listing: ListingCardData;
  eager?: boolean;
}) {
  const place = locationLabel(listing.location) ?? listing.address ?? "Poza regionem";
  const image = responsiveImage(
    safeImageSrc(listing.imageUrl) ?? listingPlaceholderImage(listing.type),
  );
  const perMetre = formatListingPricePerSquareMetre(
    listing.price,
    listing.area,
    listing.transactionType,
  );
  return (
    <article
      className={cn(
        "group relative flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md",
        listing.isPremium && "ring-2 ring-green-500",
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-gray-100">
        <img
          {...image}
          alt={listing.title}
          width={640}
          height={480}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding={eager ? undefined : "async"}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          <SellerBadge sellerType={listing.sellerType} />
          {listing.isPremium ? <Badge tone="brand">Premium</Badge> : null}
          <PromotionBadges isFeatured={listing.isFeatured} isUrgent={listing.isUrgent} />
        </div>
        <AdminTrash listingId={listing.id} title={listing.title} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-bold text-brand-800">
            {formatListingPrice(listing.price, listing.transactionType)}
          </span>
          {perMetre ? <span className="text-sm text-gray-500">{perMetre}</span> : null}
        </p>
        <h3 className="line-clamp-2 font-semibold text-gray-900">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link
            to={`/nieruchomosc/${listing.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-brand-600"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-gray-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
          {place}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-gray-700">
          {listing.area ? (
            <span className="flex items-center gap-1">
              <Ruler aria-hidden="true" className="size-4 text-gray-400" />
              {formatArea(listing.area)}
            </span>
          ) : null}
          {listing.rooms ? (
            <span className="flex items-center gap-1">
              <BedDouble aria-hidden="true" className="size-4 text-gray-400" />
              {listing.rooms}{" "}
              {listing.rooms === 1 ? "pokój" : listing.rooms < 5 ? "pokoje" : "pokoi"}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1">
          <TypeBadge type={listing.type} transaction={listing.transactionType} />
          {listing.isVerified ? <VerifiedBadge /> : null}
        </div>
      </div>
    </article>
  );
}

/** `eager`: the grid is at the top of the page, so its first card's photo loads at once. */
export function ListingGrid({
  listings,
  eager = false,
}: {
  listings: ListingCardData[];
  eager?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing, i) => (
        <li key={listing.id} className="flex">
          <ListingCard listing={listing} eager={eager && i === 0} />
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
