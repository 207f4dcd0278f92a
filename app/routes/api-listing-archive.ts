import { safeRedirectTarget } from "@shared/redirect-target";
import { redirect } from "react-router";
import { getAppContext } from "~/http/context";
import { getDomainContext } from "~/http/guards";
import { isDatabaseUnavailable } from "../../server/db/unavailable";
import { isAppError } from "../../server/errors";
import { archiveListing } from "../../server/listings/archive-listing";
import { methodNotAllowed } from "../../server/method-not-allowed";
import type { Route } from "./+types/api-listing-archive";

export const loader = () => methodNotAllowed("POST");

/**
 * The administrator's trash. A fetcher gets { ok } for its toast; a plain form post (no
 * JavaScript) carries redirectTo and goes back to the list it came from.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const form = await request.formData().catch(() => null);
  const back = form?.get("redirectTo");
  const ctx = await getDomainContext(context, request);
  let status = 200;
  try {
    await archiveListing(ctx, params.id);
  } catch (error) {
    if (!isAppError(error)) {
      getAppContext(context).log.error({ err: error, id: params.id }, "archive failed");
    }
    status = isAppError(error) ? error.status : isDatabaseUnavailable(error) ? 503 : 500;
  }
  if (typeof back === "string")
    throw redirect(safeRedirectTarget(back, getAppContext(context).config.baseUrl));
  return Response.json({ ok: status === 200 }, { status });
}
