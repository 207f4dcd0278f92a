import type { IncomingMessage } from "node:http";

/**
 * The header through which our server tells better-auth the client's address. It is always
 * overwritten with what we computed, so a client cannot choose its own rate-limit key.
 */
export const CLIENT_IP_HEADER = "x-okolica-client-ip";

/**
 * The client's address: from TRUSTED_PROXY_HEADER when the app runs behind a proxy that sets
 * it, otherwise the socket's. Of a list (x-forwarded-for) the last entry is the one our proxy
 * appended; earlier ones are whatever the client sent.
 */
export function clientIp(req: IncomingMessage, trustedProxyHeader: string | undefined): string {
  if (trustedProxyHeader) {
    const value = req.headers[trustedProxyHeader];
    const raw = Array.isArray(value) ? value.at(-1) : value;
    const last = raw?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** A copy of the request with the client-IP header set to our value. */
export function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
