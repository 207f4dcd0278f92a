import { and, eq, isNull } from "drizzle-orm";
import type { AccountType } from "../../shared/roles.ts";
import {
  ACCOUNT_TYPE_ROLE,
  type AccountTypeInput,
  accountTypeSchema,
} from "../../shared/setup-schemas.ts";
import type { Actor, DomainContext } from "../auth/actor.ts";
import { profiles, userRoles, users } from "../db/schema.ts";
import { AppError, refusalAt } from "../errors.ts";

const ACCOUNT_TYPE_ALREADY_SET = "Typ konta został już ustawiony.";

/**
 * The setup wizard's first step: the signed-in user picks their account type once. The type and
 * the role it brings are written in one transaction, so a user never has one without the other.
 * There is no user id in the input: this only ever changes the actor's own account.
 */
export async function setAccountType(
  ctx: DomainContext,
  input: AccountTypeInput,
): Promise<{ accountType: AccountType }> {
  const actor = requireSignedIn(ctx.actor);
  const parsed = accountTypeSchema.safeParse(input);
  if (!parsed.success) {
    throw refusalAt("accountType", "invalid", parsed.error.issues[0]?.message, parsed.error);
  }
  const { accountType } = parsed.data;

  await ctx.db.transaction(async (tx) => {
    // Users who came through Google or Facebook may have no profile row yet.
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
    if (!user) throw refusalAt("accountType", "not_found", "Nie znaleziono konta.");
    const [firstName, ...rest] = user.name.trim().split(/\s+/);
    await tx
      .insert(profiles)
      .values({ id: actor.id, firstName: firstName || null, lastName: rest.join(" ") || null })
      .onConflictDoNothing({ target: profiles.id });

    // The "still empty" condition in the UPDATE itself: of two submits racing, the second waits
    // for the first's row lock, then finds the type set and changes nothing.
    const updated = await tx
      .update(profiles)
      .set({ accountType })
      .where(and(eq(profiles.id, actor.id), isNull(profiles.accountType)))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw new AppError("conflict", ACCOUNT_TYPE_ALREADY_SET);

    await tx
      .insert(userRoles)
      .values({ userId: actor.id, role: ACCOUNT_TYPE_ROLE[accountType] })
      .onConflictDoNothing();
  });
  return { accountType };
}

function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError("forbidden", "Musisz być zalogowany.");
  return actor;
}
