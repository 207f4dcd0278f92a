import {
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  TRANSACTION_LABELS,
  type TransactionType,
  VERIFIED_LISTING_LABEL,
} from "@shared/categories";
import { sourceLabel } from "@shared/sources";
import { BadgeCheck } from "lucide-react";
import { Badge } from "../ui/badge";

// The listing page takes every badge from here; the cards' own live apart, so that the pages
// with cards do not load the listing page's.
export { PromotionBadges, SellerBadge } from "./card-badges";

export function TypeBadge({
  type,
  transaction,
}: {
  type: PropertyType;
  transaction?: TransactionType;
}) {
  const label = PROPERTY_TYPE_LABELS[type];
  const t = transaction ? TRANSACTION_LABELS[transaction] : undefined;
  return <Badge tone="gray">{t ? `${label} · ${t}` : label}</Badge>;
}

export function SourceBadge({ source }: { source: string }) {
  return <Badge tone={source === "wlasne" ? "green" : "amber"}>{sourceLabel(source)}</Badge>;
}

/** The listing itself was checked (not its seller): named so the two never read as one idea. */
export function VerifiedBadge() {
  return (
    <Badge tone="green">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {VERIFIED_LISTING_LABEL}
    </Badge>
  );
}
