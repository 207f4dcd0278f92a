import { describe, expect, it } from "vitest";
import * as attachment from "./api-attachment";
import * as events from "./api-events";
import * as importProperties from "./api-import-properties";
import * as listingArchive from "./api-listing-archive";
import * as listingView from "./api-listing-view";
import * as messages from "./api-messages";
import * as serviceMoved from "./api-service-moved";
import * as servicePhone from "./api-service-phone";
import * as serviceView from "./api-service-view";

/**
 * Every /api route answers a method it does not take with 405, the Allow header HTTP requires
 * and a Polish message — never React Router's own 400 'Unexpected Server Error', which is what
 * a GET to a route without a loader (or a POST to one without an action) used to get. The
 * refusal comes before anything else, so no database or session is needed here.
 */
type Handler = (args: { request: Request; params: object; context: never }) => unknown;

const postOnly: [string, { loader?: unknown; action?: unknown }][] = [
  ["/api/wiadomosci", messages],
  ["/api/uslugi/1/telefon", servicePhone],
  ["/api/uslugi/1/wyswietlenie", serviceView],
  ["/api/nieruchomosci/1/wyswietlenie", listingView],
  ["/api/nieruchomosci/1/archiwizuj", listingArchive],
  ["/api/import-properties", importProperties],
];
const getOnly: [string, { loader?: unknown; action?: unknown }][] = [
  ["/api/zalaczniki/1", attachment],
  ["/api/wydarzenia", events],
];

async function call(handler: unknown, path: string, method: string) {
  expect(handler, `${method} ${path} has a handler`).toBeTypeOf("function");
  const request = new Request(`http://localhost${path}`, { method });
  const response = (await (handler as Handler)({
    request,
    params: { id: "1" },
    context: undefined as never,
  })) as Response;
  const body = (await response.json()) as {
    error: string | { code: string; message: string };
    code?: string;
  };
  // The import API answers in its spec's shape, the others in the site's envelope.
  const error =
    typeof body.error === "string" ? { code: body.code, message: body.error } : body.error;
  expect(error.code).toBe("method_not_allowed");
  return {
    status: response.status,
    allow: response.headers.get("allow"),
    message: error.message,
  };
}

describe("methods an API route does not take", () => {
  it.each(postOnly)("GET %s answers 405 in Polish with Allow: POST", async (path, mod) => {
    expect(await call(mod.loader, path, "GET")).toEqual({
      status: 405,
      allow: "POST",
      message: "Dozwolona jest tylko metoda POST.",
    });
  });

  it.each(postOnly)("PUT %s answers 405 too", async (path, mod) => {
    expect(await call(mod.action, path, "PUT")).toMatchObject({ status: 405, allow: "POST" });
  });

  it.each(getOnly)("POST %s answers 405 in Polish with Allow: GET", async (path, mod) => {
    expect(await call(mod.action, path, "POST")).toEqual({
      status: 405,
      allow: "GET",
      message: "Dozwolona jest tylko metoda GET.",
    });
  });
});

describe("the services' English API addresses", () => {
  it.each([
    ["GET", "view", "wyswietlenie"],
    ["POST", "view", "wyswietlenie"],
    ["GET", "phone", "telefon"],
    ["POST", "phone", "telefon"],
  ])("%s /api/services/{id}/%s answers 308 to /api/uslugi/{id}/%s", async (method, old, now) => {
    const id = "5f0c1a9e-2b7d-4c3e-9a1f-0d2e3c4b5a69";
    const request = new Request(`http://localhost/api/services/${id}/${old}`, { method });
    const handler: unknown = method === "GET" ? serviceMoved.loader : serviceMoved.action;
    const response = (await (handler as Handler)({
      request,
      params: { id },
      context: undefined as never,
    })) as Response;
    expect([response.status, response.headers.get("location")]).toEqual([
      308,
      `/api/uslugi/${id}/${now}`,
    ]);
  });
});
