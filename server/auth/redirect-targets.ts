import { createAuthMiddleware } from "better-auth/api";
import { safeRedirectTarget } from "../../app/lib/redirect-target.ts";

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
 * A before-hook for every better-auth endpoint: its redirect targets pass through the same check
 * as ours. better-auth's own check lets `/.//evil.example` through, which a browser resolves to
 * another site (e-mail confirmation links, external sign-in, password reset).
 */
export function redirectTargetsHook(baseUrl: string) {
  return createAuthMiddleware(async (ctx) => {
    const query = keepOnSite(ctx.query, baseUrl);
    const body = keepOnSite(ctx.body, baseUrl);
    if (!query && !body) return;
    return { context: { ...(query ? { query } : {}), ...(body ? { body } : {}) } };
  });
}
