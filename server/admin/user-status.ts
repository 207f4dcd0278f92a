import { eq } from "drizzle-orm";
import { endSessions } from "../accounts/end-sessions.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { agencies, profiles } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import type { Tx } from "../kernel/tx.ts";
import { assertActiveAdministratorLeft, lockAdministrators, lockUser } from "./user-roles.ts";

const CANNOT_DEACTIVATE_SELF = "Nie możesz dezaktywować własnego konta.";

type ProfileFlags = { isActive?: boolean; isVerifiedSeller?: boolean };

/** Sets profile flags, creating the profile of an account that has none (defaults otherwise). */
async function setProfileFlags(tx: Tx, userId: string, flags: ProfileFlags): Promise<void> {
  await tx
    .insert(profiles)
    .values({ id: userId, ...flags })
    .onConflictDoUpdate({ target: profiles.id, set: { ...flags, updatedAt: new Date() } });
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
    await setProfileFlags(tx, userId, { isActive: active });
    if (!active) {
      await endSessions(tx, userId);
      await assertActiveAdministratorLeft(tx);
    }
    await recordAudit(tx, actor, {
      action: active ? "user-activate" : "user-deactivate",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
      before: { isActive: user.isActive },
      after: { isActive: active },
    });
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
    await setProfileFlags(tx, userId, { isVerifiedSeller: verified });
    await recordAudit(tx, actor, {
      action: "user-verified-seller",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
      before: { isVerifiedSeller: user.isVerifiedSeller },
      after: { isVerifiedSeller: verified },
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
