import { eq } from "drizzle-orm";
import { AUTH_MESSAGES, termsAccepted } from "../../shared/auth-schemas.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { recordTermsAcceptance } from "../auth/terms-acceptance.ts";
import { users } from "../db/schema.ts";
import { refusalAt } from "../errors.ts";

/**
 * Whether the actor has accepted a version of the Regulamin. Accounts opened without the sign-up
 * form (Google, Facebook, a broker account an agency made) have not: the setup wizard asks them
 * first. Any version counts: a new one binds through notice (shared/legal.ts).
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
    throw refusalAt("acceptTerms", "invalid", AUTH_MESSAGES.termsRequired);
  }
  await recordTermsAcceptance(ctx.db, actor.id);
}
