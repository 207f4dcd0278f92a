import { type SQL, sql } from "drizzle-orm";
import type { Dashboard, MonthGrowth } from "../../shared/admin-types.ts";
import { polishDay } from "../../shared/format.ts";
import { isPersonAccount } from "../accounts/import-account.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { getSiteStatistics } from "../site-settings/get-site-statistics.ts";

function growth(thisMonth: number, lastMonth: number): MonthGrowth {
  const percent = lastMonth ? Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10 : null;
  return { thisMonth, lastMonth, percent };
}

/**
 * The administrator's dashboard figures, all counted in the database (four statements run
 * together): listings by flag, listings per source and month-over-month growth, and the figures
 * the home page shows, read through the very function the home page calls, so the two never
 * disagree. Users are people: never the system account Import.
 */
export async function getDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  // Months start in Polish time, as the administrator reads a calendar. Last month is counted
  // over as long a stretch as this one has run (to the same day and hour), never past its end:
  // on 31 March the whole of February.
  const at = sql`${now.toISOString()}::timestamptz`;
  const local = sql`(${at} at time zone 'Europe/Warsaw')`;
  const monthStartLocal = sql`date_trunc('month', ${local})`;
  const lastMonthStartLocal = sql`(${monthStartLocal} - interval '1 month')`;
  const lastMonthEndLocal = sql`least(${lastMonthStartLocal} + (${local} - ${monthStartLocal}), ${monthStartLocal})`;
  const inPoland = (localTime: SQL) => sql`(${localTime} at time zone 'Europe/Warsaw')`;
  const thisMonth = sql`created_at >= ${inPoland(monthStartLocal)} and created_at < ${at}`;
  const lastMonth = sql`created_at >= ${inPoland(lastMonthStartLocal)} and created_at < ${inPoland(lastMonthEndLocal)}`;
  const [listingRows, userRows, sourceRows, figures] = await Promise.all([
    db.execute<{
      total: number;
      verified: number;
      premium: number;
      archived: number;
      this_month: number;
      last_month: number;
    }>(sql`
      select count(*)::int as total,
        count(*) filter (where is_verified)::int as verified,
        count(*) filter (where is_premium)::int as premium,
        count(*) filter (where is_archived)::int as archived,
        count(*) filter (where ${thisMonth})::int as this_month,
        count(*) filter (where ${lastMonth})::int as last_month
      from properties`),
    db.execute<{ this_month: number; last_month: number }>(sql`
      select count(*) filter (where ${thisMonth})::int as this_month,
        count(*) filter (where ${lastMonth})::int as last_month
      from ${users} where ${isPersonAccount(users.id)}`),
    db.execute<{ source: string; count: number }>(sql`
      select source, count(*)::int as count from properties group by source
      order by count(*) desc, source`),
    getSiteStatistics(db),
  ]);
  const l = listingRows.rows[0];
  const u = userRows.rows[0];
  return {
    listings: {
      total: Number(l.total),
      active: figures.activeListings,
      verified: Number(l.verified),
      premium: Number(l.premium),
      archived: Number(l.archived),
    },
    users: figures.registeredUsers,
    serviceCompanies: figures.serviceCompanies,
    sources: sourceRows.rows.map((r) => ({ source: r.source, count: Number(r.count) })),
    growth: {
      days: Number(polishDay(now).slice(8)),
      listings: growth(Number(l.this_month), Number(l.last_month)),
      users: growth(Number(u.this_month), Number(u.last_month)),
    },
  };
}
