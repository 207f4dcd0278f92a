import { Writable } from "node:stream";
import type { AppContext } from "@server/context.ts";
import { UNAVAILABLE_MESSAGE } from "@server/db/unavailable.ts";
import { AppError, type AppErrorCode } from "@server/errors.ts";
import { BodyTooLargeError } from "@server/images/body-limits.ts";
import pino from "pino";
import {
  isRouteErrorResponse,
  RouterContextProvider,
  redirect,
  type ServerBuild,
} from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appContext } from "./context.server.ts";
import { methodNotAllowed, routeOnEdge, withErrorEdge } from "./error-edge.server.ts";

/** A request's context whose logger writes JSON lines here, bound to a request id as pino-http's. */
function requestContext() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const log = pino({ level: "info" }, sink).child({ req: { id: "req-42" } });
  const context = new RouterContextProvider();
  context.set(appContext, { log } as AppContext);
  return { context, lines };
}

function args(context: RouterContextProvider) {
  return { request: new Request("http://okolica.test/api/x"), context, params: {} };
}

/** A route module whose loader throws `error`: a page (with a component) or a resource route. */
function throwing(error: unknown, page: boolean) {
  const module = {
    ...(page ? { default: () => null } : {}),
    loader: async (_: unknown) => {
      throw error;
    },
  };
  return routeOnEdge(module).loader as (a: ReturnType<typeof args>) => Promise<unknown>;
}

const outage = () =>
  new Error("Failed query: select 1", {
    cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    }),
  });

describe("the error edge: the JSON API", () => {
  it("answers input a schema refused outside a form with 400, not 500", async () => {
    const { context } = requestContext();
    const refused = z.object({ planId: z.string() }).safeParse({ planId: 1 });
    const response = (await throwing(refused.error, false)(args(context))) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid", message: "Nieprawidłowe dane." },
    });
  });

  it.each<[AppErrorCode, number]>([
    ["invalid", 400],
    ["unauthenticated", 401],
    ["forbidden", 403],
    ["not_found", 404],
    ["conflict", 409],
    ["too_large", 413],
    ["rate_limited", 429],
    ["upstream", 502],
    ["unavailable", 503],
  ])("answers AppError '%s' with %i and the one envelope", async (code, status) => {
    const { context } = requestContext();
    const response = (await throwing(
      new AppError(code, "Po polsku."),
      false,
    )(args(context))) as Response;
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { code, message: "Po polsku." } });
  });

  it("answers a database outage with 503, Retry-After and the shared text; a warning is logged", async () => {
    const { context, lines } = requestContext();
    const response = (await throwing(outage(), false)(args(context))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: { code: "unavailable", message: UNAVAILABLE_MESSAGE },
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: "database unavailable", req: { id: "req-42" } }),
    ]);
  });

  it("answers an unexpected error with a 500 without details, logged through pino with the request id", async () => {
    const { context, lines } = requestContext();
    const response = (await throwing(
      new TypeError("x is undefined"),
      false,
    )(args(context))) as Response;
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("internal");
    expect(body.error.message).not.toContain("undefined");
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        req: { id: "req-42" },
        err: expect.objectContaining({ message: "x is undefined" }),
      }),
    ]);
  });

  it("answers a body over the limit with 413", async () => {
    const { context } = requestContext();
    const response = (await throwing(new BodyTooLargeError(10), false)(args(context))) as Response;
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "too_large" } });
  });

  it("passes a redirect through (sign in first)", async () => {
    const { context } = requestContext();
    const thrown = await throwing(redirect("/auth"), false)(args(context)).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/auth");
  });

  it("refuses a method in the same envelope, with Allow", async () => {
    const response = methodNotAllowed("GET");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({
      error: { code: "method_not_allowed", message: "Dozwolona jest tylko metoda GET." },
    });
  });
});

describe("the error edge: pages", () => {
  async function thrownBy(error: unknown) {
    const { context, lines } = requestContext();
    const thrown = await throwing(
      error,
      true,
    )(args(context)).then(
      () => undefined,
      (e: unknown) => e as { data: unknown; init: { status: number; headers?: object } },
    );
    return { thrown, lines };
  }

  it("throws a database outage to the boundary as the 503 page with Retry-After", async () => {
    const { thrown } = await thrownBy(outage());
    expect(thrown).toMatchObject({
      data: UNAVAILABLE_MESSAGE,
      init: { status: 503, headers: { "Retry-After": "5" } },
    });
  });

  it("throws a domain error to the boundary with its status and Polish message", async () => {
    const { thrown, lines } = await thrownBy(new AppError("forbidden", "Brak uprawnień."));
    expect(thrown).toMatchObject({ data: "Brak uprawnień.", init: { status: 403 } });
    expect(lines).toEqual([]);
  });

  it("throws an unexpected error as a bare 500 and logs it with the request id", async () => {
    const { thrown, lines } = await thrownBy(new Error("boom"));
    expect(thrown).toMatchObject({ data: null, init: { status: 500 } });
    expect(lines).toEqual([expect.objectContaining({ level: 50, req: { id: "req-42" } })]);
  });

  it("leaves a thrown route answer (404 page) alone", async () => {
    const { thrown } = await thrownBy(new Response("Nie znaleziono", { status: 404 }));
    expect(thrown).toBeInstanceOf(Response);
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});

describe("withErrorEdge", () => {
  it("puts every route of a build on the edge, once per build", async () => {
    const page = {
      default: () => null,
      loader: async () => {
        throw outage();
      },
    };
    const build = {
      routes: { "routes/page": { id: "routes/page", path: "strona", module: page } },
    } as unknown as ServerBuild;
    const edged = withErrorEdge(build);
    expect(withErrorEdge(build)).toBe(edged);
    const loader = edged.routes["routes/page"]?.module.loader as unknown as ReturnType<
      typeof throwing
    >;
    const { context } = requestContext();
    await expect(loader(args(context))).rejects.toMatchObject({ init: { status: 503 } });
  });
});
