import { and, eq, sql } from "drizzle-orm";
import { PROPERTY_TYPES, type PropertyType } from "../../shared/categories.ts";
import { ownerIsHidden } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { properties, propertyCounts } from "../db/schema.ts";

export type ActiveListingCounts = Record<
  PropertyType,
  {
    /** All active listings of the type, including imported ones outside the 15 locations. */
    total: number;
    /** Per location slug; a location with no listings is absent (read it as 0). */
    byLocation: Record<string, number>;
  }
>;

/**
 * Public listings per (type, location): the trigger-kept property_counts less the active
 * listings of deactivated accounts, which are few and found through properties_user_id_idx, so
 * the counts follow a deactivation or reactivation at once without any row being rewritten.
 * Location '' stands for listings outside the 15 locations.
 */
export function publicListingCounts(db: Db) {
  const location = sql<string>`coalesce(${properties.location}, '')`;
  const hidden = db
    .select({
      type: properties.type,
      location: location.as("hidden_location"),
      n: sql<number>`count(*)::int`.as("hidden_n"),
    })
    .from(properties)
    .where(and(sql`not ${properties.isArchived}`, ownerIsHidden(properties.userId)))
    .groupBy(properties.type, location)
    .as("hidden");
  return db
    .select({
      type: propertyCounts.type,
      location: propertyCounts.location,
      activeCount: sql<number>`(${propertyCounts.activeCount} - coalesce(${hidden.n}, 0))::int`.as(
        "active_count",
      ),
    })
    .from(propertyCounts)
    .leftJoin(
      hidden,
      and(eq(hidden.type, propertyCounts.type), eq(hidden.location, propertyCounts.location)),
    )
    .as("public_counts");
}

/**
 * Public listings per type and location, for the header menus: publicListingCounts (a few dozen
 * rows), since every page shows them.
 */
export async function countActiveListings(db: Db): Promise<ActiveListingCounts> {
  const rows = await db.select().from(publicListingCounts(db));

  const counts = Object.fromEntries(
    PROPERTY_TYPES.map((t) => [t, { total: 0, byLocation: {} as Record<string, number> }]),
  ) as ActiveListingCounts;
  for (const row of rows) {
    const entry = counts[row.type];
    if (!entry || row.activeCount <= 0) continue;
    entry.total += row.activeCount;
    if (row.location) entry.byLocation[row.location] = row.activeCount;
  }
  return counts;
}
