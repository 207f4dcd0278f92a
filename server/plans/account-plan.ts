import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import {
  type AccountPlan,
  hasRoom,
  type LiftingPlan,
  type PlanLimitKind,
  type PlanUsage,
  planLimitRefusal,
} from "../../shared/account-plans.ts";
import { UNLIMITED } from "../../shared/plan-schemas.ts";
import { MAX_PHOTOS_TEXT } from "../../shared/settings-texts.ts";
import { lockAccountLimit } from "../db/account-lock.ts";
import type { Db } from "../db/client.ts";
import {
  agencies,
  agentAgencies,
  properties,
  services,
  subscriptionPlans,
  userPlans,
} from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { getMaxPhotos } from "../site-settings/max-photos.ts";

type Reader = Pick<Db, "select" | "execute">;

const planColumns = {
  name: subscriptionPlans.name,
  maxProperties: subscriptionPlans.maxProperties,
  maxServices: subscriptionPlans.maxServices,
  maxPhotos: subscriptionPlans.maxPhotos,
  priorityDisplay: subscriptionPlans.priorityDisplay,
};

/**
 * The plan in force for `userId` at `now`: the account's own plan that started last, else the
 * plan of the agency whose active broker it is (an agency's plan covers its team), else the free
 * plan (the first active plan at 0 zł in price-list order). With no plan at all nothing but the
 * site's photo limit applies.
 */
export async function getAccountPlan(
  db: Reader,
  userId: string,
  now: Date = new Date(),
): Promise<AccountPlan> {
  const agencyOwners = db
    .select({ ownerId: agencies.ownerId })
    .from(agentAgencies)
    .innerJoin(agencies, eq(agencies.id, agentAgencies.agencyId))
    .where(and(eq(agentAgencies.agentId, userId), eq(agentAgencies.status, "active")));
  const viaAgency = sql<boolean>`${userPlans.userId} <> ${userId}`;
  const [[assigned], siteMaxPhotos] = await Promise.all([
    db
      .select({ ...planColumns, endsAt: userPlans.endsAt, viaAgency })
      .from(userPlans)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userPlans.planId))
      .where(
        and(
          sql`${userPlans.startsAt} <= ${now.toISOString()}::timestamptz`,
          gt(userPlans.endsAt, now),
          or(eq(userPlans.userId, userId), sql`${userPlans.userId} in ${agencyOwners}`),
        ),
      )
      .orderBy(viaAgency, sql`${userPlans.startsAt} desc`)
      .limit(1),
    getMaxPhotos(db),
  ]);
  const plan = assigned ?? (await freePlan(db));
  if (!plan) {
    return {
      name: null,
      maxProperties: UNLIMITED,
      maxServices: UNLIMITED,
      maxPhotos: siteMaxPhotos,
      priorityDisplay: false,
      endsAt: null,
      viaAgency: false,
    };
  }
  return {
    ...plan,
    maxPhotos: withinSite(plan.maxPhotos, siteMaxPhotos),
    endsAt: assigned?.endsAt ?? null,
    viaAgency: assigned?.viaAgency ?? false,
  };
}

function withinSite(planMax: number, siteMax: number) {
  return planMax === UNLIMITED ? siteMax : Math.min(planMax, siteMax);
}

async function freePlan(db: Reader) {
  const [row] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.isActive, true), eq(subscriptionPlans.price, 0)))
    .orderBy(asc(subscriptionPlans.name), asc(subscriptionPlans.id))
    .limit(1);
  return row ?? null;
}

const LIMIT_COLUMN = {
  listings: subscriptionPlans.maxProperties,
  services: subscriptionPlans.maxServices,
  photos: subscriptionPlans.maxPhotos,
} as const;

/** The cheapest plan on /cennik whose limit of `kind` is above `needed - 1`. */
async function liftingPlan(
  db: Reader,
  kind: PlanLimitKind,
  needed: number,
): Promise<LiftingPlan | null> {
  const column = LIMIT_COLUMN[kind];
  const [row] = await db
    .select({ name: subscriptionPlans.name, limit: column })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.isActive, true),
        or(eq(column, UNLIMITED), sql`${column} >= ${needed}`),
      ),
    )
    .orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.name), asc(subscriptionPlans.id))
    .limit(1);
  return row ?? null;
}

async function refuse(
  db: Reader,
  kind: PlanLimitKind,
  plan: { name: string; limit: number },
  needed: number,
): Promise<never> {
  throw new AppError("invalid", planLimitRefusal(kind, plan, await liftingPlan(db, kind, needed)));
}

async function countActiveListings(db: Reader, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(eq(properties.userId, userId), eq(properties.isArchived, false)));
  return row?.n ?? 0;
}

async function countServices(db: Reader, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(services)
    .where(eq(services.userId, userId));
  return row?.n ?? 0;
}

/**
 * Refuses one more published listing for `userId` over its plan's limit. Called in the
 * transaction that publishes it (a new listing, or an expired one renewed from the archive);
 * listings already over the limit stay published. Answers the columns the listing gets from
 * the plan: whether it is listed first (an assigned plan with 'Wyróżnienie w wynikach';
 * server/plans/listing-priority.ts keeps it when plans start and end).
 */
export async function assertRoomForListing(
  tx: Reader,
  userId: string,
): Promise<{ ownerPriority: boolean }> {
  await lockAccountLimit(tx, "plan-limits", userId);
  const [plan, used] = await Promise.all([
    getAccountPlan(tx, userId),
    countActiveListings(tx, userId),
  ]);
  if (plan.name !== null && !hasRoom(plan.maxProperties, used)) {
    await refuse(tx, "listings", { name: plan.name, limit: plan.maxProperties }, used + 1);
  }
  return { ownerPriority: plan.endsAt !== null && plan.priorityDisplay };
}

/** As assertRoomForListing, for one more service of `userId`. */
export async function assertRoomForService(tx: Reader, userId: string): Promise<void> {
  await lockAccountLimit(tx, "plan-limits", userId);
  const [plan, used] = await Promise.all([getAccountPlan(tx, userId), countServices(tx, userId)]);
  if (plan.name === null || hasRoom(plan.maxServices, used)) return;
  await refuse(tx, "services", { name: plan.name, limit: plan.maxServices }, used + 1);
}

/**
 * Refuses a listing of `ownerId` with more photos than its plan (within the site's limit)
 * allows. A listing saved before with more (`stored`) keeps them: only adding is refused.
 */
export async function assertPhotoCount(
  db: Reader,
  { ownerId, count, stored = 0 }: { ownerId: string; count: number; stored?: number },
): Promise<void> {
  const plan = await getAccountPlan(db, ownerId);
  if (count <= plan.maxPhotos || count <= stored) return;
  const siteMax = await getMaxPhotos(db);
  if (plan.name === null || plan.maxPhotos >= siteMax) {
    throw new AppError("invalid", MAX_PHOTOS_TEXT.tooMany(siteMax));
  }
  if (count > siteMax) throw new AppError("invalid", MAX_PHOTOS_TEXT.tooMany(siteMax));
  await refuse(db, "photos", { name: plan.name, limit: plan.maxPhotos }, count);
}

/** The panel's view: the account's plan and how much of it is used. */
export async function getPlanUsage(db: Reader, userId: string): Promise<PlanUsage> {
  const [plan, listings, servicesUsed] = await Promise.all([
    getAccountPlan(db, userId),
    countActiveListings(db, userId),
    countServices(db, userId),
  ]);
  return { plan, listings, services: servicesUsed };
}
