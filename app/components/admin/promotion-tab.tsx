import { PROMOTION_SECTIONS, type PromotionSection } from "@shared/admin";
import type { PanelActionResult } from "@shared/panel";
import type { PlansSectionData } from "../../../server/admin/plans-tab";
import type { PromotionsSectionData } from "../../../server/admin/promotions-tab";
import { PlansSection } from "./plans-section";
import { PromotionsSection } from "./promotions-section";
import { SectionNav } from "./section-nav";

/** /admin?tab=promotion: subscription plans, and promotions of listings and of services. */
export function PromotionTab({
  section,
  plans,
  promotions,
  result,
}: {
  section: PromotionSection;
  plans: PlansSectionData | null;
  promotions: PromotionsSectionData | null;
  result: PanelActionResult | undefined;
}) {
  return (
    <div className="space-y-5">
      <SectionNav
        tab="promotion"
        sections={PROMOTION_SECTIONS}
        active={section}
        label="Rodzaj promocji"
      />
      {plans ? <PlansSection data={plans} result={result} /> : null}
      {promotions ? (
        <PromotionsSection
          kind={section === "services" ? "service" : "property"}
          data={promotions}
          result={result}
        />
      ) : null}
    </div>
  );
}
