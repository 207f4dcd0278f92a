import { Readable, Transform } from "node:stream";
import type { Request, RequestHandler, Response } from "express";
import {
  BodyTooLargeError,
  FORM_BODY_LIMIT,
  MAX_FORM_BODY_BYTES,
  MAX_MESSAGE_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "./images/body-limits.ts";

const BODY_TOO_LARGE_MESSAGE = "Przesłane dane są zbyt duże.";

/**
 * Routes that take files (multipart) and the most each reads; every admin screen (/admin/…) reads
 * its form as /admin does. The route enforces its own limit with its own message
 * (app/http/read-form-data.server.ts); this cap sits a little above it, as the backstop for everything the route
 * does not read itself.
 */
const UPLOAD_LIMITS: Record<string, number> = {
  "/panel": MAX_FORM_BODY_BYTES,
  "/panel/properties": MAX_FORM_BODY_BYTES,
  "/panel/services": MAX_FORM_BODY_BYTES,
  "/panel/agency": MAX_FORM_BODY_BYTES,
  "/panel/profile": MAX_UPLOAD_BODY_BYTES,
  "/admin": MAX_FORM_BODY_BYTES,
  "/profil": MAX_UPLOAD_BODY_BYTES,
  "/api/wiadomosci": MAX_MESSAGE_BODY_BYTES,
};
const UPLOAD_SLACK = 1024 * 1024;

/**
 * How long the rest of a refused (or unread) body is read and dropped after the answer before
 * the connection is closed: closing at once would reset it before the client read the 413.
 */
const LINGER_MS = 2_000;

/** The cap for a request body to `pathname` (a page, its `.data` twin or an API route). */
export function bodyLimitFor(pathname: string, contentType: string | undefined): number {
  const route = pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  const upload = UPLOAD_LIMITS[route.startsWith("/admin/") ? "/admin" : route];
  const multipart = /^multipart\/form-data\b/i.test(contentType ?? "");
  return upload && multipart ? upload + UPLOAD_SLACK : FORM_BODY_LIMIT;
}

/**
 * Wraps the React Router handler (the only reader of request bodies) so that no body can grow
 * the process past its route's cap: a declared Content-Length over it is refused before reading,
 * and the bytes are counted as they stream (chunked bodies too), the 413 going out the moment
 * they pass it. Memory stays flat: nothing is read ahead of what the handler consumes, and the
 * rest of a refused or unread body is dropped, not kept.
 */
export function limitRequestBodies(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    res.once("finish", () => dropRest(req));
    const limit = bodyLimitFor(req.path, req.get("content-type"));
    if (Number(req.get("content-length")) > limit) return refuse(req, res);
    return handler(
      countedBody(req, limit, () => refuse(req, res)),
      res,
      next,
    );
  };
}

/**
 * The request as the handler sees it, its body read through a byte counter: every stream member
 * (on, pause, resume, destroy, readable, ...) is the counter's, everything else the request's.
 */
function countedBody(req: Request, limit: number, onTooLarge: () => void): Request {
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.byteLength;
      if (total <= limit) return callback(null, chunk);
      callback(new BodyTooLargeError(limit));
      onTooLarge();
    },
  });
  // The reader sees the error through its own listener; it must never be an unhandled one.
  counter.on("error", () => {});
  req.pipe(counter);
  // A client gone halfway ends the request but not the pipe: the reader must hear of it, or it
  // waits for ever holding what the route has buffered.
  req.once("close", () => {
    if (!req.complete) counter.destroy(new Error("The client closed the request before its end."));
  });
  return new Proxy(req, {
    get(target, property, receiver) {
      if (property in Readable.prototype) {
        const value = Reflect.get(counter, property, counter);
        return typeof value === "function" ? value.bind(counter) : value;
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * 413 with the Polish message, in the shape the caller reads: JSON (`{error, code}`, which both the
 * import API's clients and apiErrorMessage read), a navigation's text, a page.
 */
function refuse(req: Request, res: Response): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.status(413).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ error: BODY_TOO_LARGE_MESSAGE, code: "too_large" });
  // React Router's client shows a navigation's plain-text error answer in the error boundary.
  else if (req.path.endsWith(".data")) res.type("text/plain").send(BODY_TOO_LARGE_MESSAGE);
  else res.type("html").send(TOO_LARGE_PAGE);
}

/** After the answer: drop what is left of the body, and close the connection if it goes on. */
function dropRest(req: Request): void {
  if (req.complete) return;
  req.unpipe();
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
}

const TOO_LARGE_PAGE = `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${BODY_TOO_LARGE_MESSAGE}</title></head>
<body><h1>${BODY_TOO_LARGE_MESSAGE}</h1><p>Wróć do formularza i wyślij mniej danych.</p><p><a href="/">Strona główna</a></p></body>
</html>
`;
