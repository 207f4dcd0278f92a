import { and, eq, sql } from "drizzle-orm";
import type { DomainContext } from "../auth/actor.ts";
import { properties } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "./get-listing.ts";

/** Reveals per user and window: generous for a person, tight for a scraper collecting numbers. */
export const PHONE_REVEAL_LIMIT = 30;
export const PHONE_REVEAL_WINDOW_MS = 10 * 60 * 1000;

export const LOGIN_REQUIRED_MESSAGE = "Musisz być zalogowany, aby zobaczyć numer telefonu.";
export const NO_PHONE_MESSAGE = "Właściciel nie podał numeru telefonu.";
export const RATE_LIMITED_MESSAGE =
  "Zbyt wiele wyświetleń numerów telefonu. Spróbuj ponownie za kilka minut.";

export type PhoneReveal =
  | { status: "shown"; phone: string }
  | { status: "none"; message: string }
  | { status: "limited"; message: string };

/**
 * The contact phone of an active listing, for a signed-in user only. The number never travels in
 * page HTML or loader data; this is the one way to it, so that it is counted and rate-limited.
 */
export async function revealPhone(ctx: DomainContext, id: string): Promise<PhoneReveal> {
  if (!ctx.actor) throw new AppError("forbidden", LOGIN_REQUIRED_MESSAGE);
  if (!isUuid(id)) throw new AppError("not_found", "Nie znaleziono oferty.");
  if (!(await takeRevealSlot(ctx, ctx.actor.id))) {
    return { status: "limited", message: RATE_LIMITED_MESSAGE };
  }
  const [row] = await ctx.db
    .select({ phone: properties.phone })
    .from(properties)
    .where(and(eq(properties.id, id), sql`not ${properties.isArchived}`));
  if (!row) throw new AppError("not_found", "Nie znaleziono oferty.");
  const phone = row.phone?.trim();
  return phone ? { status: "shown", phone } : { status: "none", message: NO_PHONE_MESSAGE };
}

/**
 * One fixed-window counter per user in rate_limits (shared by every app process), taken in a
 * single upsert so that concurrent clicks cannot both slip under the limit.
 */
async function takeRevealSlot(ctx: DomainContext, userId: string): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - PHONE_REVEAL_WINDOW_MS;
  const result = await ctx.db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (gen_random_uuid()::text, ${`phone:${userId}`}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1
                   else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now}
                          else rate_limits.last_request end
    returning count`);
  return Number(result.rows[0]?.count ?? 0) <= PHONE_REVEAL_LIMIT;
}
