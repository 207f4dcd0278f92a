import { archiveListing } from "@server/listings/archive-listing";
import { safeRedirectTarget } from "@shared/redirect-target";
import { redirect } from "react-router";
import { getAppContext } from "~/http/context.server";
import { answerFor, logError, methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext } from "~/http/guards.server";
import type { Route } from "./+types/api-listing-archive";

export const loader = () => methodNotAllowed("POST");

/**
 * The administrator's trash. A fetcher gets { ok: true } for its toast, or the error envelope;
 * a plain form post (no JavaScript) carries redirectTo and goes back to the list it came from,
 * where the listing still shows when the archive was refused.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const form = await request.formData().catch(() => null);
  const back = form?.get("redirectTo");
  const ctx = await getDomainContext(context, request);
  const archived = archiveListing(ctx, params.id);
  if (typeof back !== "string") {
    await archived;
    return Response.json({ ok: true });
  }
  // Back to the list whatever happened; the edge logs a failure all the same.
  await archived.catch((error: unknown) =>
    logError(getAppContext(context).log, error, answerFor(error)),
  );
  throw redirect(safeRedirectTarget(back, getAppContext(context).config.baseUrl));
}
