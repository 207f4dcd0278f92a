import type { AppContext } from "../context.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";

export type AuthCallResult<T = Record<string, unknown>> = {
  ok: boolean;
  status: number;
  /** better-auth's JSON answer (data on success, `{ code, message }` on failure), or null. */
  json: (T & { code?: string; message?: string }) | null;
  /** Set-Cookie lines to copy onto the page's response (session, OAuth state, sign-out). */
  setCookies: string[];
};

/**
 * Calls a better-auth endpoint through its HTTP handler, as the browser would, so that its rate
 * limits (keyed on the client IP we computed) and origin checks apply to our form actions too;
 * `auth.api.*` would skip both. The incoming cookie is passed on so that sign-out and
 * session-bound calls see the visitor's session.
 */
export async function callAuth<T = Record<string, unknown>>(
  ctx: Pick<AppContext, "auth" | "config" | "clientIp">,
  {
    request,
    path,
    body = {},
  }: { request: Request; path: `/${string}`; body?: Record<string, unknown> },
): Promise<AuthCallResult<T>> {
  const headers = new Headers({
    "content-type": "application/json",
    accept: "application/json",
    origin: ctx.config.baseUrl,
    [CLIENT_IP_HEADER]: ctx.clientIp,
  });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  const response = await ctx.auth.handler(
    new Request(`${ctx.config.baseUrl}/api/auth${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  let json: AuthCallResult<T>["json"] = null;
  const text = await response.text();
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  return {
    ok: response.ok,
    status: response.status,
    json,
    setCookies: response.headers.getSetCookie(),
  };
}

/** Headers carrying the Set-Cookie lines of one or more auth calls, for a redirect or data(). */
export function cookieHeaders(...setCookies: string[][]): Headers {
  const headers = new Headers();
  for (const line of setCookies.flat()) headers.append("set-cookie", line);
  return headers;
}
