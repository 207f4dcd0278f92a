import { createHash } from "node:crypto";
import { APIError, isAPIError } from "better-auth/api";
import type { Db } from "../db/client.ts";
import {
  consumeRateLimit,
  rateLimitRetryAfter,
  refundRateLimit,
  resetRateLimit,
} from "../rate-limit.ts";

/** Failed password sign-ins one account may have in a window before password sign-in locks. */
const SIGN_IN_FAILURES_MAX = 10;
const SIGN_IN_FAILURES_WINDOW_MS = 15 * 60 * 1000;

/** Error code of a sign-in refused because the account is locked; the forms show it in Polish. */
export const SIGN_IN_LOCKED = "SIGN_IN_LOCKED";
export const SIGN_IN_LOCKED_TEXT =
  "Zbyt wiele nieudanych prób logowania na to konto. Spróbuj ponownie za 15 minut albo ustaw nowe hasło (Nie pamiętasz hasła?).";

/**
 * The account's counter in rate_limits: by the normalised address, whether or not it has an
 * account (so the lock does not tell which do), hashed so the table does not keep every address
 * anyone typed.
 */
export function signInFailuresKey(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `sign-in-failures|${digest}`;
}

/**
 * Before better-auth checks a password: takes one attempt from the account's counter, and
 * refuses once the window's failures are used up, even with the right password. Taking the
 * attempt first (rather than counting afterwards) means parallel guesses from many addresses
 * cannot all slip in before the counter reaches the limit.
 */
export async function takeSignInAttempt(db: Db, email: unknown): Promise<void> {
  if (typeof email !== "string") return;
  const key = signInFailuresKey(email);
  if (
    await consumeRateLimit(db, {
      key,
      max: SIGN_IN_FAILURES_MAX,
      windowMs: SIGN_IN_FAILURES_WINDOW_MS,
    })
  )
    return;
  const retryAfter = await rateLimitRetryAfter(db, { key, windowMs: SIGN_IN_FAILURES_WINDOW_MS });
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: SIGN_IN_LOCKED, message: SIGN_IN_LOCKED_TEXT },
    { "retry-after": String(Math.max(1, Math.ceil(retryAfter / 1000))) },
  );
}

/**
 * After the check: a wrong password (or unknown address) keeps the attempt as a failure; a
 * successful sign-in clears the counter, since whoever typed the password is not guessing; any
 * other outcome (unconfirmed or deactivated account, malformed input) gives the attempt back.
 */
export async function settleSignInAttempt(db: Db, email: unknown, outcome: unknown) {
  if (typeof email !== "string") return;
  const key = signInFailuresKey(email);
  if (!isAPIError(outcome)) return resetRateLimit(db, key);
  if ((outcome.body as { code?: unknown } | undefined)?.code === "INVALID_EMAIL_OR_PASSWORD")
    return;
  return refundRateLimit(db, key);
}

/** A password reset by e-mail proves the owner: the lock ends with it. */
export function clearSignInFailures(db: Db, email: string): Promise<void> {
  return resetRateLimit(db, signInFailuresKey(email));
}
