import { and, eq } from "drizzle-orm";
import type { Role } from "../../app/lib/roles.ts";
import { roleSchema } from "../../app/lib/setup-schemas.ts";
import type { Actor, DomainContext } from "../auth/actor.ts";
import { userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";

export const CANNOT_REVOKE_OWN_ADMIN = "Nie możesz odebrać sobie roli administratora.";

/** Gives a user a role. Administrators only (the admin panel); granting twice is a no-op. */
export async function grantRole(ctx: DomainContext, userId: string, role: Role): Promise<void> {
  requireAdministrator(ctx.actor);
  const valid = parseRole(role);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("not_found", "Nie znaleziono użytkownika.");
  await ctx.db.insert(userRoles).values({ userId, role: valid }).onConflictDoNothing();
}

/**
 * Takes a role away. Administrators only; an administrator cannot take their own administrator
 * role, so the site can never be left with nobody able to manage it by one click.
 */
export async function revokeRole(ctx: DomainContext, userId: string, role: Role): Promise<void> {
  const actor = requireAdministrator(ctx.actor);
  const valid = parseRole(role);
  if (userId === actor.id && valid === "administrator") {
    throw new AppError("forbidden", CANNOT_REVOKE_OWN_ADMIN);
  }
  await ctx.db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, valid)));
}

function requireAdministrator(actor: Actor | null): Actor {
  if (!actor?.roles.includes("administrator")) throw new AppError("forbidden");
  return actor;
}

function parseRole(role: unknown): Role {
  const parsed = roleSchema.safeParse(role);
  if (!parsed.success) throw new AppError("invalid", "Nieznana rola.");
  return parsed.data;
}
