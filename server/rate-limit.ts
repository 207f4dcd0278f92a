import { sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";

/**
 * Takes one request from the fixed-window counter `key` in rate_limits (shared by every app
 * process) and says whether it is still within `max` per `windowMs`. One upsert, so concurrent
 * requests cannot both slip under the limit; a counter whose window has passed starts over.
 * A request may weigh more than one (`cost`, e.g. the megapixels of its photos).
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now: number = Date.now(),
  cost = 1,
): Promise<boolean> {
  const windowStart = now - windowMs;
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (gen_random_uuid()::text, ${key}, ${cost}, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then ${cost}
                   else rate_limits.count + ${cost} end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now}
                          else rate_limits.last_request end
    returning count`);
  return Number(result.rows[0]?.count ?? 0) <= max;
}

/** Gives back one request taken from counter `key`, for one that turned out not to count. */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Ends counter `key`'s window at once: its next request starts a new one. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Milliseconds until counter `key`'s current window ends (0 without a counter). */
export async function rateLimitRetryAfter(
  db: Db,
  key: string,
  windowMs: number,
  now: number = Date.now(),
): Promise<number> {
  const result = await db.execute<{ last_request: string | number }>(
    sql`select last_request from rate_limits where key = ${key}`,
  );
  const start = Number(result.rows[0]?.last_request ?? Number.NEGATIVE_INFINITY);
  return Math.max(0, start + windowMs - now);
}
