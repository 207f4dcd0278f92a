import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { UNAVAILABLE_MESSAGE } from "./unavailable.ts";
import {
  databaseUnavailableMiddleware,
  markDatabaseUnavailable,
  unexpectedFailure,
} from "./unavailable-answer.ts";

/** Runs the middleware on a request to `path` whose handler answered `answer`. */
async function through(path: string, answer: Response, unavailable: boolean) {
  const context = new RouterContextProvider();
  if (unavailable) markDatabaseUnavailable(context);
  const request = new Request(`http://okolica.test${path}`);
  return (await databaseUnavailableMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: "" } as never,
    async () => answer,
  )) as Response;
}

const serverError = () => new Response("Unexpected Server Error", { status: 500 });

describe("databaseUnavailableMiddleware", () => {
  it("answers a client navigation that met the outage with a 503 and the Polish text", async () => {
    const response = await through("/search.data?locations=lezajsk", serverError(), true);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(response.headers.has("X-Remix-Response")).toBe(false);
    expect(await response.text()).toBe(UNAVAILABLE_MESSAGE);
  });

  it("answers the JSON API with a 503 and { error }", async () => {
    const response = await through("/api/nieruchomosci/1/wyswietlenie", serverError(), true);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
  });

  it("leaves other failures, and pages, as they are", async () => {
    expect((await through("/search.data", serverError(), false)).status).toBe(500);
    const page = new Response("<!DOCTYPE html>", {
      status: 500,
      headers: { "Content-Type": "text/html" },
    });
    expect(await through("/search", page, true)).toBe(page);
  });
});

describe("unexpectedFailure", () => {
  it("is a 503 with the shared message when the database could not be reached", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const wrapped = new Error("Failed query: select 1", { cause: refused });
    expect(unexpectedFailure(wrapped, "Nie udało się zaktualizować profilu.")).toEqual({
      status: 503,
      message: UNAVAILABLE_MESSAGE,
      headers: { "Retry-After": "5", "Cache-Control": "no-store" },
    });
  });

  it("is a 500 with the action's own message otherwise", () => {
    expect(unexpectedFailure(new Error("boom"), "Nie udało się zaktualizować profilu.")).toEqual({
      status: 500,
      message: "Nie udało się zaktualizować profilu.",
      headers: {},
    });
  });
});
