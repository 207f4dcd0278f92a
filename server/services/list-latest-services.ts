import { desc, eq } from "drizzle-orm";
import type { ServiceSummary } from "../../shared/service-types.ts";
import { publicService } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { profiles, services } from "../db/schema.ts";
import { serviceSummaryColumns, toServiceSummary } from "./service-summary.ts";

/** The most recently added service offers (the home page shows three). */
export async function listLatestServices(db: Db, limit = 3): Promise<ServiceSummary[]> {
  const rows = await db
    .select(serviceSummaryColumns)
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.userId))
    .where(publicService())
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(limit);
  return rows.map(toServiceSummary);
}
