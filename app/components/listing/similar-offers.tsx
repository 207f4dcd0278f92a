import type { ListingSummary } from "@shared/listing-types";
import { ListingGrid } from "./listing-card";

export function SimilarOffers({ listings }: { listings: ListingSummary[] }) {
  if (!listings.length) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="text-2xl font-bold tracking-tight">
        Podobne oferty
      </h2>
      <div className="mt-4">
        <ListingGrid listings={listings} />
      </div>
    </section>
  );
}
