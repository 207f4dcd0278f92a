import type { Db } from "../../db/client.ts";
import { subscriptionPlans } from "../../db/schema.ts";
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
};
