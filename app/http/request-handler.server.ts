import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import { fillTemplate, plainPage } from "@server/page-cache/gzip-template.ts";
import {
  type CachedPage,
  type PageCache,
  type RenderedPage,
  rememberWireHeaders,
} from "@server/page-cache/page-cache.ts";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import type { Logger } from "pino";
import {
  createRequestHandler as createRouterHandler,
  type RouterContextProvider,
} from "react-router";
import { foreignOrigin, refuseForeignOrigin } from "./request-origin.server.ts";

type Options = {
  build: Parameters<typeof createRouterHandler>[0];
  mode: string;
  /** The public origin (BASE_URL's): the origin of every request the routes see. */
  origin: string;
  /** Origins taken as `origin` itself (request-origin.ts: loopbackAliases, development only). */
  originAliases: ReadonlySet<string>;
  getLoadContext(req: ExpressRequest, res: ExpressResponse): RouterContextProvider;
  /** The context of a render no visitor asked for (a stale page rendered again): an anonymous GET. */
  getBackgroundContext(nonce: string): RouterContextProvider;
  /** Anonymous public pages are served from here (production). */
  pageCache?: PageCache;
};

/**
 * React Router on Express, as @react-router/express does it, with one difference: a request's
 * URL is BASE_URL's origin plus the path, not the protocol and Host this process was reached
 * with. Behind a TLS-terminating proxy the process is reached over http (and nginx's `$host`
 * drops the port), so React Router's CSRF check, which compares the browser's Origin with the
 * request URL, refused every form. The app has one public origin, the one better-auth already
 * checks Origin against and every link is built from; no forwarded header can change it, so a
 * client cannot pose as another host either.
 */
export function createRequestHandler({
  build,
  mode,
  origin,
  originAliases,
  getLoadContext,
  getBackgroundContext,
  pageCache,
}: Options): RequestHandler {
  const handle = createRouterHandler(build, mode);
  const respond: Respond = (req, res, shared = false) =>
    handle(toFetchRequest(req, res, origin, originAliases, shared), getLoadContext(req, res));
  // A stale page is rendered again as an anonymous visitor without headers would get it: the
  // stored page is everyone's, whoever's request started it.
  pageCache?.setRenderer(async (key) => {
    const nonce = randomBytes(16).toString("base64");
    return readPage(
      await handle(new Request(`${origin}${key}`), getBackgroundContext(nonce)),
      nonce,
    );
  });
  return async (req, res, next) => {
    try {
      const foreign = foreignOrigin(req, origin, originAliases);
      if (foreign !== null) return refuseForeignOrigin(req, res, origin, foreign);
      if (pageCache && mayShareAnswer(req)) {
        await serveShared(pageCache, req, res, respond);
        return;
      }
      await sendResponse(req, res, await respond(req, res));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Only a GET without any cookie may get or fill a shared page: a session (or any other state a
 * cookie carries) never meets the cache. The API is never cached (its event stream never ends).
 */
function mayShareAnswer(req: ExpressRequest): boolean {
  return req.method === "GET" && !req.headers.cookie && !req.path.startsWith("/api/");
}

/** Renders for one request; a `shared` render is for everyone waiting and outlives its client. */
type Respond = (req: ExpressRequest, res: ExpressResponse, shared?: boolean) => Promise<Response>;

async function serveShared(
  cache: PageCache,
  req: ExpressRequest,
  res: ExpressResponse,
  respond: Respond,
): Promise<void> {
  const key = req.originalUrl;
  const render = async () => readPage(await respond(req, res, true), res.locals.cspNonce as string);
  const hit = cache.get(key);
  if (hit) {
    if (hit.stale) {
      cache.refresh(key)?.catch((error: unknown) => {
        (req as ExpressRequest & { log: Logger }).log.warn(
          { err: error },
          "page cache: background render failed",
        );
      });
    }
    sendCachedPage(req, res, hit.page, hit.stale ? "stale" : "hit");
    return;
  }
  const { result, own } = cache.render(key, render);
  const { rendered, page } = await result;
  if (page) sendCachedPage(req, res, page, "miss");
  else if (own) await sendResponse(req, res, toResponse(rendered));
  // Somebody else's render that may not be shared (an error page, a redirect): render our own.
  else await sendResponse(req, res, await respond(req, res));
}

function sendCachedPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  label: "hit" | "stale" | "miss",
) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", label);
  res.append("Vary", "Accept-Encoding");
  if ((req.headers["if-none-match"] ?? "").includes(page.etag)) {
    // The browser keeps the copy it has with that copy's policy: a new nonce would block its scripts.
    res.removeHeader("Content-Security-Policy");
    res.status(304).end();
    return;
  }
  const nonce = res.locals.cspNonce as string;
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    res.setHeader("Content-Encoding", "gzip");
    res.end(fillTemplate(page.template, nonce));
    // Every header is set by now, those of the middleware before us too: later copies can go
    // out without them (server/page-cache/stored-page-server.ts).
    rememberWireHeaders(page, res.getHeaders(), nonce);
  } else {
    res.end(plainPage(page.template, nonce));
  }
}

async function readPage(response: Response, nonce: string): Promise<RenderedPage> {
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
    nonce,
  };
}

const BODILESS = new Set([101, 103, 204, 205, 304]);

function toResponse(rendered: RenderedPage): Response {
  return new Response(BODILESS.has(rendered.status) ? null : new Uint8Array(rendered.body), {
    status: rendered.status,
    headers: rendered.headers,
  });
}

/**
 * A route marks a page public (app/http/cache-headers.server.ts) for anonymous visitors; the same page
 * for somebody with a cookie is private, and an error is never kept by a proxy.
 */
function cacheControlFor(req: ExpressRequest, status: number, value: string | null) {
  if (!value || !/\bpublic\b/.test(value)) return value;
  if (req.headers.cookie) return "private, no-cache";
  return status === 200 ? value : "no-store";
}

function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  origin: string,
  originAliases: ReadonlySet<string>,
  shared: boolean,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value) headers.set(name, value);
  }
  // Another name of this machine in development: every check after this one (React Router's,
  // better-auth's, the cookie APIs') sees the site's own origin.
  if (originAliases.has(headers.get("origin") ?? "")) headers.set("origin", origin);
  // Aborted when the client goes away before the answer is complete; never a shared render,
  // which others wait for (and which a stale page's visitor has long had answered).
  const controller = new AbortController();
  if (!shared) {
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
  }
  const body = req.method !== "GET" && req.method !== "HEAD";
  // A path, never an origin: `//evil.example/x` stays a path on our origin.
  return new Request(`${origin}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  });
}

async function sendResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    // A route's own policy (a token page's same-origin) replaces helmet's default.
    if (name === "referrer-policy") res.setHeader(name, value);
    else res.append(name, value);
  }
  const cacheControl = cacheControlFor(req, response.status, response.headers.get("cache-control"));
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  await writeBody(response.body, res);
}

/**
 * Writes a response body as it comes, waiting for the socket to drain. React Router's own
 * writeReadableStreamToWritable races each read against one promise that lives as long as the
 * response, which keeps every chunk written until the end: a 200 MB download (a data export)
 * held 200 MB. Compression's buffer is flushed after each chunk (the event stream needs it).
 * A body that fails halfway ends the connection, so that the client sees it cut, not complete.
 */
async function writeBody(
  body: ReadableStream<Uint8Array>,
  res: ExpressResponse & { flush?: () => void },
): Promise<void> {
  const reader = body.getReader();
  // A client gone: the read pending (or the next) ends at once, and the source is released.
  const gone = () => void reader.cancel().catch(() => {});
  res.once("close", gone);
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (res.destroyed || res.writableEnded) return;
      if (done) {
        res.end();
        return;
      }
      const more = res.write(value);
      res.flush?.();
      if (!more) {
        await new Promise<void>((resolve) => {
          const go = () => {
            res.off("drain", go);
            res.off("close", go);
            resolve();
          };
          res.on("drain", go);
          res.on("close", go);
        });
      }
    }
  } catch (error) {
    // Cut, and the error to the error handler (which logs it); the socket's own error is moot.
    res.once("error", () => {});
    res.destroy(error as Error);
    throw error;
  } finally {
    res.off("close", gone);
    reader.releaseLock();
  }
}
