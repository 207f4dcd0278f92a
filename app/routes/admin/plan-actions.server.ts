import { createPlan, setPlanActive, updatePlan } from "@server/plans/save-plan.ts";
import { rowFlagSchema } from "@shared/admin-schemas";
import { PLAN_TEXT, planSchema, planUpdateSchema } from "@shared/plan-schemas";
import { assignPlanAction, dismissOrderAction } from "./account-plan-actions.server.ts";
import { type AdminActions, defineAdminAction, flagAdminAction } from "./admin-action.server.ts";

/** The promotion tab's plans section (/admin/promotion/plans): plans and the orders of them. */
export const PLAN_ADMIN_ACTIONS: AdminActions = {
  "plan-assign": assignPlanAction,
  "plan-order-dismiss": dismissOrderAction,
  "plan-create": defineAdminAction({
    label: "Dodanie planu",
    failed: PLAN_TEXT.failed,
    schema: planSchema,
    async run(values, ctx) {
      const { id } = await createPlan(ctx, values);
      return { id, message: PLAN_TEXT.added };
    },
  }),
  "plan-update": defineAdminAction({
    label: "Edycja planu",
    failed: PLAN_TEXT.failed,
    schema: planUpdateSchema,
    async run({ id, isActive: _switchedSeparately, ...values }, ctx) {
      await updatePlan(ctx, id, values);
      return { id, message: PLAN_TEXT.updated };
    },
  }),
  "plan-toggle": flagAdminAction(
    rowFlagSchema,
    {
      label: "Włączenie/wyłączenie planu",
      failed: PLAN_TEXT.failed,
      set: PLAN_TEXT.enabled,
      cleared: PLAN_TEXT.disabled,
    },
    ({ id, value }, ctx) => setPlanActive(ctx, id, value),
  ),
};
