import { getSessionCookie } from "better-auth/cookies";
import { eq, sql } from "drizzle-orm";
import { ROLES, type Role } from "../../shared/roles.ts";
import type { AppContext } from "../context.ts";
import { profiles, userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { type ActorMemo, freshActors, type SessionUser } from "./actor-memo.ts";

/** The signed-in user as every domain module sees them. */
export type Actor = {
  id: string;
  email: string;
  name: string;
  profile: typeof profiles.$inferSelect | null;
  roles: Role[];
};

/** What domain functions take: the database and who is acting (null = anonymous). */
export type DomainContext = { db: AppContext["db"]; actor: Actor | null };

/**
 * The user a request's session belongs to, or null. A deactivated account counts as signed out
 * at once, whatever sessions it still has. Remembered per session until the session or the
 * account changes (`actors`, actor-memo.ts; the request handler gives a request that may change
 * things `freshActors`, so it sees its own change to the account).
 */
export async function loadActor(
  { auth, db, actors }: Pick<AppContext, "auth" | "db"> & { actors?: ActorMemo },
  request: Request,
): Promise<Actor | null> {
  // Without a session cookie there is no session to look up (most requests: visitors).
  if (!getSessionCookie(request)) return null;
  const lookUp = () => lookUpSession({ auth, db }, request);
  // Keyed by the whole Cookie header: exactly what better-auth reads the session from.
  return (actors ?? freshActors).remember(request.headers.get("cookie") ?? "", lookUp);
}

async function lookUpSession(
  { auth, db }: Pick<AppContext, "auth" | "db">,
  request: Request,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const userId = session.user.id;
  // The profile and the roles in one query: every signed-in request paid for two.
  const [found] = await db
    .select({
      profile: profiles,
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  const profile = found?.profile ?? null;
  if (profile && !profile.isActive) return null;
  const roles = found?.roles ?? [];
  return {
    actor: {
      id: userId,
      email: session.user.email,
      name: session.user.name,
      profile,
      // Highest priority first, as the header label reads them.
      roles: ROLES.filter((r) => roles.includes(r)),
    },
    expiresAt: new Date(session.session.expiresAt),
  };
}

/** The signed-in actor, or a refusal; every domain operation on one's own data starts here. */
export function requireSignedIn(ctx: DomainContext): Actor {
  if (!ctx.actor) throw new AppError("forbidden", "Musisz być zalogowany.");
  return ctx.actor;
}

/** The signed-in administrator, or a refusal; every administrator operation starts here. */
export function requireAdministrator(ctx: DomainContext, refusal = "Brak uprawnień."): Actor {
  const actor = requireSignedIn(ctx);
  if (!actor.roles.includes("administrator")) throw new AppError("forbidden", refusal);
  return actor;
}

/**
 * Refuses a change to someone else's listing or service: only its owner or an administrator
 * may change it (the caller answers a missing row with 404 before this).
 */
export function assertMayChange(actor: Actor, ownerId: string, message: string): void {
  if (ownerId !== actor.id && !actor.roles.includes("administrator")) {
    throw new AppError("forbidden", message);
  }
}
