import { assignPlan, endPlan } from "@server/plans/assign-plan.ts";
import { dismissOrder } from "@server/plans/plan-orders.ts";
import { planAssignSchema } from "@shared/account-plans";
import { rowSchema } from "@shared/admin-schemas";
import { formatDate } from "@shared/format";
import { polishDay } from "@shared/promotion-schemas";
import { defineAdminAction } from "./admin-action.server.ts";

/** 'Przypisz plan': on a user's card (users tab) and on an order (plans section). */
export const assignPlanAction = defineAdminAction({
  label: "Przypisanie planu",
  failed: "Nie udało się przypisać planu.",
  // Today in Poland when the form arrives: the start's default and what the end must follow.
  get schema() {
    return planAssignSchema(polishDay());
  },
  async run(values, ctx) {
    const { id, planName, email, endsAt } = await assignPlan(ctx, values);
    return { id, message: `Plan „${planName}” przypisano: ${email}, do ${formatDate(endsAt)}.` };
  },
});

/** 'Zakończ plan' on a user's card. */
export const endPlanAction = defineAdminAction({
  label: "Zakończenie planu",
  failed: "Nie udało się zakończyć planu.",
  schema: rowSchema,
  async run({ id }, ctx) {
    const { planName } = await endPlan(ctx, id);
    return { message: `Plan „${planName}” został zakończony.` };
  },
});

/** 'Odrzuć' on an order (plans section). */
export const dismissOrderAction = defineAdminAction({
  label: "Odrzucenie zamówienia planu",
  failed: "Nie udało się zamknąć zamówienia.",
  schema: rowSchema,
  async run({ id }, ctx) {
    await dismissOrder(ctx, id);
    return { message: "Zamówienie zostało zamknięte." };
  },
});
