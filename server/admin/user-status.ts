import { eq } from "drizzle-orm";
import { endSessions } from "../accounts/end-sessions.ts";
import { type Actor, type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { agencies, profiles } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import type { Tx } from "../kernel/tx.ts";
import {
  assertActiveAdministratorLeft,
  type LockedUser,
  lockAdministrators,
  lockUser,
} from "./user-roles.ts";

const CANNOT_DEACTIVATE_SELF = "Nie możesz dezaktywować własnego konta.";

type ProfileFlag = "isActive" | "isVerifiedSeller";

/**
 * Sets one profile flag of a user locked by lockUser, creating the profile of an account that
 * has none (defaults otherwise), and audits it as `action` with the flag before and after.
 */
async function setProfileFlag(
  tx: Tx,
  actor: Actor,
  {
    user,
    action,
    flag,
    value,
  }: { user: LockedUser; action: string; flag: ProfileFlag; value: boolean },
): Promise<void> {
  await tx
    .insert(profiles)
    .values({ id: user.id, [flag]: value })
    .onConflictDoUpdate({ target: profiles.id, set: { [flag]: value, updatedAt: new Date() } });
  await recordAudit(tx, actor, {
    action,
    targetType: "user",
    targetId: user.id,
    targetLabel: user.email,
    before: { [flag]: user[flag] },
    after: { [flag]: value },
  });
}

/**
 * Activates or deactivates an account. A deactivated user cannot sign in (auth.ts refuses the
 * session) and every session they have ends in the same transaction. An administrator cannot
 * deactivate themselves, and nobody can deactivate the last active administrator.
 */
export async function setUserActive(
  ctx: DomainContext,
  userId: string,
  active: boolean,
): Promise<void> {
  const actor = requireAdministrator(ctx);
  if (!active && userId === actor.id) throw new AppError("forbidden", CANNOT_DEACTIVATE_SELF);
  await ctx.db.transaction(async (tx) => {
    if (!active) await lockAdministrators(tx);
    const user = await lockUser(tx, userId);
    const action = active ? "user-activate" : "user-deactivate";
    await setProfileFlag(tx, actor, { user, action, flag: "isActive", value: active });
    if (!active) {
      await endSessions(tx, userId);
      await assertActiveAdministratorLeft(tx);
    }
  });
}

/**
 * Marks a user a verified seller or takes that back. Their listings created from then on get
 * seller type 'sprawdzone' (sellerTypeFor); existing listings keep theirs.
 */
export async function setVerifiedSeller(
  ctx: DomainContext,
  userId: string,
  verified: boolean,
): Promise<void> {
  const actor = requireAdministrator(ctx);
  await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    await setProfileFlag(tx, actor, {
      user,
      action: "user-verified-seller",
      flag: "isVerifiedSeller",
      value: verified,
    });
  });
}

/**
 * Verifies an agency or takes the verification back: the 'Zweryfikowana agencja' badge of its
 * listings' broker box and of /agencja/{id} reads this flag on every request.
 */
export async function setAgencyVerified(
  ctx: DomainContext,
  agencyId: string,
  verified: boolean,
): Promise<void> {
  const actor = requireAdministrator(ctx);
  const notFound = new AppError("not_found", "Nie znaleziono agencji.");
  if (!isUuid(agencyId)) throw notFound;
  await ctx.db.transaction(async (tx) => {
    const [agency] = await tx
      .select({ id: agencies.id, name: agencies.name, isVerified: agencies.isVerified })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .for("update");
    if (!agency) throw notFound;
    await tx.update(agencies).set({ isVerified: verified }).where(eq(agencies.id, agencyId));
    await recordAudit(tx, actor, {
      action: "agency-verify",
      targetType: "agency",
      targetId: agency.id,
      targetLabel: agency.name,
      before: { isVerified: agency.isVerified },
      after: { isVerified: verified },
    });
  });
}
