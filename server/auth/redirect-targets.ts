import { safeRedirectTarget } from "../../shared/redirect-target.ts";

/** Where better-auth's endpoints send the browser afterwards (query or JSON body). */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

function keepOnSite(
  values: Record<string, unknown> | undefined,
  baseUrl: string,
): Record<string, unknown> | undefined {
  if (!values || typeof values !== "object") return undefined;
  const safe: Record<string, unknown> = {};
  for (const field of REDIRECT_FIELDS) {
    if (typeof values[field] === "string") safe[field] = safeRedirectTarget(values[field], baseUrl);
  }
  return Object.keys(safe).length > 0 ? { ...values, ...safe } : undefined;
}

/**
 * The query and body of a better-auth call with its redirect targets passed through the same
 * check as ours (undefined where nothing changes). better-auth's own check lets `/.//evil.example`
 * through, which a browser resolves to another site (e-mail confirmation links, external sign-in,
 * password reset).
 */
export function onSiteRedirectTargets(
  ctx: { query?: Record<string, unknown>; body?: unknown },
  baseUrl: string,
): { query?: Record<string, unknown>; body?: Record<string, unknown> } {
  return {
    query: keepOnSite(ctx.query, baseUrl),
    body: keepOnSite(ctx.body as Record<string, unknown> | undefined, baseUrl),
  };
}
