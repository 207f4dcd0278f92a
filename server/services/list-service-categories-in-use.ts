import { desc, sql } from "drizzle-orm";
import { SERVICE_CATEGORIES, type ServiceCategory } from "../../shared/categories.ts";
import { publicService } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { services } from "../db/schema.ts";

/**
 * Up to `limit` distinct service categories that have offers, the busiest first (the footer
 * lists six). With no services yet it falls back to the first categories of the vocabulary so
 * that the footer is never empty.
 */
export async function listServiceCategoriesInUse(db: Db, limit = 6): Promise<ServiceCategory[]> {
  const rows = await db
    .select({ category: services.category, count: sql<number>`count(*)::int` })
    .from(services)
    .where(publicService())
    .groupBy(services.category)
    .orderBy(desc(sql`count(*)`), services.category)
    .limit(limit);
  const used = rows
    .map((r) => SERVICE_CATEGORIES.find((c) => c.value === r.category))
    .filter((c): c is ServiceCategory => Boolean(c));
  return used.length ? used : SERVICE_CATEGORIES.slice(0, limit);
}
