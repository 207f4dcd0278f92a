import type { MiddlewareFunction } from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "./unavailable.ts";

/** Headers of every answer given because the database is unreachable. */
export const UNAVAILABLE_HEADERS = {
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
};

/**
 * Requests whose loader or action failed because the database could not be reached. Only
 * handleError (entry.server.tsx) sees the real error; what React Router answers carries a
 * sanitized one, so handleError marks the request's context here.
 */
const unavailable = new WeakSet<object>();

export function markDatabaseUnavailable(context: object): void {
  unavailable.add(context);
}

export function wasDatabaseUnavailable(context: object): boolean {
  return unavailable.has(context);
}

/**
 * Root middleware. A client navigation (`.data`) or a resource route (the JSON API) whose loader
 * or action failed is answered with a 500; when the database was the cause it becomes a 503.
 * A navigation gets plain text: React Router's client shows a non-stream error answer as a route
 * error with that text, i.e. the root boundary's 503 page. The API gets `{ error }`. Pages are
 * made 503s by entry.server.tsx, which renders the boundary itself.
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const response = await next();
  if (response.status !== 500 || !unavailable.has(context)) return response;
  if (response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  await response.body?.cancel();
  if (new URL(request.url).pathname.endsWith(".data")) {
    return new Response(UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: { ...UNAVAILABLE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return Response.json(
    { error: UNAVAILABLE_MESSAGE },
    { status: 503, headers: UNAVAILABLE_HEADERS },
  );
};

/**
 * For actions that catch their own errors and answer in their own shape: an unexpected failure
 * is a 503 with the shared message and Retry-After while the database is unreachable (the person
 * only has to try again shortly), otherwise a 500 with the action's own message.
 */
export function unexpectedFailure(
  error: unknown,
  message: string,
): { status: 500 | 503; message: string; headers: Record<string, string> } {
  return isDatabaseUnavailable(error)
    ? { status: 503, message: UNAVAILABLE_MESSAGE, headers: UNAVAILABLE_HEADERS }
    : { status: 500, message, headers: {} };
}
