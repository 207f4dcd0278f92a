import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { polishDay } from "../../shared/format.ts";
import { ownerIsPublic } from "../accounts/owner-visibility.ts";
import type { DomainContext } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { isUuid } from "./get-listing.ts";

/** Visitor rows are needed for today only; a little slack covers the midnight turn. */
const KEEP_VISITOR_DAYS = 2;
const PRUNE_BATCH = 500;

/** Today's date in Poland, the day the statistics are kept for. */
export function viewDay(now: Date = new Date()): string {
  return polishDay(now);
}

/**
 * Who is viewing: the signed-in user, else a hash of the IP salted with the secret and the day,
 * so that the raw address is never stored and yesterday's hashes cannot be linked to today's.
 */
export function visitorKey(
  actorId: string | null,
  clientIp: string,
  secret: string,
  day: string,
): string {
  if (actorId) return `u:${actorId}`;
  const hash = createHash("sha256").update(`${secret}|${day}|${clientIp}`).digest("hex");
  return `ip:${hash}`;
}

/**
 * Counts one view of a public listing, once per visitor and listing per day, never the owner's
 * own. One statement: the visitor row, the running total and the day's row change together or
 * not at all, and two concurrent requests of one visitor count once (the visitor row conflicts).
 */
export async function recordView(
  ctx: DomainContext,
  id: string,
  visitor: { clientIp: string; secret: string; now?: Date },
): Promise<{ counted: boolean }> {
  if (!isUuid(id)) return { counted: false };
  const day = viewDay(visitor.now);
  const key = visitorKey(ctx.actor?.id ?? null, visitor.clientIp, visitor.secret, day);
  const actorId = ctx.actor?.id ?? null;
  const result = await ctx.db.execute<{ n: number }>(sql`
    with seen as (
      insert into property_view_visitors (property_id, day, visitor)
      select p.id, ${day}::date, ${key} from properties p
      where p.id = ${id} and not p.is_archived and ${ownerIsPublic(sql`p.user_id`)}
        and (${actorId}::text is null or p.user_id <> ${actorId}::text)
      on conflict do nothing
      returning property_id
    ), total as (
      update properties set views = views + 1 where id in (select property_id from seen)
    ), daily as (
      insert into property_daily_views (property_id, day, views)
      select property_id, ${day}::date, 1 from seen
      on conflict (property_id, day) do update set views = property_daily_views.views + 1
    )
    select count(*)::int as n from seen`);
  const counted = Number(result.rows[0]?.n ?? 0) > 0;
  if (counted) await pruneVisitors(ctx.db, "property_view_visitors", day);
  return { counted };
}

/**
 * Drops visitor rows older than KEEP_VISITOR_DAYS (listings' and services'), after a counted
 * view: a bounded delete, so that no single view pays for a large backlog.
 */
export async function pruneVisitors(
  db: Db,
  table: "property_view_visitors" | "service_view_visitors",
  day: string,
) {
  await db.execute(sql`
    delete from ${sql.identifier(table)} where ctid in (
      select ctid from ${sql.identifier(table)}
      where day < ${day}::date - ${KEEP_VISITOR_DAYS}::int
      limit ${PRUNE_BATCH})`);
}
