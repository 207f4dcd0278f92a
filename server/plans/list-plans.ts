import { asc, eq } from "drizzle-orm";
import type { PlanRow } from "../../shared/plan-schemas.ts";
import type { Db } from "../db/client.ts";
import { subscriptionPlans } from "../db/schema.ts";

/** A price list has a handful of plans; the cap only keeps a runaway table off the page. */
const PLANS_SHOWN_MAX = 100;

/**
 * Plans by price, then name (spec: 'ordered by price'): every plan for the administrator, only
 * the active ones for the public price list (/cennik).
 */
export async function listPlans(db: Db, { activeOnly }: { activeOnly: boolean }) {
  const rows: PlanRow[] = await db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      description: subscriptionPlans.description,
      price: subscriptionPlans.price,
      durationDays: subscriptionPlans.durationDays,
      features: subscriptionPlans.features,
      maxProperties: subscriptionPlans.maxProperties,
      maxServices: subscriptionPlans.maxServices,
      maxPhotos: subscriptionPlans.maxPhotos,
      priorityDisplay: subscriptionPlans.priorityDisplay,
      isActive: subscriptionPlans.isActive,
    })
    .from(subscriptionPlans)
    .where(activeOnly ? eq(subscriptionPlans.isActive, true) : undefined)
    .orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.name), asc(subscriptionPlans.id))
    .limit(PLANS_SHOWN_MAX);
  return rows;
}
