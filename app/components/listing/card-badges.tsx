// The badges a card may show (at most two): who sells, and one paid label.
import { SELLER_LABELS, type SellerType } from "@shared/categories";
import { Sparkles } from "lucide-react";
import { Badge, type BadgeTone } from "../ui/badge";

const SELLER_TONES: Record<SellerType, BadgeTone> = {
  klient: "red",
  posrednik: "blue",
  sprawdzone: "green",
};

/**
 * Seller: klient 'Właściciel' (red), posrednik 'Pośrednik' (blue), sprawdzone 'Sprawdzony
 * sprzedawca' (green: a property of the account, see /pomoc#weryfikacja).
 */
export function SellerBadge({ sellerType }: { sellerType: string }) {
  const key = sellerType as SellerType;
  if (!SELLER_LABELS[key]) return null;
  return <Badge tone={SELLER_TONES[key]}>{SELLER_LABELS[key]}</Badge>;
}

type Promotion = "premium" | "featured" | "urgent";

/**
 * The paid promotions' badges (docs/vocabulary.md, Badges): 'Premium' and 'Wyróżnione' in the
 * brand's colour ('Wyróżnione' with a mark so it differs at a glance), 'Pilne' in amber.
 */
function PromotionBadge({ promotion }: { promotion: Promotion }) {
  if (promotion === "premium") return <Badge tone="brand">Premium</Badge>;
  if (promotion === "urgent") return <Badge tone="amber">Pilne</Badge>;
  return (
    <Badge tone="brand">
      <Sparkles aria-hidden="true" className="size-3" />
      Wyróżnione
    </Badge>
  );
}

export function PromotionBadges({
  isFeatured,
  isUrgent,
}: {
  isFeatured: boolean;
  isUrgent: boolean;
}) {
  return (
    <>
      {isFeatured ? <PromotionBadge promotion="featured" /> : null}
      {isUrgent ? <PromotionBadge promotion="urgent" /> : null}
    </>
  );
}

/** A card's one paid label: the highest promotion it has (Premium, then Wyróżnione, then Pilne). */
export function PaidLabel(props: { isPremium: boolean; isFeatured: boolean; isUrgent: boolean }) {
  const promotion: Promotion | null = props.isPremium
    ? "premium"
    : props.isFeatured
      ? "featured"
      : props.isUrgent
        ? "urgent"
        : null;
  return promotion ? <PromotionBadge promotion={promotion} /> : null;
}
