import { signedUpUser, signIn } from "@server/accounts/profile-test-helpers";
import { freshActors } from "@server/auth/actor-memo";
import type { Auth } from "@server/auth/auth";
import type { Config } from "@server/config";
import type { AppContext } from "@server/context";
import type { Database } from "@server/db/client";
import { userRoles } from "@server/db/schema";
import { TEST_BASE_URL } from "@server/testing/factories";
import { withTestDatabase } from "@server/testing/test-db";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appContext } from "~/http/context.server";
import { routeOnEdge } from "~/http/error-edge.server";
import type { Route } from "./+types/admin-moderation-figures";
import * as csvRoute from "./admin-moderation-figures";

/** The route on the error edge, as the server runs it. */
const { loader } = routeOnEdge(csvRoute);
const PATH = "/admin/przejrzystosc.csv";

let database: Database;
let auth: Auth;

withTestDatabase((opened) => ({ database, auth } = opened));

function context(): RouterContextProvider {
  const ctx = new RouterContextProvider();
  const app: Partial<AppContext> = {
    db: database.db,
    auth,
    config: { baseUrl: TEST_BASE_URL } as Config,
    log: pino({ level: "silent" }),
    actors: freshActors,
    nonce: "test",
    clientIp: "192.0.2.1",
  };
  ctx.set(appContext, app as AppContext);
  return ctx;
}

/** A signed-in session's cookie: an administrator's or an ordinary user's. */
async function session(administrator: boolean): Promise<Headers> {
  const user = await signedUpUser(database.db, auth);
  if (administrator) {
    await database.db.insert(userRoles).values({ userId: user.id, role: "administrator" });
  }
  return signIn(auth, user.email);
}

/** What the loader answers or throws (a redirect, the layout's 403), as one Response-like. */
async function get(headers: Headers = new Headers()) {
  const request = new Request(`${TEST_BASE_URL}${PATH}`, { headers });
  const answer = await Promise.resolve(
    loader({ request, context: context(), params: {} } as unknown as Route.LoaderArgs),
  ).catch((thrown: unknown) => thrown);
  if (answer instanceof Response) return answer;
  // requireRole's refusal: React Router's data(…, { status: 403 }).
  return { status: (answer as { init?: { status?: number } }).init?.status, headers: null };
}

describe("GET /admin/przejrzystosc.csv", () => {
  it("sends a visitor to sign in and back", async () => {
    const answer = await get();
    expect(answer.status).toBe(302);
    expect(answer.headers?.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(PATH)}`);
  });

  it("refuses a signed-in user who is not an administrator", async () => {
    expect((await get(await session(false))).status).toBe(403);
  });

  it("gives an administrator the CSV as a private download named by today's date", async () => {
    const answer = (await get(await session(true))) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="okolica-przejrzystosc-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // The UTF-8 byte order mark, then the Polish header.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.startsWith("Miesiąc;Zgłoszenia użytkowników;")).toBe(true);
    expect(text.split("\r\n")).toHaveLength(15);
  });

  it("takes no POST", async () => {
    const answer = csvRoute.action();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET");
  });
});
