import { type DomainContext, requireAdministrator } from "../auth/actor.ts";

/** The promotion tab's section data (/admin?tab=promotion&section=…). */
export async function loadPlansSection(ctx: DomainContext, _params: URLSearchParams) {
  requireAdministrator(ctx);
  return {};
}
export type PlansSectionData = Awaited<ReturnType<typeof loadPlansSection>>;
