import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import {
  createRequestHandler as createRouterHandler,
  type RouterContextProvider,
} from "react-router";

type Options = {
  build: Parameters<typeof createRouterHandler>[0];
  mode: string;
  /** The public origin (BASE_URL's): the origin of every request the routes see. */
  origin: string;
  getLoadContext(req: ExpressRequest, res: ExpressResponse): RouterContextProvider;
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
  getLoadContext,
}: Options): RequestHandler {
  const handle = createRouterHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res, origin), getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value) headers.set(name, value);
  }
  // Aborted when the client goes away before the answer is complete.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const body = req.method !== "GET" && req.method !== "HEAD";
  // A path, never an origin: `//evil.example/x` stays a path on our origin.
  return new Request(`${origin}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  });
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
