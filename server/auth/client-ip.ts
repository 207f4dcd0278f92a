import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { Config } from "../config.ts";
import { isTrustedProxy } from "./trusted-proxies.ts";

/**
 * The header through which our server tells better-auth the client's address. It is always
 * overwritten with what we computed, so a client cannot choose its own rate-limit key.
 */
export const CLIENT_IP_HEADER = "x-okolica-client-ip";

/**
 * The client's address. The socket's, unless the socket's peer is one of the configured proxies
 * (TRUSTED_PROXY_ADDRESSES): then the proxy header's entries are read from the right (each proxy
 * appends the address it saw) past every trusted proxy, and the first address that is not one is
 * the client. A header sent straight to the app's port, or an entry left of the first untrusted
 * address, is whatever the client chose and never counts.
 */
export function clientIp(req: IncomingMessage, trustedProxy: Config["trustedProxy"]): string {
  let address = req.socket.remoteAddress ?? "unknown";
  if (!trustedProxy) return address;
  const value = req.headers[trustedProxy.header];
  const hops = (Array.isArray(value) ? value.join(",") : (value ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .reverse();
  for (const hop of hops) {
    if (!isTrustedProxy(trustedProxy.addresses, address)) break;
    // A proxy that passes on something that is no address: the proxy is the last thing known.
    if (isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}

/** A copy of the request with the client-IP header set to our value. */
export function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}
