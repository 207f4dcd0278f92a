import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isBodyTooLarge } from "@server/images/body-limits";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { getAppContext } from "~/http/context.server";
import { UNAVAILABLE_HEADERS } from "~/http/error-edge.server";
import { NonceProvider } from "~/lib/nonce";
import { paintFirst } from "~/lib/paint-first";
import { StylesheetProvider } from "~/lib/site-stylesheet";

export const streamTimeout = 5_000;

/**
 * What escapes the error edge (app/http/error-edge.server.ts), which answers every loader's and
 * action's error itself: a failure while rendering, say. Logged with the request id, never
 * to the console.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A thrown error that React Router wrapped keeps the original in a field its type does not name.
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = wrapped ?? error;
  // Refused by the body limit, which has already answered 413 (server/request-body-limit.ts).
  if (isBodyTooLarge(cause) || request.signal.aborted) return;
  const { log } = getAppContext(context as RouterContextProvider);
  // React Router's own refusal of the request (a POST to a page without an action: 405, a path
  // no route matches): the client's mistake, one line without a stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    const path = new URL(request.url).pathname;
    log.warn({ status: error.status, method: request.method, path }, error.statusText);
    return;
  }
  log.error({ err: cause }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The 503 page (the database or another service cannot be reached): come back shortly.
  if (responseStatusCode === 503) {
    for (const [name, value] of Object.entries(UNAVAILABLE_HEADERS)) {
      responseHeaders.set(name, value);
    }
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log, stylesheet } = getAppContext(loadContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once so that listings index fully; so does a request
    // without cookies, whose page may be kept and served to everyone (server/page-cache/): it
    // must not depend on which deferred parts happened to be ready when its shell was.
    const whole =
      (userAgent && isbot(userAgent)) || !request.headers.has("cookie") || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider
          value={{ inline: request.headers.has("cookie") ? null : (stylesheet ?? null) }}
        >
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        // Never move a finished <Suspense> boundary out of place (React 19.2 does so for ones
        // over 500 bytes once ~12.8 KB are written, revealing them with an inline script): the
        // deferred parts (components/ui/deferred.tsx: footer, user menu, ...) must be in the
        // HTML where they belong, also for visitors without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const ended = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          const body = whole ? wholeDocument(nonce, ended) : coalescedWrites(ended);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "render error");
        },
      },
    );
  });
}

/** The whole document in one chunk, its scripts started after the first paint (paint-first.ts). */
function wholeDocument(nonce: string, onEnd: () => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      onEnd();
      callback(null, Buffer.from(paintFirst(Buffer.concat(chunks).toString("utf8"), nonce)));
    },
  });
}

/**
 * Joins the many small writes React makes in one turn of the event loop into one chunk. React
 * Router flushes the response (and so the gzip compressor) after every chunk it reads; a flush
 * per React write made the compressed pages more than twice as large as they need to be.
 */
function coalescedWrites(onEnd: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length) stream.push(Buffer.concat(pending));
          pending = [];
        });
      }
      callback();
    },
    flush(callback) {
      if (pending.length) stream.push(Buffer.concat(pending));
      pending = [];
      onEnd();
      callback();
    },
  });
  return stream;
}
