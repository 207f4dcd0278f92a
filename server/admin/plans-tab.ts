import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { listPlans } from "../plans/list-plans.ts";
import { listOpenOrders } from "../plans/plan-orders.ts";

/** The promotion tab's plans section: every plan by price and the open orders, oldest first. */
export async function loadPlansSection(ctx: DomainContext) {
  requireAdministrator(ctx);
  const [plans, orders] = await Promise.all([
    listPlans(ctx.db, { activeOnly: false }),
    listOpenOrders(ctx),
  ]);
  return { plans, orders };
}
