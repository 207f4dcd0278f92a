import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { polishDay } from "../../shared/format.ts";
import { ownerIsPublic } from "../accounts/owner-visibility.ts";
import type { DomainContext } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { isUuid } from "./ids.ts";

/** Visitor rows are needed for today only; a little slack covers the midnight turn. */
const KEEP_VISITOR_DAYS = 2;
const PRUNE_BATCH = 500;

/** What is counted: its table, the visitor and per-day tables, and when the public sees a row. */
type ViewedKind = {
  table: string;
  idColumn: string;
  visitors: string;
  daily: string;
  /** Beyond the owner's account being active (`o` is the offer's row). */
  shown: SQL;
};

const VIEWED: Record<"listing" | "service", ViewedKind> = {
  listing: {
    table: "properties",
    idColumn: "property_id",
    visitors: "property_view_visitors",
    daily: "property_daily_views",
    shown: sql`not o.is_archived`,
  },
  service: {
    table: "services",
    idColumn: "service_id",
    visitors: "service_view_visitors",
    daily: "service_daily_views",
    shown: sql`true`,
  },
};

export type ViewedThing = keyof typeof VIEWED;

/** Today's date in Poland, the day the statistics are kept for. */
export function viewDay(now: Date = new Date()): string {
  return polishDay(now);
}

/**
 * Who is viewing: the signed-in user, else a hash of the IP salted with the secret and the day,
 * so that the raw address is never stored and yesterday's hashes cannot be linked to today's.
 */
function visitorKey(actorId: string | null, clientIp: string, secret: string, day: string): string {
  if (actorId) return `u:${actorId}`;
  const hash = createHash("sha256").update(`${secret}|${day}|${clientIp}`).digest("hex");
  return `ip:${hash}`;
}

/**
 * Counts one view of a public listing or service, once per visitor and offer per day, never the
 * owner's own. One statement: the visitor row, the running total and the day's row change
 * together or not at all, and two concurrent requests of one visitor count once (the visitor row
 * conflicts). `secret` salts anonymous visitors' IP hashes (config.authSecret). Answers with the
 * count after this visit (null for an offer the public does not see): a cached page shows the
 * count it was rendered with, and the page puts this one in its place.
 */
export async function recordView(
  ctx: DomainContext,
  {
    kind,
    id,
    visitor,
  }: { kind: ViewedThing; id: string; visitor: { clientIp: string; secret: string; now?: Date } },
): Promise<{ counted: boolean; views: number | null }> {
  if (!isUuid(id)) return { counted: false, views: null };
  const { table, idColumn, visitors, daily, shown } = VIEWED[kind];
  const day = viewDay(visitor.now);
  const actorId = ctx.actor?.id ?? null;
  const key = visitorKey(actorId, visitor.clientIp, visitor.secret, day);
  const idCol = sql.identifier(idColumn);
  const result = await ctx.db.execute<{ n: number; views: number | null }>(sql`
    with public_offer as (
      select o.id, o.user_id, o.views from ${sql.identifier(table)} o
      where o.id = ${id} and ${shown} and ${ownerIsPublic(sql`o.user_id`)}
    ), seen as (
      insert into ${sql.identifier(visitors)} (${idCol}, day, visitor)
      select o.id, ${day}::date, ${key} from public_offer o
      where ${actorId}::text is null or o.user_id <> ${actorId}::text
      on conflict do nothing
      returning ${idCol} as viewed
    ), total as (
      update ${sql.identifier(table)} set views = views + 1
      where id in (select viewed from seen)
      returning views
    ), per_day as (
      insert into ${sql.identifier(daily)} (${idCol}, day, views)
      select viewed, ${day}::date, 1 from seen
      on conflict (${idCol}, day) do update set views = ${sql.identifier(daily)}.views + 1
    )
    select (select count(*) from seen)::int as n,
      coalesce((select views from total), (select views from public_offer))::int as views`);
  const counted = Number(result.rows[0]?.n ?? 0) > 0;
  if (counted) await pruneVisitors(ctx.db, visitors, day);
  const views = result.rows[0]?.views;
  return { counted, views: views == null ? null : Number(views) };
}

/**
 * Drops visitor rows older than KEEP_VISITOR_DAYS after a counted view: a bounded delete, so that
 * no single view pays for a large backlog.
 */
async function pruneVisitors(db: Db, table: string, day: string) {
  await db.execute(sql`
    delete from ${sql.identifier(table)} where ctid in (
      select ctid from ${sql.identifier(table)}
      where day < ${day}::date - ${KEEP_VISITOR_DAYS}::int
      limit ${PRUNE_BATCH})`);
}
