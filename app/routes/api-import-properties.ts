import { verifyApiToken } from "@server/admin/api-tokens";
import type { Actor } from "@server/auth/actor";
import { AppError } from "@server/errors";
import { defaultImportPolicy } from "@server/import/import-policy";
import { importFromPortal } from "@server/import/portal-import";
import type { FlatApiError } from "@shared/api-error";
import { PORTAL_IMPORT_TEXT, type PortalImportResponse } from "@shared/portal-import";
import { getAppContext } from "~/http/context.server";
import { answeringErrors, type ErrorAnswer, methodNotAllowed } from "~/http/error-edge.server";
import { getActor } from "~/http/guards.server";
import { isBodyTooLarge, readBody } from "~/http/read-form-data.server";
import type { Route } from "./+types/api-import-properties";

/** {portal, url, limit} is well under a kilobyte; the rest is room for a long search address. */
const BODY_LIMIT = 8 * 1024;

/**
 * Every refusal in the spec's shape, `{ error: "<text>" }`, which the clients written to it read
 * (the site's other APIs nest it: `{ error: { code, message } }`); the code stands beside it.
 */
function refusal({
  status,
  code,
  message,
  headers,
}: Pick<ErrorAnswer, "status" | "code" | "message"> & { headers?: Record<string, string> }) {
  const body: FlatApiError = { error: message, code };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export const loader = () => methodNotAllowed("POST", refusal);

/**
 * Who is asking: the bearer token's owner when the request carries one (a program), else the
 * session's user (the import tab); `null` when neither is valid.
 */
async function requester(
  context: Route.ActionArgs["context"],
  request: Request,
): Promise<Actor | null> {
  const authorization = request.headers.get("authorization");
  if (authorization === null) return getActor(context, request);
  const token = /^Bearer +(\S+)$/i.exec(authorization.trim())?.[1];
  if (!token) return null;
  const check = await verifyApiToken(getAppContext(context).db, token);
  return check.status === "invalid" ? null : check.actor;
}

/**
 * The JSON body, or undefined when it is not JSON: the import's schema then refuses it, after
 * the administrator check, so a non-administrator learns nothing about the request's shape.
 * Only `application/json` is read, which a page on another site cannot send without CORS.
 */
async function jsonBody(request: Request): Promise<unknown> {
  const bytes = await readBody(request, BODY_LIMIT).catch((error: unknown) => {
    throw isBodyTooLarge(error)
      ? new AppError("too_large", PORTAL_IMPORT_TEXT.tooLarge)
      : new AppError("invalid", PORTAL_IMPORT_TEXT.notJson);
  });
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) {
    return undefined;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * POST /api/import-properties with JSON {portal, url, limit}: imports up to `limit` listings from
 * a portal's search-results page into the Import account. Authorised by an administrator's
 * bearer API token or session. Answers {imported, total}, or {error, code} (`refusal`) with 401
 * (no or invalid token, no session), 403 (not an administrator), 400 (bad request), 413, 429,
 * 502/504 (the portal's page could not be read), 503 and 500: every failure, thrown or not.
 */
export const action = answeringErrors(importProperties, refusal);

async function importProperties({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", refusal);
  const app = getAppContext(context);

  const actor = await requester(context, request);
  if (!actor) {
    return refusal({
      status: 401,
      code: "unauthenticated",
      message: request.headers.has("authorization")
        ? PORTAL_IMPORT_TEXT.invalidToken
        : PORTAL_IMPORT_TEXT.signedOut,
      headers: { "WWW-Authenticate": "Bearer" },
    });
  }
  const body = await jsonBody(request);
  const ctx = {
    db: app.db,
    actor,
    importPolicy: app.importPolicy ?? defaultImportPolicy(app.config),
  };
  const result = await importFromPortal(ctx, body);
  if (result.failed.length > 0) {
    app.log.info({ failed: result.failed }, "portal import: some listings could not be read");
  }
  if (result.droppedParams.length > 0) {
    app.log.warn({ dropped: result.droppedParams }, "portal import: parameters dropped");
  }
  const answer: PortalImportResponse = { imported: result.imported, total: result.total };
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
