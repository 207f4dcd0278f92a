import type { Db } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { consumeRateLimit } from "../rate-limit.ts";

/**
 * Reveals per user and window: generous for a person, tight for a scraper collecting numbers.
 * One budget for listing and service phones alike, so that switching kinds does not help.
 */
export const PHONE_REVEAL_LIMIT = 30;
export const PHONE_REVEAL_WINDOW_MS = 10 * 60 * 1000;

export const LOGIN_REQUIRED_MESSAGE = "Musisz być zalogowany, aby zobaczyć numer telefonu.";
export const RATE_LIMITED_MESSAGE =
  "Zbyt wiele wyświetleń numerów telefonu. Spróbuj ponownie za kilka minut.";

/** The rate_limits key of a user's phone reveals. */
export function phoneRevealKey(userId: string): string {
  return `phone:${userId}`;
}

/** Takes one phone reveal from the user's budget; once it is spent, a 429 'rate_limited'. */
export async function spendPhoneReveal(db: Db, userId: string): Promise<void> {
  const allowed = await consumeRateLimit(db, {
    key: phoneRevealKey(userId),
    max: PHONE_REVEAL_LIMIT,
    windowMs: PHONE_REVEAL_WINDOW_MS,
  });
  if (!allowed) throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
}
