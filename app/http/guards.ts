import type { Role } from "@shared/roles";
import { data, type RouterContextProvider, redirect } from "react-router";
import { type Actor, type DomainContext, loadActor } from "../../server/auth/actor.ts";
import { getAppContext } from "./context.ts";

// Root and route loaders of one request share the context provider: read the session once.
const actors = new WeakMap<Readonly<RouterContextProvider>, Promise<Actor | null>>();

/** The signed-in user, or null (server/auth/actor.ts: loadActor). */
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
