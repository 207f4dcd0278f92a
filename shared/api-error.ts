/**
 * The one shape of every error answer of the JSON API (`/api/*`), whatever went wrong:
 * `{ error: { code, message, fields? } }`. `message` is Polish and meant for people; `fields`
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
  | "rate_limited"
  | "internal"
  | "upstream"
  | "unavailable";

export type ApiError = {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
};

/** The Polish message of an API error answer, or null when the body is not one (a proxy's page). */
export function apiErrorMessage(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const { error } = body as { error: unknown };
  if (typeof error !== "object" || error === null || !("message" in error)) return null;
  return typeof error.message === "string" ? error.message : null;
}
