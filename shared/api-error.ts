/**
 * The shape of the error answers of the site's own JSON API (`/api/*`), whatever went wrong:
 * `{ error: { code, message, fields? } }`; the public import API keeps its spec's (FlatApiError). `message` is Polish and meant for people; `fields`
 * names the request's fields that were refused, each with its own message.
 */
export type ApiErrorCode =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "gone"
  | "too_large"
  | "unsupported_type"
  | "rate_limited"
  | "internal"
  | "upstream"
  | "unavailable";

export type ApiError = {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
};

/**
 * The public import API's error answer (POST /api/import-properties), in the shape its spec
 * gives clients, `{ error: "<text>" }`, with the code beside the text. The refusal of an
 * oversized body is answered this way on every /api route (server/request-body-limit.ts).
 */
export type FlatApiError = { error: string; code: ApiErrorCode };

/**
 * The Polish message of an API error answer, either shape, or null when the body is not one (a
 * proxy's page).
 */
export function apiErrorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const { error } = body as { error: unknown };
  if (typeof error === "string") return error;
  if (typeof error !== "object" || error === null || !("message" in error)) return null;
  return typeof error.message === "string" ? error.message : null;
}
