import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { AUTH_MESSAGES } from "../../shared/auth-schemas.ts";
import { TERMS } from "../../shared/legal.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";

export const SIGN_UP_PATH = "/sign-up/email";
/** Our error code for a sign-up without the Regulamin accepted (better-auth has none). */
const TERMS_NOT_ACCEPTED = "TERMS_NOT_ACCEPTED";

// Imported by the demo seed at start-up: nothing here may load react-router (actor.ts, errors.ts)
// before server/index.ts picks React's build.

/** What a sign-up body says once the person has ticked 'Akceptuję Regulamin'. */
export const TERMS_ACCEPTED = { acceptTerms: true } as const;

/**
 * Refuses, before better-auth runs, an e-mail sign-up whose body does not say
 * `acceptTerms: true`, with the form's Polish message: the API (/api/auth/sign-up/email) cannot
 * create an account the sign-up form would not.
 */
export function refuseSignUpWithoutTerms(ctx: { path?: string; body?: unknown }): void {
  if (ctx.path !== SIGN_UP_PATH) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (body.acceptTerms === true) return;
  throw new APIError("BAD_REQUEST", {
    code: TERMS_NOT_ACCEPTED,
    message: AUTH_MESSAGES.termsRequired,
  });
}

/** Records that the user accepted the Regulamin in force, now. */
export async function recordTermsAcceptance(
  db: Pick<Db, "update">,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(users)
    .set({ termsVersion: TERMS.version, termsAcceptedAt: now })
    .where(eq(users.id, userId));
}
