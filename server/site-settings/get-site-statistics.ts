import { sql } from "drizzle-orm";
import { LOCATIONS } from "../../shared/locations.ts";
import { isPersonAccount } from "../accounts/import-account.ts";
import { publicService } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { services, users } from "../db/schema.ts";
import { publicListingCounts } from "../listings/count-active-listings.ts";

export type SiteStatistics = {
  /** Public listings: not archived, not of a deactivated account. */
  activeListings: number;
  /** Accounts of people, deactivated ones too: the system account Import is not counted. */
  registeredUsers: number;
  locations: number;
  /** Distinct owners of public service offers (never the system account Import). */
  serviceCompanies: number;
};

/**
 * The home page's statistics strip, from the database in one round trip. The administrator's
 * dashboard shows the same figures through this function, so each is counted one way only.
 */
export async function getSiteStatistics(db: Db): Promise<SiteStatistics> {
  const counts = publicListingCounts(db);
  const result = await db.execute<{
    active_listings: number;
    registered_users: number;
    service_companies: number;
  }>(sql`
    select
      (${db.select({ n: sql`coalesce(sum(${counts.activeCount}), 0)` }).from(counts)})::int as active_listings,
      (select count(*) from ${users} where ${isPersonAccount(users.id)})::int as registered_users,
      (select count(distinct ${services.userId}) from ${services} where ${publicService()} and ${isPersonAccount(services.userId)})::int as service_companies`);
  const row = result.rows[0];
  return {
    activeListings: Number(row.active_listings),
    registeredUsers: Number(row.registered_users),
    locations: LOCATIONS.length,
    serviceCompanies: Number(row.service_companies),
  };
}
