import { eq } from "drizzle-orm";
import { PLAN_TEXT, type PlanFields, type PlanValues } from "../../shared/plan-schemas.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { subscriptionPlans } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import { refreshListingPriority } from "./listing-priority.ts";

const PLAN_FIELD_KEYS = [
  "name",
  "description",
  "price",
  "durationDays",
  "features",
  "maxProperties",
  "maxServices",
  "maxPhotos",
  "priorityDisplay",
] as const satisfies readonly (keyof PlanFields)[];

const notFound = () => new AppError("not_found", PLAN_TEXT.notFound);

/** A new plan (the form's values, already checked); its fields go into the audit log. */
export async function createPlan(ctx: DomainContext, values: PlanValues): Promise<{ id: string }> {
  const actor = requireAdministrator(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(subscriptionPlans).values(values).returning({
      id: subscriptionPlans.id,
    });
    const { id } = row as { id: string };
    await recordAudit(tx, actor, {
      action: "plan-create",
      targetType: "plan",
      targetId: id,
      targetLabel: values.name,
      before: null,
      after: { ...values },
    });
    return { id };
  });
}

/** Saves an edited plan; the audit log gets the fields that changed, before and after. */
export async function updatePlan(ctx: DomainContext, id: string, values: PlanFields) {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, id))
      .for("update");
    if (!current) throw notFound();
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of PLAN_FIELD_KEYS) {
      // Features are a list: compared by content.
      if (JSON.stringify(current[key]) === JSON.stringify(values[key])) continue;
      before[key] = current[key];
      after[key] = values[key];
    }
    await tx
      .update(subscriptionPlans)
      .set({ ...pick(values), updatedAt: new Date() })
      .where(eq(subscriptionPlans.id, id));
    // 'Wyróżnienie w wynikach' switched on or off acts on the listings of its accounts at once.
    if (current.priorityDisplay !== values.priorityDisplay) await refreshListingPriority(tx);
    await recordAudit(tx, actor, {
      action: "plan-update",
      targetType: "plan",
      targetId: id,
      targetLabel: values.name,
      before,
      after,
    });
  });
}

/** Only the edit form's fields (an extra key in `values` never reaches the row). */
function pick(values: PlanFields): PlanFields {
  return Object.fromEntries(PLAN_FIELD_KEYS.map((key) => [key, values[key]])) as PlanFields;
}

/** Switches a plan on or off (only active plans are on /cennik). */
export async function setPlanActive(ctx: DomainContext, id: string, isActive: boolean) {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: subscriptionPlans.name, isActive: subscriptionPlans.isActive })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, id))
      .for("update");
    if (!current) throw notFound();
    await tx
      .update(subscriptionPlans)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(subscriptionPlans.id, id));
    await recordAudit(tx, actor, {
      action: "plan-toggle",
      targetType: "plan",
      targetId: id,
      targetLabel: current.name,
      before: { isActive: current.isActive },
      after: { isActive },
    });
    return { name: current.name };
  });
}
