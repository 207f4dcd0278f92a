import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { listPlans } from "../plans/list-plans.ts";

/** The promotion tab's plans section: every plan by price. */
export async function loadPlansSection(ctx: DomainContext) {
  requireAdministrator(ctx);
  return { plans: await listPlans(ctx.db, { activeOnly: false }) };
}
