import { type DomainContext, requireAdministrator } from "../auth/actor.ts";

/** The promotion tab's section data (/admin?tab=promotion&section=…). */
export async function loadPromotionsSection(ctx: DomainContext, _params: URLSearchParams) {
  requireAdministrator(ctx);
  return {};
}
export type PromotionsSectionData = Awaited<ReturnType<typeof loadPromotionsSection>>;
