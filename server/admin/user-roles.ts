import { and, eq, isNull, or, sql } from "drizzle-orm";
import { ROLES, type Role } from "../../shared/roles.ts";
import { roleSchema } from "../../shared/setup-schemas.ts";
import { IMPORT_USER_ID } from "../accounts/import-account.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { profiles, userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import type { Tx } from "../kernel/tx.ts";

const CANNOT_REVOKE_OWN_ADMIN = "Nie możesz odebrać sobie roli administratora.";
const SYSTEM_ACCOUNT_LOCKED =
  "Konto systemowe Import nie jest kontem użytkownika: nie można zmieniać jego ról ani statusu.";
const LAST_ADMINISTRATOR = "W serwisie musi pozostać co najmniej jeden aktywny administrator.";

/**
 * The user an administrator action changes, with their profile's flags (the defaults when they
 * have no profile row), locked until the transaction ends so that the audit's `before` is what
 * the change replaced. The system account Import is refused: a role would be meaningless and
 * deactivating it would hide every portal listing.
 */
export async function lockUser(tx: Tx, userId: string) {
  if (userId === IMPORT_USER_ID) throw new AppError("forbidden", SYSTEM_ACCOUNT_LOCKED);
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      isActive: sql<boolean>`coalesce(${profiles.isActive}, true)`,
      isVerifiedSeller: sql<boolean>`coalesce(${profiles.isVerifiedSeller}, false)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .for("update", { of: users });
  if (!user) throw new AppError("not_found", "Nie znaleziono użytkownika.");
  return user;
}

/** A user as lockUser gives them. */
export type LockedUser = Awaited<ReturnType<typeof lockUser>>;

/**
 * Holds the administrators' role rows until the transaction ends. Every change that may take
 * away an administrator takes this lock first, so two administrators removing each other at the
 * same moment run one after the other and the second sees the first's change.
 */
export async function lockAdministrators(tx: Tx): Promise<void> {
  await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "administrator"))
    .orderBy(userRoles.userId)
    .for("update");
}

/**
 * The active administrators (ids and e-mails): the team told of plan orders, of content waiting
 * in the moderation queue and of appeals.
 */
export async function activeAdministrators(db: Pick<Db, "select">) {
  return db
    .select({ id: users.id, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(userRoles.role, "administrator"), sql`coalesce(${profiles.isActive}, true)`))
    .orderBy(users.id);
}

/** After such a change: refuses it (the transaction rolls back) if no active administrator is left. */
export async function assertActiveAdministratorLeft(tx: Tx): Promise<void> {
  const [left] = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.role, "administrator"),
        or(isNull(profiles.id), eq(profiles.isActive, true)),
      ),
    )
    .limit(1);
  if (!left) throw new AppError("forbidden", LAST_ADMINISTRATOR);
}

/** Gives a user a role (a no-op when they have it). Administrators only; audited. */
export function grantRole(ctx: DomainContext, userId: string, role: Role) {
  return changeRole(ctx, userId, role, true);
}

/**
 * Takes a role away. Administrators only; audited. An administrator cannot take their own
 * administrator role, and nobody can take the last active administrator's.
 */
export function revokeRole(ctx: DomainContext, userId: string, role: Role) {
  return changeRole(ctx, userId, role, false);
}

async function changeRole(
  ctx: DomainContext,
  userId: string,
  role: Role,
  give: boolean,
): Promise<{ role: Role; roles: Role[] }> {
  const actor = requireAdministrator(ctx);
  const valid = parseRole(role);
  const takesAdministrator = !give && valid === "administrator";
  if (takesAdministrator && userId === actor.id) {
    throw new AppError("forbidden", CANNOT_REVOKE_OWN_ADMIN);
  }
  return ctx.db.transaction(async (tx) => {
    if (takesAdministrator) await lockAdministrators(tx);
    const user = await lockUser(tx, userId);
    const rows = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    const before = inRoleOrder(rows.map((r) => r.role));
    if (give) {
      await tx.insert(userRoles).values({ userId, role: valid }).onConflictDoNothing();
    } else {
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, valid)));
    }
    if (takesAdministrator) await assertActiveAdministratorLeft(tx);
    const after = inRoleOrder(give ? [...before, valid] : before.filter((r) => r !== valid));
    await recordAudit(tx, actor, {
      action: give ? "user-role-add" : "user-role-remove",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.email,
      before: { roles: before },
      after: { roles: after },
    });
    return { role: valid, roles: after };
  });
}

/** Roles in ROLES' order (the header's priority), whatever order they were stored in. */
export function inRoleOrder(roles: readonly string[]): Role[] {
  return ROLES.filter((r) => roles.includes(r));
}

function parseRole(role: unknown): Role {
  const parsed = roleSchema.safeParse(role);
  if (!parsed.success) throw new AppError("invalid", "Nieznana rola.");
  return parsed.data;
}
