import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "../../app/http/context.ts";
import { getActor } from "../../app/http/guards.ts";
import { ACCOUNT_DEACTIVATED, type Auth } from "../auth/auth.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { profiles, sessions } from "../db/schema.ts";
import { createContentMemo } from "../page-cache/content-memo.ts";
import { createMemoryBus } from "../realtime/bus.ts";
import { createTestAuth, createTestMailer, TEST_BASE_URL } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { endSessions } from "./end-sessions.ts";
import { signedUpUser, signIn } from "./profile-test-helpers.ts";

let database: Database;
let auth: Auth;

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createTestAuth(database.db);
});
afterAll(() => database.close());

/** A request's router context as server/app.ts builds it: getActor runs for real. */
function requestContext() {
  const context = new RouterContextProvider();
  const bus = createMemoryBus();
  context.set(appContext, {
    db: database.db,
    auth,
    mailer: createTestMailer().mailer,
    bus,
    notifyMessage: async () => {},
    contentMemo: createContentMemo(bus, database.db),
    log: pino({ level: "silent" }),
    nonce: "test",
    clientIp: "127.0.0.1",
    config: { baseUrl: TEST_BASE_URL } as AppContext["config"],
  });
  return context;
}

const pageRequest = (headers: Headers) => new Request(`${TEST_BASE_URL}/profil`, { headers });

async function deactivate(userId: string) {
  await database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, userId));
}

describe("deactivated accounts", () => {
  it("an existing session stops working at once, and signing in again is refused", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    expect((await getActor(requestContext(), pageRequest(headers)))?.id).toBe(user.id);

    await deactivate(user.id);

    // The very next request (a new context) has no actor, though the session row still exists.
    expect(await getActor(requestContext(), pageRequest(headers))).toBeNull();
    const error = await signIn(auth, user.email).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).body?.code).toBe(ACCOUNT_DEACTIVATED);
    expect(await getActor(requestContext(), pageRequest(headers))).toBeNull();
  });

  it("endSessions deletes the user's sessions and only theirs", async () => {
    const user = await signedUpUser(database.db, auth);
    const other = await signedUpUser(database.db, auth);
    const first = await signIn(auth, user.email);
    await signIn(auth, user.email);
    const others = await signIn(auth, other.email);

    await deactivate(user.id);
    expect(await endSessions(database.db, user.id)).toBe(2);

    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect(await auth.api.getSession({ headers: first })).toBeNull();
    expect((await auth.api.getSession({ headers: others }))?.user.id).toBe(other.id);
    expect((await getActor(requestContext(), pageRequest(others)))?.id).toBe(other.id);
  });
});
