import { PROMOTION_SECTIONS, type PromotionSection } from "@shared/admin";
import { SectionNav } from "./section-nav";

/** /admin/promotion/{section}: subscription plans, and promotions of listings and of services. */
export function PromotionTab({
  section,
  children,
}: {
  section: PromotionSection;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-5">
      <SectionNav
        tab="promotion"
        sections={PROMOTION_SECTIONS}
        active={section}
        label="Rodzaj promocji"
      />
      {children}
    </div>
  );
}
