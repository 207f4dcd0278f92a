import { formatArea } from "@shared/format";
import { formatListingPrice, formatListingPricePerSquareMetre } from "@shared/listing-price";
import type { ListingSummary as CardListing } from "@shared/listing-types";
import { locationLabel } from "@shared/locations";
import { Bath, BedDouble, MapPin, Ruler } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { staticPart } from "~/components/ui/static-part";
import { useViewCount } from "~/lib/use-view-count";
import { ReportLink } from "../ui/report-link";
import {
  PromotionBadges,
  SellerBadge,
  SourceBadge,
  TypeBadge,
  VerifiedBadge,
} from "./listing-badges";
import { ListingRecord } from "./listing-record";
import type { PriceChange } from "./price-history";

/** Text and a <details> only: no code for it on a first visit. */
const PriceHistory = staticPart(() => import("./price-history").then((m) => m.PriceHistory), "div");

/** The listing page's listing: its card's facts without the photo, with its dates and views. */
type SummaryListing = Omit<
  CardListing,
  "imageUrl" | "photoCount" | "priceBeforeDrop" | "createdAt"
> & {
  createdAt: Date | string;
  refreshedAt: Date | string;
  views: number;
};

/**
 * The listing page's first box: badges, title (the page's h1), place, price, the facts (area,
 * rooms, bathrooms), the record and 'Zgłoś'.
 */
export function ListingSummary({
  listing,
  priceHistory,
  reportHref,
}: {
  listing: SummaryListing;
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
