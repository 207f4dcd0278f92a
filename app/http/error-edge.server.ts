import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "@server/db/unavailable.ts";
import { AppError, isAppError } from "@server/errors.ts";
import { isBodyTooLarge } from "@server/images/body-limits.ts";
import type { ApiError, ApiErrorCode } from "@shared/api-error";
import type { Logger } from "pino";
import { data, type RouterContextProvider, type ServerBuild } from "react-router";
import { ZodError } from "zod";
import { getAppContext } from "./context.server.ts";

/**
 * The one place where an error becomes an answer. Loaders, actions and the domain functions
 * they call throw (an AppError, a database that cannot be reached, anything unexpected); the
 * server build's route handlers are wrapped here (`withErrorEdge`, applied in handler.ts), so
 * a page gets its error boundary (403/404 pages, the 503 page), a client navigation or fetcher
 * the same route error, and the JSON API the envelope `{ error: { code, message, fields? } }`
 * (the public import API its spec's `{ error, code }`, through `answeringErrors`).
 * A form shows only a domain refusal (an AppError) inside itself, through formAction
 * (form-action.ts); everything else reaches a form's post here too.
 */

/** Every 503 asks the client to come back shortly and is never cached. */
export const UNAVAILABLE_HEADERS: Record<string, string> = {
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
};

const UNEXPECTED_MESSAGE = "Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.";

const TOO_LARGE_MESSAGE = "Przesłane dane są za duże.";

/** What an error means for whoever asked. */
export type ErrorAnswer = {
  status: number;
  code: ApiErrorCode;
  /** Polish, safe to show: never an internal detail. */
  message: string;
  headers: Record<string, string>;
};

function withStatus(status: number, code: ApiErrorCode, message: string): ErrorAnswer {
  return { status, code, message, headers: status === 503 ? UNAVAILABLE_HEADERS : {} };
}

/**
 * An AppError is answered with its own status and message; it is tested before the outage,
 * which follows causes: the storage's refused connection behind an 'unavailable' AppError is no
 * database outage. Input a schema refused outside a form (a crafted post) is a 400; a database
 * that cannot be reached is a 503 (the person only has to try again); a body over the limit a
 * 413; anything else a 500 without details.
 */
export function answerFor(error: unknown): ErrorAnswer {
  if (isAppError(error)) return withStatus(error.status, error.code, error.message);
  if (error instanceof ZodError) return answerFor(new AppError("invalid"));
  if (isDatabaseUnavailable(error)) return withStatus(503, "unavailable", UNAVAILABLE_MESSAGE);
  if (isBodyTooLarge(error)) return withStatus(413, "too_large", TOO_LARGE_MESSAGE);
  return withStatus(500, "internal", UNEXPECTED_MESSAGE);
}

/**
 * Logs what needs a look through the request's logger (pino-http's, which carries the request
 * id): an unexpected failure or a failed outside service as an error, a database outage as a
 * warning (the 503 itself is in the request log), a refusal with an internal cause as a warning;
 * plain refusals are the request log's 4xx line only.
 */
export function logError(log: Logger, error: unknown, answer: ErrorAnswer, details?: object): void {
  if (answer.code === "unavailable" && !isAppError(error)) {
    log.warn({ err: error, ...details }, "database unavailable");
  } else if (answer.status >= 500) {
    log.error({ err: error, ...details }, "request failed");
  } else if (isAppError(error) && error.cause) {
    log.warn({ err: error, ...details }, "request refused");
  }
}

/** The JSON API's error answer. */
export function errorResponse(
  answer: Pick<ErrorAnswer, "status" | "code" | "message"> & {
    headers?: Record<string, string>;
    fields?: Record<string, string>;
  },
): Response {
  const { status, code, message, fields, headers } = answer;
  const body: ApiError = { error: fields ? { code, message, fields } : { code, message } };
  return Response.json(body, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

/**
 * An /api route's answer to a method it does not take: 405 with the Allow header HTTP requires.
 * Without it React Router answers a GET to a route that has no loader (or a POST to one without
 * an action) with its own English 400 'Unexpected Server Error'.
 */
export function methodNotAllowed(
  allow: "GET" | "POST",
  respond: typeof errorResponse = errorResponse,
): Response {
  return respond({
    status: 405,
    code: "method_not_allowed",
    message: `Dozwolona jest tylko metoda ${allow}.`,
    headers: { Allow: allow },
  });
}

type HandlerArgs = { request: Request; context: Readonly<RouterContextProvider> };
type Handler = (args: HandlerArgs) => unknown;

/** Whatever React Router answers as it is: a redirect, a Response, a thrown `data()`. */
export function isRouterAnswer(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" &&
      error !== null &&
      (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

/**
 * `handler` with its errors answered by `respond`, each logged first as the edge logs them;
 * whatever React Router answers itself (a redirect, a thrown Response) goes on as it is. The
 * edge's own wrapper, and a public API's that answers in a shape of its own (the import API).
 */
export function answeringErrors<A extends HandlerArgs, R>(
  handler: (args: A) => R | Promise<R>,
  respond: (answer: ErrorAnswer) => Response,
): (args: A) => Promise<R | Response> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isRouterAnswer(error)) throw error;
      const answer = answerFor(error);
      // The client went away: nobody is there to answer, and nothing failed on our side.
      if (answer.code !== "internal" || !args.request.signal.aborted) {
        logError(getAppContext(args.context).log, error, answer);
      }
      return respond(answer);
    }
  };
}

function onEdge(handler: Handler, resource: boolean): Handler {
  return answeringErrors(handler, (answer) => {
    if (resource) return errorResponse(answer);
    // The boundary shows the status and, below 500 and for the outage, this text.
    throw data(answer.code === "internal" ? null : answer.message, {
      status: answer.status,
      headers: answer.headers,
    });
  });
}

/** What the edge needs of a route module: its component (or none), loader and action. */
type RouteModule = { default?: unknown; loader?: unknown; action?: unknown };

/**
 * A route module with its loader and action on the edge. A resource route (no component: the
 * JSON API, the sitemap) answers errors with the envelope, a page throws them to its boundary.
 */
export function routeOnEdge<M extends RouteModule>(module: M): M {
  const resource = !module.default;
  return {
    ...module,
    ...(module.loader ? { loader: onEdge(module.loader as Handler, resource) } : {}),
    ...(module.action ? { action: onEdge(module.action as Handler, resource) } : {}),
  };
}

const edged = new WeakMap<ServerBuild, ServerBuild>();

/** The server build with every route's loader and action on the edge (once per build). */
export function withErrorEdge(build: ServerBuild): ServerBuild {
  let result = edged.get(build);
  if (!result) {
    const routes: ServerBuild["routes"] = {};
    for (const [id, route] of Object.entries(build.routes)) {
      if (route) routes[id] = { ...route, module: routeOnEdge(route.module) };
    }
    result = { ...build, routes };
    edged.set(build, result);
  }
  return result;
}
