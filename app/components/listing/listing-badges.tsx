import {
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  SELLER_LABELS,
  type SellerType,
  TRANSACTION_LABELS,
  type TransactionType,
} from "@shared/categories";
import { sourceLabel } from "@shared/sources";
import { BadgeCheck, Sparkles } from "lucide-react";
import { Badge, type BadgeTone } from "../ui/badge";

const SELLER_TONES: Record<SellerType, BadgeTone> = {
  klient: "red",
  posrednik: "blue",
  sprawdzone: "green",
};

/** Seller: klient 'Właściciel' (red), posrednik 'Pośrednik' (blue), sprawdzone 'Sprawdzone' (green). */
export function SellerBadge({ sellerType }: { sellerType: string }) {
  const key = sellerType as SellerType;
  if (!SELLER_LABELS[key]) return null;
  return <Badge tone={SELLER_TONES[key]}>{SELLER_LABELS[key]}</Badge>;
}

export function TypeBadge({ type, transaction }: { type: string; transaction?: string }) {
  const label = PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;
  const t = transaction ? TRANSACTION_LABELS[transaction as TransactionType] : undefined;
  return <Badge tone="gray">{t ? `${label} · ${t}` : label}</Badge>;
}

export function SourceBadge({ source }: { source: string }) {
  return <Badge tone={source === "wlasne" ? "green" : "amber"}>{sourceLabel(source)}</Badge>;
}

export function VerifiedBadge() {
  return (
    <Badge tone="green">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Zweryfikowane
    </Badge>
  );
}

/**
 * The paid promotions' badges (docs/vocabulary.md, Badges): 'Wyróżnione' for a featured promotion (the brand's
 * colour, with a mark so it differs from 'Premium' at a glance), 'Pilne' (amber) for an urgent one.
 */
export function PromotionBadges({
  isFeatured,
  isUrgent,
}: {
  isFeatured: boolean;
  isUrgent: boolean;
}) {
  return (
    <>
      {isFeatured ? (
        <Badge tone="brand">
          <Sparkles aria-hidden="true" className="size-3" />
          Wyróżnione
        </Badge>
      ) : null}
      {isUrgent ? <Badge tone="amber">Pilne</Badge> : null}
    </>
  );
}
