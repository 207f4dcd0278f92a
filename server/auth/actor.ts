import { eq } from "drizzle-orm";
import { data, type RouterContextProvider, redirect } from "react-router";
import { ROLES, type Role } from "../../app/lib/roles.ts";
import { type AppContext, getAppContext } from "../context.ts";
import { profiles, userRoles } from "../db/schema.ts";
import { AppError } from "../errors.ts";

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

// Root and route loaders of one request share the context provider: read the session once.
const actors = new WeakMap<Readonly<RouterContextProvider>, Promise<Actor | null>>();

/**
 * The signed-in user, or null. A deactivated account counts as signed out at once, whatever
 * sessions it still has.
 */
export function getActor(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Actor | null> {
  let actor = actors.get(context);
  if (!actor) {
    actor = loadActor(getAppContext(context), request);
    actors.set(context, actor);
  }
  return actor;
}

async function loadActor({ auth, db }: AppContext, request: Request): Promise<Actor | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const userId = session.user.id;
  const [[profile], roleRows] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
  ]);
  if (profile && !profile.isActive) return null;
  const roles = roleRows.map((r) => r.role as Role);
  return {
    id: userId,
    email: session.user.email,
    name: session.user.name,
    profile: profile ?? null,
    // Highest priority first, as the header label reads them.
    roles: ROLES.filter((r) => roles.includes(r)),
  };
}

/** The signed-in actor, or a refusal; every domain operation on one's own data starts here. */
export function requireSignedIn(ctx: DomainContext): Actor {
  if (!ctx.actor) throw new AppError("forbidden", "Musisz być zalogowany.");
  return ctx.actor;
}

/** The signed-in administrator, or a refusal; every administrator operation starts here. */
export function requireAdministrator(ctx: DomainContext): Actor {
  const actor = requireSignedIn(ctx);
  if (!actor.roles.includes("administrator")) throw new AppError("forbidden", "Brak uprawnień.");
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

/** The domain context for this request. */
export async function getDomainContext(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<DomainContext> {
  return { db: getAppContext(context).db, actor: await getActor(context, request) };
}

/** Signed-in user or a redirect to /auth that comes back here afterwards. */
export async function requireUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Actor> {
  const actor = await getActor(context, request);
  if (!actor) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
  }
  return actor;
}

/** A user with at least one of the roles, else 403 ('Brak uprawnień' page). */
export async function requireRole(
  context: Readonly<RouterContextProvider>,
  request: Request,
  role: Role | readonly Role[],
): Promise<Actor> {
  const actor = await requireUser(context, request);
  const wanted: readonly Role[] = typeof role === "string" ? [role] : role;
  if (!wanted.some((r) => actor.roles.includes(r))) {
    throw data("Brak uprawnień", { status: 403 });
  }
  return actor;
}
