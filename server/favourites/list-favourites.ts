import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type FavouriteItem, favouriteKey, MAX_FAVOURITES } from "../../shared/favourites.ts";
import type { ListingSummary } from "../../shared/listing-types.ts";
import type { ServiceSummary } from "../../shared/service-types.ts";
import { publicListing, publicService } from "../accounts/owner-visibility.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { favourites, profiles, properties, services } from "../db/schema.ts";
import { isUuid } from "../kernel/ids.ts";
import { listingSummaryColumns } from "../listings/listing-summary.ts";
import { serviceSummaryColumns, toServiceSummary } from "../services/service-summary.ts";

/** A kept listing: `isPublic` false once it was archived, sold or its account deactivated. */
type FavouriteListing = ListingSummary & { savedPrice: number | null; isPublic: boolean };
type FavouriteService = ServiceSummary & { isPublic: boolean };
export type Favourites = { listings: FavouriteListing[]; services: FavouriteService[] };

/** The hearts to fill on every page a signed-in user sees: `listing:<id>`, `service:<id>`. */
export async function listFavouriteKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ propertyId: favourites.propertyId, serviceId: favourites.serviceId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .limit(MAX_FAVOURITES);
  return rows.map((r) =>
    r.propertyId
      ? favouriteKey("listing", r.propertyId)
      : favouriteKey("service", String(r.serviceId)),
  );
}

const asBoolean = (condition: SQL) => sql<boolean>`coalesce(${condition}, false)`;

/** The signed-in user's favourites page: newest saved first, those no longer public included. */
export async function listFavourites(ctx: DomainContext): Promise<Favourites> {
  const actor = requireSignedIn(ctx);
  const [listings, kept] = await Promise.all([
    ctx.db
      .select({
        ...listingSummaryColumns,
        savedPrice: favourites.savedPrice,
        isPublic: asBoolean(publicListing()),
      })
      .from(favourites)
      .innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(eq(favourites.userId, actor.id))
      .orderBy(desc(favourites.createdAt))
      .limit(MAX_FAVOURITES),
    ctx.db
      .select({ ...serviceSummaryColumns, isPublic: asBoolean(publicService()) })
      .from(favourites)
      .innerJoin(services, eq(services.id, favourites.serviceId))
      .leftJoin(profiles, eq(profiles.id, services.userId))
      .where(eq(favourites.userId, actor.id))
      .orderBy(desc(favourites.createdAt))
      .limit(MAX_FAVOURITES),
  ]);
  return {
    listings,
    services: kept.map((row) => ({ ...toServiceSummary(row), isPublic: row.isPublic })),
  };
}

/**
 * A visitor's favourites, kept in the browser: the public ones among them, in the browser's
 * order, with the price each had when hearted there. What is not public any more is left out
 * (the page names it by the title the browser kept).
 */
export async function listPublicFavourites(
  db: Db,
  items: readonly FavouriteItem[],
): Promise<Favourites> {
  const wanted = items.slice(0, MAX_FAVOURITES).filter((i) => isUuid(i.id));
  const ids = (kind: FavouriteItem["kind"]) =>
    wanted.filter((i) => i.kind === kind).map((i) => i.id);
  const listingIds = ids("listing");
  const serviceIds = ids("service");
  const [listings, kept] = await Promise.all([
    listingIds.length
      ? db
          .select(listingSummaryColumns)
          .from(properties)
          .where(and(inArray(properties.id, listingIds), publicListing()))
      : [],
    serviceIds.length
      ? db
          .select(serviceSummaryColumns)
          .from(services)
          .leftJoin(profiles, eq(profiles.id, services.userId))
          .where(and(inArray(services.id, serviceIds), publicService()))
      : [],
  ]);
  const order = new Map(wanted.map((item, i) => [item.id, i]));
  const byOrder = (a: { id: string }, b: { id: string }) =>
    (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  const savedPrice = new Map(wanted.map((item) => [item.id, item.price ?? null]));
  return {
    listings: listings
      .map((row) => ({ ...row, savedPrice: savedPrice.get(row.id) ?? null, isPublic: true }))
      .sort(byOrder),
    services: kept.map((row) => ({ ...toServiceSummary(row), isPublic: true })).sort(byOrder),
  };
}
