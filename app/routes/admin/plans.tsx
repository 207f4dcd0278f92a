import { loadPlansSection } from "@server/admin/plans-tab.ts";
import { PlansSection } from "~/components/admin/plans-section";
import { PromotionTab } from "~/components/admin/promotion-tab";
import type { Route } from "./+types/plans";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { PLAN_ADMIN_ACTIONS } from "./plan-actions.server";

/** /admin/promotion/plans: every subscription plan by price. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadPlansSection(await adminContext(context, request));
}
export type PlansData = Route.ComponentProps["loaderData"];

export const action = adminAction(PLAN_ADMIN_ACTIONS);

export default function AdminPlans({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PromotionTab section="plans">
      <PlansSection data={loaderData} result={actionData} />
    </PromotionTab>
  );
}
