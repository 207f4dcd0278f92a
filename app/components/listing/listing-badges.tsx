import { VERIFIED_LISTING_LABEL } from "@shared/categories";
import { BadgeCheck } from "lucide-react";
import { Badge } from "../ui/badge";

// The listing page takes every badge from here; the cards' own live apart, so that the pages
// with cards do not load the listing page's.
export { PaidLabel, SellerBadge } from "./card-badges";

/** The listing itself was checked (not its seller): named so the two never read as one idea. */
export function VerifiedBadge() {
  return (
    <Badge tone="green">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {VERIFIED_LISTING_LABEL}
    </Badge>
  );
}
