import type { Actor, DomainContext } from "@server/auth/actor.ts";
import type { RouterContextProvider } from "react-router";
import { getAppContext } from "~/http/context.server";
import { requireRole } from "~/http/guards.server";

/**
 * An admin screen's domain context. The layout turns others away too, but loaders run side by
 * side, so each screen checks before it reads (the session is read once per request).
 */
export async function adminContext(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<DomainContext & { actor: Actor }> {
  const actor = await requireRole(context, request, "administrator");
  return { db: getAppContext(context).db, actor };
}
