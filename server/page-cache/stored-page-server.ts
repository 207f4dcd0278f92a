import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { fillTemplate } from "./gzip-template.ts";
import type { PageCache } from "./page-cache.ts";

/**
 * Answers a request for a fresh stored page before Express sees it: the middleware stack costs
 * several times what sending a stored page does. A copy goes out with the headers a copy sent
 * through the whole server had (page.wire: security headers, the page's own), its own CSP nonce
 * and request id, and the same access-log line. Anything this does not answer exactly as the
 * full path would goes on there (returns false): a cookie, a method but GET, a conditional
 * request, a client that does not take plain gzip, a page no copy of which has gone out yet.
 * A page past its fresh life goes out as it is while the cache renders it again.
 */
export function createStoredPageServer(cache: PageCache, log: Logger) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const { headers } = req;
    if (
      req.method !== "GET" ||
      headers.cookie !== undefined ||
      headers["if-none-match"] !== undefined ||
      !takesGzip(headers["accept-encoding"])
    ) {
      return false;
    }
    const started = Date.now();
    const url = req.url ?? "/";
    const hit = cache.get(url);
    const wire = hit?.page.wire;
    if (!hit || !wire) return false;
    if (hit.stale) {
      cache.refresh(url)?.catch((error: unknown) => {
        log.warn({ err: error }, "page cache: background render failed");
      });
    }
    const nonce = randomBytes(16).toString("base64");
    const id = randomUUID();
    const body = fillTemplate(hit.page.template, nonce);
    res.writeHead(hit.page.status, [
      ...wire.fixed,
      "content-security-policy",
      wire.policy.join(nonce),
      "x-request-id",
      id,
      "etag",
      hit.page.etag,
      "x-page-cache",
      hit.stale ? "stale" : "hit",
      "content-encoding",
      "gzip",
      "content-length",
      String(body.length),
    ]);
    res.end(body);
    // The line pino-http writes for every other answer.
    log.info(
      {
        req: { id, method: req.method, url: url.split("?")[0] },
        res: { statusCode: hit.page.status },
        responseTime: Date.now() - started,
      },
      "request completed",
    );
    return true;
  };
}

/** `gzip` listed without a weight: what browsers send. Anything subtler is Express's to read. */
function takesGzip(acceptEncoding: string | string[] | undefined): boolean {
  if (typeof acceptEncoding !== "string") return false;
  return acceptEncoding.split(",").some((coding) => coding.trim().toLowerCase() === "gzip");
}
