import { type SQL, sql } from "drizzle-orm";
import type { BrokerStats, SortDir, StatsSort } from "../../shared/listing-types.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { viewDay } from "../kernel/visitor-count.ts";

/** How many days the per-day chart and the table's recent column cover (today included). */
const STATS_DAYS = 30;

/** Columns the listing table can be ordered by (`?sort=`), each with its default direction. */
const STATS_SORTS = {
  views: "desc",
  recent: "desc",
  title: "asc",
  created: "desc",
} as const satisfies Record<StatsSort, SortDir>;

function isStatsSort(value: string | null): value is StatsSort {
  return value !== null && Object.hasOwn(STATS_SORTS, value);
}

const ORDER_COLUMNS: Record<StatsSort, SQL> = {
  views: sql`p.views`,
  recent: sql`recent_views`,
  title: sql`lower(p.title)`,
  created: sql`p.created_at`,
};

/** `?sort=` and `?dir=` when they are known values, else the defaults (views, descending). */
function parseStatsSort(
  sort: string | null,
  dir: string | null,
): { sort: StatsSort; dir: SortDir } {
  const key: StatsSort = isStatsSort(sort) ? sort : "views";
  const direction: SortDir = dir === "asc" || dir === "desc" ? dir : STATS_SORTS[key];
  return { sort: key, dir: direction };
}

/**
 * The signed-in broker's statistics: the summary and the per-day series in one statement, the
 * listing table in another; both read the actor's rows only. Days are Polish calendar days,
 * as kernel/visitor-count keeps them.
 */
export async function getBrokerStats(
  ctx: DomainContext,
  options: { sort?: string | null; dir?: string | null; now?: Date } = {},
): Promise<BrokerStats> {
  const actor = requireSignedIn(ctx);
  const { sort, dir } = parseStatsSort(options.sort ?? null, options.dir ?? null);
  const today = viewDay(options.now);
  const since = sql`(${today}::date - ${STATS_DAYS - 1}::int)`;

  const summaryQuery = ctx.db.execute<{
    listing_count: number;
    total_views: number;
    messages_received: number;
    average_views: number;
    interest_ratio: number;
    activity: BrokerStats["activity"];
    daily: { day: string; views: number }[] | string;
  }>(sql`
    with own as (
      select id, views from properties where user_id = ${actor.id}
    ),
    totals as (
      select
        (select count(*) from own)::int as listing_count,
        (select coalesce(sum(views), 0) from own)::int as total_views,
        (select count(*) from messages where recipient_id = ${actor.id})::int as messages_received
    ),
    figures as (
      select *,
        case when listing_count = 0 then 0
             else total_views::float8 / listing_count end as average_views
      from totals
    ),
    per_day as (
      select dv.day, sum(dv.views)::int as views
      from property_daily_views dv
      join own on own.id = dv.property_id
      where dv.day between ${since} and ${today}::date
      group by dv.day
    )
    select
      listing_count,
      total_views,
      messages_received,
      average_views,
      case when listing_count = 0 then 0
           else round(messages_received * 100.0 / listing_count, 1)::float8 end as interest_ratio,
      case when average_views > 20 then 'wysoka'
           when average_views > 10 then 'średnia'
           else 'niska' end as activity,
      (
        select json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'),
                                          'views', coalesce(per_day.views, 0)) order by d.day)
        from generate_series(${since}, ${today}::date, interval '1 day') as d(day)
        left join per_day on per_day.day = d.day::date
      ) as daily
    from figures
  `);

  const direction = dir === "asc" ? sql`asc` : sql`desc`;
  const listingsQuery = ctx.db.execute<{
    id: string;
    title: string;
    views: number;
    recent_views: number;
    is_archived: boolean;
    created_at: string | Date;
  }>(sql`
    select p.id, p.title, p.views, p.is_archived, p.created_at,
      coalesce((
        select sum(dv.views) from property_daily_views dv
        where dv.property_id = p.id and dv.day between ${since} and ${today}::date
      ), 0)::int as recent_views
    from properties p
    where p.user_id = ${actor.id}
    order by ${ORDER_COLUMNS[sort]} ${direction}, p.id
  `);

  const [summary, listings] = await Promise.all([summaryQuery, listingsQuery]);
  const row = summary.rows[0];
  if (!row) throw new Error("broker stats: the summary statement returned no row");
  const daily = typeof row.daily === "string" ? JSON.parse(row.daily) : row.daily;
  return {
    listingCount: Number(row.listing_count),
    totalViews: Number(row.total_views),
    messagesReceived: Number(row.messages_received),
    averageViews: Number(row.average_views),
    interestRatio: Number(row.interest_ratio),
    activity: row.activity,
    daily: (daily ?? []).map((d: { day: string; views: number }) => ({
      day: d.day,
      views: Number(d.views),
    })),
    listings: listings.rows.map((l) => ({
      id: l.id,
      title: l.title,
      views: Number(l.views),
      recentViews: Number(l.recent_views),
      isArchived: l.is_archived,
      createdAt: new Date(l.created_at).toISOString(),
    })),
    sort,
    dir,
  };
}
