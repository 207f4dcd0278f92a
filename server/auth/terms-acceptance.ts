import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, termsAccepted } from "../../app/lib/auth-schemas.ts";
import { TERMS } from "../../app/lib/legal.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { type DomainContext, requireSignedIn } from "./actor.ts";

export const SIGN_UP_PATH = "/sign-up/email";
/** Our error code for a sign-up without the Regulamin accepted (better-auth has none). */
export const TERMS_NOT_ACCEPTED = "TERMS_NOT_ACCEPTED";

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

/**
 * Whether the actor has accepted a version of the Regulamin. Accounts opened without the sign-up
 * form (Google, Facebook, a broker account an agency made) have not: the setup wizard asks them
 * first. Any version counts: a new one binds through notice (app/lib/legal.ts).
 */
export async function hasAcceptedTerms(ctx: DomainContext): Promise<boolean> {
  const actor = requireSignedIn(ctx);
  const [row] = await ctx.db
    .select({ version: users.termsVersion })
    .from(users)
    .where(eq(users.id, actor.id));
  return Boolean(row?.version);
}

/** The setup wizard's 'Akceptuję Regulamin' (the checkbox's value as the form sent it). */
export async function acceptTerms(
  ctx: DomainContext,
  input: { acceptTerms: unknown },
): Promise<void> {
  const actor = requireSignedIn(ctx);
  if (!termsAccepted.safeParse(input.acceptTerms).success) {
    throw new AppError("invalid", AUTH_MESSAGES.termsRequired);
  }
  await recordTermsAcceptance(ctx.db, actor.id);
}
