import { sql } from "drizzle-orm";
import { PROPERTY_TYPES, type PropertyType } from "../../app/lib/categories.ts";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema.ts";

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
 * Active (not archived) listings per type and location, for the header menus. One grouped
 * query over the partial index on (type, location) where not archived.
 */
export async function countActiveListings(db: Db): Promise<ActiveListingCounts> {
  const rows = await db
    .select({
      type: properties.type,
      location: properties.location,
      count: sql<number>`count(*)::int`,
    })
    .from(properties)
    .where(sql`not ${properties.isArchived}`)
    .groupBy(properties.type, properties.location);

  const counts = Object.fromEntries(
    PROPERTY_TYPES.map((t) => [t, { total: 0, byLocation: {} as Record<string, number> }]),
  ) as ActiveListingCounts;
  for (const row of rows) {
    const entry = counts[row.type as PropertyType];
    if (!entry) continue;
    entry.total += Number(row.count);
    if (row.location) entry.byLocation[row.location] = Number(row.count);
  }
  return counts;
}
