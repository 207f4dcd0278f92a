import { and, eq } from "drizzle-orm";
import { publicListing } from "../accounts/owner-visibility.ts";
import type { DomainContext } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { isUuid } from "./get-listing.ts";

/**
 * Reveals per user and window: generous for a person, tight for a scraper collecting numbers.
 * One budget for listing and service phones alike (services/get-service-phone.ts takes from it).
 */
export const PHONE_REVEAL_LIMIT = 30;
export const PHONE_REVEAL_WINDOW_MS = 10 * 60 * 1000;

/** The rate_limits key of a user's phone reveals. */
export function phoneRevealKey(userId: string): string {
  return `phone:${userId}`;
}

/** Takes one phone reveal from the user's budget; false once it is spent for this window. */
export function takePhoneRevealSlot(db: Db, userId: string): Promise<boolean> {
  return consumeRateLimit(db, phoneRevealKey(userId), PHONE_REVEAL_LIMIT, PHONE_REVEAL_WINDOW_MS);
}

export const LOGIN_REQUIRED_MESSAGE = "Musisz być zalogowany, aby zobaczyć numer telefonu.";
export const NO_PHONE_MESSAGE = "Właściciel nie podał numeru telefonu.";
export const RATE_LIMITED_MESSAGE =
  "Zbyt wiele wyświetleń numerów telefonu. Spróbuj ponownie za kilka minut.";

export type PhoneReveal =
  | { status: "shown"; phone: string }
  | { status: "none"; message: string }
  | { status: "limited"; message: string };

/**
 * The contact phone of a public listing, for a signed-in user only. The number never travels in
 * page HTML or loader data; this is the one way to it, so that it is counted and rate-limited.
 */
export async function revealPhone(ctx: DomainContext, id: string): Promise<PhoneReveal> {
  if (!ctx.actor) throw new AppError("forbidden", LOGIN_REQUIRED_MESSAGE);
  if (!isUuid(id)) throw new AppError("not_found", "Nie znaleziono oferty.");
  if (!(await takePhoneRevealSlot(ctx.db, ctx.actor.id))) {
    return { status: "limited", message: RATE_LIMITED_MESSAGE };
  }
  const [row] = await ctx.db
    .select({ phone: properties.phone })
    .from(properties)
    .where(and(eq(properties.id, id), publicListing()));
  if (!row) throw new AppError("not_found", "Nie znaleziono oferty.");
  const phone = row.phone?.trim();
  return phone ? { status: "shown", phone } : { status: "none", message: NO_PHONE_MESSAGE };
}
