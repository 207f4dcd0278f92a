import { listPlans } from "@server/plans/list-plans.ts";
import { listOpenOrders } from "@server/plans/plan-orders.ts";
import type { PlansData } from "@shared/admin-types";
import { PlansSection } from "~/components/admin/plans-section";
import { PromotionTab } from "~/components/admin/promotion-tab";
import type { Route } from "./+types/plans";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { PLAN_ADMIN_ACTIONS } from "./plan-actions.server";

/** /admin/promotion/plans: every subscription plan by price and the open orders, oldest first. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<PlansData> {
  const ctx = await adminContext(context, request);
  const [plans, orders] = await Promise.all([
    listPlans(ctx.db, { activeOnly: false }),
    listOpenOrders(ctx),
  ]);
  return { plans, orders };
}

export const action = adminAction(PLAN_ADMIN_ACTIONS);

export default function AdminPlans({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PromotionTab section="plans">
      <PlansSection data={loaderData} result={actionData} />
    </PromotionTab>
  );
}
