import { type Actor, type DomainContext, loadActor } from "@server/auth/actor.ts";
import { AppError } from "@server/errors.ts";
import type { Role } from "@shared/roles";
import { data, type RouterContextProvider, redirect } from "react-router";
import { getAppContext } from "./context.server.ts";

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

/**
 * For an API that a session cookie authorises (the hearts, the message forms): only a page of
 * this site may call it. The Origin must be the site's (the request URL's, BASE_URL's), so a
 * page elsewhere cannot make a signed-in visitor's browser post to it (403); and the body must be
 * `type`, so a simple cross-site request (text/plain, which needs no CORS preflight) never reads
 * as one (415). A browser sends Origin with every POST; a request without it is no page's.
 */
export function requireSiteRequest(
  request: Request,
  type: "application/json" | "multipart/form-data",
): void {
  if (request.headers.get("origin") !== new URL(request.url).origin) {
    throw new AppError("forbidden", "Żądanie można wysłać tylko ze strony serwisu.");
  }
  const sent = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (sent !== type) {
    throw new AppError(
      "unsupported_type",
      type === "application/json"
        ? "Wyślij dane jako JSON (Content-Type: application/json)."
        : "Wyślij dane jako formularz (Content-Type: multipart/form-data).",
    );
  }
}
