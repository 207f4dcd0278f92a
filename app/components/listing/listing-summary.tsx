import { formatListingPrice, formatListingPricePerSquareMetre } from "@shared/listing-price";
import type { ListingSummary as CardListing } from "@shared/listing-types";
import { locationLabel } from "@shared/locations";
import { MapPin } from "lucide-react";
import { Card } from "~/components/ui/card";
import { staticPart } from "~/components/ui/static-part";
import { useViewCount } from "~/lib/use-view-count";
import { ReportLink } from "../ui/report-link";
import { PaidLabel, SellerBadge, VerifiedBadge } from "./listing-badges";
import { ListingRecord } from "./listing-record";
import type { PriceChange } from "./price-history";

/** Text only: no code for them on a first visit. */
const PriceDrop = staticPart(() => import("./price-history").then((m) => m.PriceDrop), "div");
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
 * The listing page's first box, in the order a visitor decides by (on a phone right under the
 * photo): the price (its drop, the price per m²), the key facts in one row, the title (the
 * page's h1) and place, two badges (who sells and one mark: the listing's verification, else the
 * highest paid label; "Szczegóły" lists them all), the price history, the record and 'Zgłoś'.
 */
export function ListingSummary({
  listing,
  keyFacts,
  priceHistory,
  reportHref,
}: {
  listing: SummaryListing;
  /** Area, rooms, floor as written ('54 m²', '3 pokoje', 'piętro 2'): from the loader. */
  keyFacts: string[];
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
  // A static part keeps its markup: a new offer or a new change is a new part.
  const historyKey = `${listing.id}-${priceHistory.length}`;
  const history = { changes: priceHistory, transactionType: listing.transactionType };
  return (
    <Card className={listing.isPremium ? "ring-2 ring-green-500" : undefined}>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-3xl font-extrabold text-brand-800">
          {formatListingPrice(listing.price, listing.transactionType)}
        </span>
        {perMetre ? <span className="text-sm text-gray-500">{perMetre}</span> : null}
      </p>
      {priceHistory.length ? <PriceDrop key={historyKey} {...history} /> : null}
      {keyFacts.length ? (
        <p className="mt-2 font-semibold text-gray-900">{keyFacts.join(" · ")}</p>
      ) : null}
      <h1 className="mt-3 text-xl font-bold tracking-tight text-gray-900">{listing.title}</h1>
      <p className="mt-1 flex items-start gap-1 text-gray-600">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
        <span>
          {place ?? "Poza regionem"}
          {listing.address ? <span className="block text-sm">{listing.address}</span> : null}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-1">
        <SellerBadge sellerType={listing.sellerType} />
        {listing.isVerified ? <VerifiedBadge /> : <PaidLabel {...listing} />}
      </div>
      {priceHistory.length ? <PriceHistory key={historyKey} {...history} /> : null}
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
