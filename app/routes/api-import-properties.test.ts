import { IMPORT_USER_ID } from "@server/accounts/import-account";
import { signedUpUser, signIn } from "@server/accounts/profile-test-helpers";
import { createApiToken, revokeApiToken } from "@server/admin/api-tokens";
import type { Actor } from "@server/auth/actor";
import type { Auth } from "@server/auth/auth";
import type { Config } from "@server/config";
import type { AppContext } from "@server/context";
import type { Database } from "@server/db/client";
import { properties, rateLimits, userRoles } from "@server/db/schema";
import type { ImportPolicy } from "@server/import/fetch-remote";
import { importAllowedHosts } from "@server/import/import-policy";
import { OTODOM_SEARCH_URL, otodomSearchPages } from "@server/import/test-portal";
import { startTestSite, type TestSite } from "@server/import/test-site";
import { createTestAuth, createTestUser, TEST_BASE_URL } from "@server/testing/factories";
import { createTestDatabase } from "@server/testing/test-db";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appContext } from "~/http/context.server";
import { routeOnEdge } from "~/http/error-edge.server";
import type { Route } from "./+types/api-import-properties";
import * as importRoute from "./api-import-properties";

/** The route on the error edge, as the server runs it. */
const { action } = routeOnEdge(importRoute);
const { loader } = importRoute;

/** The spec's error answer, `{error: "<text>"}`, with the code beside the text. */
const refusal = (code: string, message: string) => ({ error: message, code });

/** POST /api/import-properties as the server calls it, against a local stand-in Otodom. */

let database: Database;
let auth: Auth;
let site: TestSite;
let policy: ImportPolicy;
let admin: Actor;
let adminToken: string;
const pages = otodomSearchPages();

beforeAll(async () => {
  site = await startTestSite(["www.otodom.pl"], (request, response) => {
    const html = { "content-type": "text/html; charset=utf-8" };
    const url = new URL(request.url ?? "/", "https://www.otodom.pl");
    const listing = pages.listing(url.pathname.replace("/pl/oferta/", ""));
    if (url.href === OTODOM_SEARCH_URL) return void response.writeHead(200, html).end(pages.search);
    if (listing) return void response.writeHead(200, html).end(listing);
    response.writeHead(404, html).end("Nie ma");
  });
  policy = {
    allowedHosts: importAllowedHosts(),
    hostOverrides: { "www.otodom.pl": { host: "127.0.0.1", port: site.port } },
    ca: site.ca,
    resolve: () => Promise.reject(new Error("This test expects no DNS lookup")),
  };
  database = await createTestDatabase();
  auth = createTestAuth(database.db);
  admin = await createTestUser(database.db, { roles: ["administrator"] });
  adminToken = (await createApiToken({ db: database.db, actor: admin }, "Import")).token;
});
afterAll(async () => {
  await site.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(properties);
  await database.db.delete(rateLimits);
});

/** The app's context as the route reads it, with the stand-in portal's policy. */
function context(): RouterContextProvider {
  const ctx = new RouterContextProvider();
  const app: Partial<AppContext> & { importPolicy: ImportPolicy } = {
    db: database.db,
    auth,
    config: { baseUrl: TEST_BASE_URL } as Config,
    log: pino({ level: "silent" }),
    nonce: "test",
    clientIp: "192.0.2.1",
    importPolicy: policy,
  };
  ctx.set(appContext, app as AppContext);
  return ctx;
}

const body = { portal: "otodom", url: OTODOM_SEARCH_URL, limit: 10 };

async function post(headers: Record<string, string>, payload: unknown = body, method = "POST") {
  const request = new Request(`${TEST_BASE_URL}/api/import-properties`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
  const response = (await action?.({
    request,
    context: context(),
    params: {},
  } as unknown as Route.ActionArgs)) as Response;
  return { status: response.status, body: await response.json() };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new signed-up user's session cookie, with the administrator role or none. */
async function session(administrator: boolean): Promise<Record<string, string>> {
  const user = await signedUpUser(database.db, auth);
  if (administrator) {
    await database.db.insert(userRoles).values({ userId: user.id, role: "administrator" });
  }
  return Object.fromEntries(await signIn(auth, user.email));
}

async function importedCount(): Promise<number> {
  const rows = await database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.userId, IMPORT_USER_ID));
  return rows.length;
}

describe("POST /api/import-properties", () => {
  it("imports with an administrator's token: {imported, total}, listings of the Import account", async () => {
    expect(await post(bearer(adminToken))).toEqual({
      status: 200,
      body: { imported: 6, total: 6 },
    });
    expect(await importedCount()).toBe(6);
    expect(await post(bearer(adminToken), { ...body, limit: 5 })).toEqual({
      status: 200,
      body: { imported: 0, total: 5 },
    });
  });

  it("imports with an administrator's session, the limit defaulting to 10", async () => {
    const { portal, url } = body;
    expect(await post(await session(true), { portal, url })).toEqual({
      status: 200,
      body: { imported: 6, total: 6 },
    });
  });

  it("answers 401 without a token or session, or with an unknown or revoked token", async () => {
    const signedOut = refusal(
      "unauthenticated",
      "Musisz być zalogowany aby importować ogłoszenia.",
    );
    const invalid = refusal("unauthenticated", "Nieprawidłowy lub unieważniony token API.");
    expect(await post({})).toEqual({ status: 401, body: signedOut });
    expect(await post(bearer(`okl_${"A".repeat(43)}`))).toEqual({ status: 401, body: invalid });
    expect(await post({ authorization: `Basic ${adminToken}` })).toEqual({
      status: 401,
      body: invalid,
    });

    const other = await createApiToken({ db: database.db, actor: admin }, "Do unieważnienia");
    await revokeApiToken({ db: database.db, actor: admin }, other.id);
    expect(await post(bearer(other.token))).toEqual({ status: 401, body: invalid });
    expect(await importedCount()).toBe(0);
  });

  it("answers 403 to a non-administrator's token or session", async () => {
    const forbidden = {
      status: 403,
      body: refusal("forbidden", "Brak uprawnień do importu ogłoszeń."),
    };
    const former = await createTestUser(database.db, { roles: ["administrator", "posrednik"] });
    const { token } = await createApiToken({ db: database.db, actor: former }, "Stary");
    await database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, former.id), eq(userRoles.role, "administrator")));
    expect(await post(bearer(token))).toEqual(forbidden);
    expect(await post(await session(false))).toEqual(forbidden);
    expect(await importedCount()).toBe(0);
  });

  it("answers 400 with a Polish reason to a bad body, 413 to a huge one", async () => {
    const token = bearer(adminToken);
    expect(await post(token, "{nie json")).toEqual({
      status: 400,
      body: refusal("invalid", "Wyślij dane jako JSON: {portal, url, limit}."),
    });
    expect(await post({ ...token, "content-type": "text/plain" })).toEqual({
      status: 400,
      body: refusal("invalid", "Wyślij dane jako JSON: {portal, url, limit}."),
    });
    expect(await post(token, { ...body, limit: 100 })).toEqual({
      status: 400,
      body: refusal("invalid", "Liczba ogłoszeń musi wynosić 5, 10, 25 lub 50."),
    });
    expect(await post(token, { ...body, url: "https://example.com/wyniki" })).toEqual({
      status: 400,
      body: refusal("invalid", "Ten adres nie jest stroną portalu Otodom."),
    });
    expect(
      await post(token, { ...body, url: `${OTODOM_SEARCH_URL}?q=${"x".repeat(9000)}` }),
    ).toEqual({ status: 413, body: refusal("too_large", "Za duże zapytanie.") });
  });

  it("answers 502 when the portal's page cannot be read", async () => {
    expect(
      await post(bearer(adminToken), { ...body, url: "https://www.otodom.pl/pl/wyniki/brak" }),
    ).toEqual({
      status: 502,
      body: refusal("upstream", "Nie znaleziono strony wyników wyszukiwania (HTTP 404)."),
    });
  });

  it("answers 405 to anything but POST", async () => {
    const methodNotAllowed = {
      status: 405,
      body: refusal("method_not_allowed", "Dozwolona jest tylko metoda POST."),
    };
    expect(await post(bearer(adminToken), body, "PUT")).toEqual(methodNotAllowed);
    const response = loader();
    expect(response.headers.get("allow")).toBe("POST");
    expect({ status: response.status, body: await response.json() }).toEqual(methodNotAllowed);
  });
});
