import { isIPv4, isIPv6 } from "node:net";
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
  {
    key,
    max,
    windowMs,
    now = Date.now(),
    cost = 1,
  }: { key: string; max: number; windowMs: number; now?: number; cost?: number },
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
  { key, windowMs, now = Date.now() }: { key: string; windowMs: number; now?: number },
): Promise<number> {
  const result = await db.execute<{ last_request: string | number }>(
    sql`select last_request from rate_limits where key = ${key}`,
  );
  const start = Number(result.rows[0]?.last_request ?? Number.NEGATIVE_INFINITY);
  return Math.max(0, start + windowMs - now);
}

/** An IPv6 address's eight 16-bit groups (a dotted IPv4 tail counts as two), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0].toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const groups =
    halves.length === 2
      ? [...head, ...Array<string>(8 - head.length - tail.length).fill("0"), ...tail]
      : head;
  return groups.length === 8 ? groups.map((group) => Number.parseInt(group, 16)) : null;
}

/**
 * What limits on visitors without an account count by: an IPv4 address whole, an IPv6 one by its
 * /64 (a subscriber gets a whole /64, so counting single addresses would limit nothing); an
 * IPv4-mapped IPv6 address as the IPv4 address it is.
 */
export function anonymousClientKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
