import { PROPERTY_TYPES, type PropertyType } from "../../app/lib/categories.ts";
import type { Db } from "../db/client.ts";
import { propertyCounts } from "../db/schema.ts";

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
 * Active (not archived) listings per type and location, for the header menus. Read from the
 * trigger-maintained property_counts (a few dozen rows), since every page shows them.
 */
export async function countActiveListings(db: Db): Promise<ActiveListingCounts> {
  const rows = await db.select().from(propertyCounts);

  const counts = Object.fromEntries(
    PROPERTY_TYPES.map((t) => [t, { total: 0, byLocation: {} as Record<string, number> }]),
  ) as ActiveListingCounts;
  for (const row of rows) {
    const entry = counts[row.type as PropertyType];
    if (!entry || row.activeCount === 0) continue;
    entry.total += row.activeCount;
    if (row.location) entry.byLocation[row.location] = row.activeCount;
  }
  return counts;
}
