import { PORTAL_IMPORT_TEXT, type PortalImportResponse } from "@shared/portal-import";
import { getAppContext } from "~/http/context";
import { getActor } from "~/http/guards";
import { verifyApiToken } from "../../server/admin/api-tokens";
import type { Actor } from "../../server/auth/actor";
import { unexpectedFailure } from "../../server/db/unavailable-answer";
import { isAppError } from "../../server/errors";
import { BodyTooLargeError, readBody } from "../../server/images/read-form-data";
import { defaultImportPolicy } from "../../server/import/import-policy";
import { importFromPortal } from "../../server/import/portal-import";
import { methodNotAllowed } from "../../server/method-not-allowed";
import type { Route } from "./+types/api-import-properties";

/** {portal, url, limit} is well under a kilobyte; the rest is room for a long search address. */
const BODY_LIMIT = 8 * 1024;

function answer(
  body: PortalImportResponse,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export const loader = () => methodNotAllowed("POST");

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
  const bytes = await readBody(request, BODY_LIMIT);
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
 * bearer API token or session. Answers {imported, total}, or {error} with 401 (no or invalid
 * token, no session), 403 (not an administrator), 400 (bad request), 413, 429, 502/504 (the
 * portal's page could not be read).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const app = getAppContext(context);

  const actor = await requester(context, request);
  if (!actor) {
    const error = request.headers.has("authorization")
      ? PORTAL_IMPORT_TEXT.invalidToken
      : PORTAL_IMPORT_TEXT.signedOut;
    return answer({ error }, 401, { "WWW-Authenticate": "Bearer" });
  }

  let body: unknown;
  try {
    body = await jsonBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return answer({ error: PORTAL_IMPORT_TEXT.tooLarge }, 413);
    }
    return answer({ error: PORTAL_IMPORT_TEXT.notJson }, 400);
  }

  try {
    const ctx = {
      db: app.db,
      actor,
      importPolicy: app.importPolicy ?? defaultImportPolicy(app.config),
    };
    const result = await importFromPortal(ctx, body);
    if (result.failed.length > 0) {
      app.log.info({ failed: result.failed }, "portal import: some listings could not be read");
    }
    return answer({ imported: result.imported, total: result.total });
  } catch (error) {
    if (isAppError(error)) {
      if (error.cause) app.log.warn({ err: error.cause }, "portal import refused");
      const message = error.code === "forbidden" ? PORTAL_IMPORT_TEXT.forbidden : error.message;
      return answer({ error: message }, error.status);
    }
    app.log.error({ err: error }, "portal import failed");
    const failed = unexpectedFailure(error, PORTAL_IMPORT_TEXT.unexpected);
    return answer({ error: failed.message }, failed.status, failed.headers);
  }
}
