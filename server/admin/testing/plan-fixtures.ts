import type { Db } from "../../db/client.ts";
import { planOrders, subscriptionPlans, userPlans } from "../../db/schema.ts";
import { createTestUser } from "../../testing/factories.ts";
import { type ActionFixtures, formOf } from "./action-fixture.ts";

/** A plan inserted as it is stored. */
export async function insertTestPlan(
  db: Db,
  fields: Partial<typeof subscriptionPlans.$inferInsert> = {},
): Promise<{ id: string }> {
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ name: "Standard", price: 49, durationDays: 30, ...fields })
    .returning({ id: subscriptionPlans.id });
  return row as { id: string };
}

/** The plan form's fields as the dialog posts them. */
export const PLAN_FORM_FIELDS = {
  name: "Biznes",
  description: "Dla firm usługowych z kilkoma ofertami.",
  price: "1 250",
  durationDays: "90",
  features: "Do 25 ogłoszeń\n\n  Statystyki wyświetleń  \n",
  maxProperties: "25",
  maxServicesUnlimited: "on",
  maxPhotos: "15",
  priorityDisplay: "on",
  isActive: "on",
};

export const PLAN_ACTION_FIXTURES: ActionFixtures = {
  "plan-create": async () => formOf(PLAN_FORM_FIELDS),
  "plan-update": async ({ db }) => {
    const { id } = await insertTestPlan(db);
    return formOf({ ...PLAN_FORM_FIELDS, id });
  },
  "plan-toggle": async ({ db }) => {
    const { id } = await insertTestPlan(db);
    return formOf({ id, value: "false" });
  },
  "plan-assign": async ({ db }) => {
    const { userId, planId, orderId } = await orderedPlan(db);
    return formOf({ userId, planId, orderId });
  },
  "plan-end": async ({ db }) => {
    const { userId, planId } = await orderedPlan(db);
    const [row] = await db
      .insert(userPlans)
      .values({
        userId,
        planId,
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: userPlans.id });
    return formOf({ id: row?.id ?? "" });
  },
  "plan-order-dismiss": async ({ db }) => formOf({ id: (await orderedPlan(db)).orderId }),
};

/** A new owner's open order of a new plan (from /cennik). */
async function orderedPlan(db: Db) {
  const [{ id: planId }, user] = await Promise.all([
    insertTestPlan(db),
    createTestUser(db, { roles: ["wlasciciel"] }),
  ]);
  const [order] = await db
    .insert(planOrders)
    .values({ userId: user.id, planId })
    .returning({ id: planOrders.id });
  return { userId: user.id, planId, orderId: order?.id ?? "" };
}
