import { PLAN_TEXT, planFormValues, planSchema } from "@shared/plan-schemas";
import { firstFieldErrors } from "@shared/profile-schemas";
import { requireAdministrator } from "../../../server/auth/actor.ts";
import { createPlan, setPlanActive, updatePlan } from "../../../server/plans/save-plan.ts";
import { type AdminActions, FormRejectedError, formFlag, formText } from "./admin-action.ts";

/** The form checked with the form's own schema; refused field by field. */
function parsePlanForm(form: FormData) {
  const parsed = planSchema.safeParse(planFormValues(form));
  if (parsed.success) return parsed.data;
  throw new FormRejectedError(firstFieldErrors(parsed.error));
}

/** The promotion tab's plans section (/admin?tab=promotion&section=plans). */
export const PLAN_ADMIN_ACTIONS: AdminActions = {
  "plan-create": {
    label: "Dodanie planu",
    failed: PLAN_TEXT.failed,
    async run(form, ctx) {
      // Others are refused before the form is judged.
      requireAdministrator(ctx);
      const { id } = await createPlan(ctx, parsePlanForm(form));
      return { id, message: PLAN_TEXT.added };
    },
  },
  "plan-update": {
    label: "Edycja planu",
    failed: PLAN_TEXT.failed,
    async run(form, ctx) {
      requireAdministrator(ctx);
      const id = formText(form, "id");
      const { isActive: _switchedSeparately, ...values } = parsePlanForm(form);
      await updatePlan(ctx, id, values);
      return { id, message: PLAN_TEXT.updated };
    },
  },
  "plan-toggle": {
    label: "Włączenie/wyłączenie planu",
    failed: PLAN_TEXT.failed,
    async run(form, ctx) {
      requireAdministrator(ctx);
      const id = formText(form, "id");
      const isActive = formFlag(form);
      await setPlanActive(ctx, id, isActive);
      return { id, message: isActive ? PLAN_TEXT.enabled : PLAN_TEXT.disabled };
    },
  },
};
