import { and, asc, eq } from "drizzle-orm";
import { PLAN_ORDER_TEXT } from "../../shared/account-plans.ts";
import type { PlanOrderRow } from "../../shared/admin-types.ts";
import { activeAdministrators } from "../admin/user-roles.ts";
import { type DomainContext, requireAdministrator, requireSignedIn } from "../auth/actor.ts";
import { planOrders, profiles, subscriptionPlans, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { planOrderMail } from "../mail/templates.ts";

const ORDER_NOT_FOUND = "Nie znaleziono zamówienia.";

/** The plans section shows at most this many open orders (oldest first). */
const ORDERS_SHOWN_MAX = 100;

/**
 * A signed-in user orders a plan from /cennik: a request the administrator answers in the admin
 * panel (payment is arranged outside the site), told of it by mail. Ordering a plan already
 * ordered and not yet answered is not a second request.
 */
export async function orderPlan(
  ctx: DomainContext,
  planId: string,
  { baseUrl }: { baseUrl: string },
) {
  const actor = requireSignedIn(ctx);
  if (!isUuid(planId)) throw new AppError("not_found", PLAN_ORDER_TEXT.unknown);
  const [plan] = await ctx.db
    .select({ name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true)));
  if (!plan) throw new AppError("not_found", PLAN_ORDER_TEXT.unknown);
  const created = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(planOrders)
      .values({ userId: actor.id, planId })
      .onConflictDoNothing()
      .returning({ id: planOrders.id });
    if (!order) return false;
    // Every active administrator, in the order's transaction: told once, or not at all.
    for (const { email } of await activeAdministrators(tx)) {
      const mail = planOrderMail(email, {
        plan: plan.name,
        who: actor.email,
        url: `${baseUrl}/admin/promotion/plans`,
      });
      await enqueueMail(tx, mail, new Date());
    }
    return true;
  });
  return { planName: plan.name, created };
}

/**
 * The plans the signed-in user ordered that no administrator has answered yet: /cennik shows
 * each as ordered after a reload too. Nobody signed in has none.
 */
export async function ownOpenOrders(ctx: DomainContext): Promise<string[]> {
  if (!ctx.actor) return [];
  const rows = await ctx.db
    .select({ planId: planOrders.planId })
    .from(planOrders)
    .where(and(eq(planOrders.userId, ctx.actor.id), eq(planOrders.status, "open")));
  return rows.map((row) => row.planId);
}

/** The open orders, oldest first, with who ordered what (the administrator's plans section). */
export async function listOpenOrders(ctx: DomainContext): Promise<PlanOrderRow[]> {
  requireAdministrator(ctx);
  return ctx.db
    .select({
      id: planOrders.id,
      createdAt: planOrders.createdAt,
      userId: users.id,
      email: users.email,
      accountName: users.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      planId: subscriptionPlans.id,
      planName: subscriptionPlans.name,
    })
    .from(planOrders)
    .innerJoin(users, eq(users.id, planOrders.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planOrders.planId))
    .where(eq(planOrders.status, "open"))
    .orderBy(asc(planOrders.createdAt), asc(planOrders.id))
    .limit(ORDERS_SHOWN_MAX)
    .then((rows) =>
      rows.map(({ accountName, firstName, lastName, ...row }) => ({
        ...row,
        name: [firstName, lastName].filter(Boolean).join(" ").trim() || accountName,
      })),
    );
}

/** The administrator closes an order without assigning the plan (audited). */
export async function dismissOrder(ctx: DomainContext, id: string) {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw new AppError("not_found", ORDER_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .update(planOrders)
      .set({ status: "dismissed", handledAt: new Date(), handledBy: actor.id })
      .where(and(eq(planOrders.id, id), eq(planOrders.status, "open")))
      .returning({ userId: planOrders.userId, planId: planOrders.planId });
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
    const [who] = await tx
      .select({ email: users.email, plan: subscriptionPlans.name })
      .from(users)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, order.planId))
      .where(eq(users.id, order.userId));
    await recordAudit(tx, actor, {
      action: "plan-order-dismiss",
      targetType: "user",
      targetId: order.userId,
      targetLabel: who?.email ?? null,
      before: { order: who?.plan ?? null },
      after: null,
    });
  });
}
