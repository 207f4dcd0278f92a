import { and, eq, gt } from "drizzle-orm";
import type { PlanAssignValues } from "../../shared/account-plans.ts";
import { formatDate } from "../../shared/format.ts";
import { PLAN_TEXT } from "../../shared/plan-schemas.ts";
import { lockUser } from "../admin/user-roles.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { planOrders, subscriptionPlans, userPlans, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import { polishMidnight } from "../kernel/polish-midnight.ts";
import { refreshListingPriority } from "./listing-priority.ts";

/**
 * An administrator gives an account a plan for a period (paid outside the site): from the start
 * day until the end day, or for the plan's duration. A plan that starts later than the one in
 * force takes over on its day. When it answers an order from /cennik, the order is closed in the
 * same transaction; one audit row records it.
 */
export async function assignPlan(ctx: DomainContext, values: PlanAssignValues) {
  const actor = requireAdministrator(ctx);
  if (!isUuid(values.planId)) throw new AppError("not_found", PLAN_TEXT.notFound);
  return ctx.db.transaction(async (tx) => {
    // The account as every administrator action on users finds it (404; the Import account 403).
    const user = await lockUser(tx, values.userId);
    const [plan] = await tx
      .select({ name: subscriptionPlans.name, durationDays: subscriptionPlans.durationDays })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, values.planId));
    if (!plan) throw new AppError("not_found", PLAN_TEXT.notFound);
    const [row] = await tx
      .insert(userPlans)
      .values({
        userId: user.id,
        planId: values.planId,
        startsAt: polishMidnight(values.startsAt),
        endsAt: values.endsAt
          ? polishMidnight(values.endsAt)
          : polishMidnight(values.startsAt, plan.durationDays),
        assignedBy: actor.id,
      })
      .returning({ id: userPlans.id, startsAt: userPlans.startsAt, endsAt: userPlans.endsAt });
    const assigned = row as { id: string; startsAt: Date; endsAt: Date };
    if (values.orderId) {
      await tx
        .update(planOrders)
        .set({ status: "done", handledAt: new Date(), handledBy: actor.id })
        .where(
          and(
            eq(planOrders.id, values.orderId),
            eq(planOrders.userId, user.id),
            eq(planOrders.status, "open"),
          ),
        );
    }
    await refreshListingPriority(tx);
    await recordAudit(tx, actor, {
      action: "plan-assign",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
      before: null,
      after: {
        plan: plan.name,
        startsAt: formatDate(assigned.startsAt),
        endsAt: formatDate(assigned.endsAt),
      },
    });
    return { id: assigned.id, planName: plan.name, email: user.email, endsAt: assigned.endsAt };
  });
}

/**
 * Ends an assigned plan now, or cancels one that has not started (the account falls back to an
 * earlier plan still in force, else the free plan); audited with the end it had.
 */
export async function endPlan(ctx: DomainContext, id: string, now = new Date()) {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw new AppError("not_found", PLAN_TEXT.notFound);
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        userId: userPlans.userId,
        startsAt: userPlans.startsAt,
        endsAt: userPlans.endsAt,
        email: users.email,
        name: subscriptionPlans.name,
      })
      .from(userPlans)
      .innerJoin(users, eq(users.id, userPlans.userId))
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userPlans.planId))
      .where(and(eq(userPlans.id, id), gt(userPlans.endsAt, now)))
      .for("update", { of: userPlans });
    if (!current) throw new AppError("not_found", "Ten plan już się zakończył.");
    // A plan that has not started yet is cancelled: it never applied.
    if (current.startsAt > now) await tx.delete(userPlans).where(eq(userPlans.id, id));
    else await tx.update(userPlans).set({ endsAt: now }).where(eq(userPlans.id, id));
    await refreshListingPriority(tx);
    await recordAudit(tx, actor, {
      action: "plan-end",
      targetType: "user",
      targetId: current.userId,
      targetLabel: current.email,
      before: { plan: current.name, endsAt: formatDate(current.endsAt) },
      after: { endsAt: formatDate(now) },
    });
    return { planName: current.name };
  });
}
