import { sql } from "drizzle-orm";
import { LOCATIONS } from "../../app/lib/locations.ts";
import type { Db } from "../db/client.ts";

export type SiteStatistics = {
  activeListings: number;
  /**
   * Accounts of people. System accounts (the Import owner of portal listings) use a reserved
   * `.invalid` e-mail domain (RFC 2606) and are not counted.
   */
  registeredUsers: number;
  locations: number;
  /** Distinct owners of service offers. */
  serviceCompanies: number;
};

/** The home page's statistics strip, from the database in one round trip. */
export async function getSiteStatistics(db: Db): Promise<SiteStatistics> {
  const result = await db.execute<{
    active_listings: number;
    registered_users: number;
    service_companies: number;
  }>(sql`
    select
      (select coalesce(sum(active_count), 0) from property_counts)::int as active_listings,
      (select count(*) from users where email not like '%.invalid')::int as registered_users,
      (select count(distinct user_id) from services)::int as service_companies`);
  const row = result.rows[0];
  return {
    activeListings: Number(row.active_listings),
    registeredUsers: Number(row.registered_users),
    locations: LOCATIONS.length,
    serviceCompanies: Number(row.service_companies),
  };
}
