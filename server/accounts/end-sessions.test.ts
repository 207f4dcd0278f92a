import { APIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, onTestFinished } from "vitest";
import { appContext } from "../../app/http/context.server.ts";
import { getActor } from "../../app/http/guards.server.ts";
import { createActorMemo } from "../auth/actor-memo.ts";
import { ACCOUNT_DEACTIVATED, type Auth } from "../auth/auth.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { profiles, sessions, userRoles } from "../db/schema.ts";
import { createContentMemo } from "../page-cache/content-memo.ts";
import { createEventBus, createMemoryBus, type PgEventBus } from "../realtime/bus.ts";
import { createTestMailer, TEST_BASE_URL } from "../testing/factories.ts";
import { withDatabaseName, withTestDatabase } from "../testing/test-db.ts";
import { endSessions } from "./end-sessions.ts";
import { signedUpUser, signIn } from "./profile-test-helpers.ts";

let database: Database;
let auth: Auth;

withTestDatabase((opened) => ({ database, auth } = opened));

/**
 * A request's router context as server/app.ts builds it: getActor runs for real. Requests made
 * with the same `process` share its bus (told of the database's changes) and its memo of
 * signed-in users, as one server process's requests do.
 */
function requestContext(process = aloneProcess()) {
  const context = new RouterContextProvider();
  const { bus, actors } = process;
  context.set(appContext, {
    db: database.db,
    auth,
    mailer: createTestMailer().mailer,
    bus,
    notifyMessage: async () => {},
    contentMemo: createContentMemo(bus, database.db),
    actors,
    log: pino({ level: "silent" }),
    nonce: "test",
    clientIp: "127.0.0.1",
    config: { baseUrl: TEST_BASE_URL } as AppContext["config"],
  });
  return context;
}

/** A process of its own for one request: nothing remembered from before. */
function aloneProcess() {
  const bus = createMemoryBus();
  return { bus, actors: createActorMemo(bus) };
}

/** A server process: its bus hears the database's changes as the server's does. */
async function serverProcess() {
  let databaseUrl: string | undefined;
  if (database.kind === "postgres" && process.env.TEST_DATABASE_URL) {
    const { rows } = await database.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    databaseUrl = withDatabaseName(process.env.TEST_DATABASE_URL, rows[0].name);
  }
  const bus = createEventBus({
    kind: database.kind,
    databaseUrl,
    db: database.db,
    log: pino({ level: "silent" }),
    listen: database.listen,
  });
  if (database.kind === "postgres") await (bus as PgEventBus).ready();
  return { bus, actors: createActorMemo(bus) };
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

  it("a remembered signed-in user is forgotten at once when the session or the account changes", async () => {
    const server = await serverProcess();
    onTestFinished(() => server.bus.close());
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const actorNow = () => getActor(requestContext(server), pageRequest(headers));
    expect((await actorNow())?.roles).toEqual([]);
    expect((await actorNow())?.id).toBe(user.id);

    // A role given by an administrator shows on the next page.
    await database.db.insert(userRoles).values({ userId: user.id, role: "posrednik" });
    await expect.poll(async () => (await actorNow())?.roles).toEqual(["posrednik"]);

    // Deactivated: signed out on the next page, though the session row is still there.
    await deactivate(user.id);
    await expect.poll(actorNow).toBeNull();

    // Signed in again elsewhere, then every session ended (a password change does that).
    await database.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, user.id));
    const again = await signIn(auth, user.email);
    const other = () => getActor(requestContext(server), pageRequest(again));
    await expect.poll(async () => (await other())?.id).toBe(user.id);
    await endSessions(database.db, user.id);
    await expect.poll(other).toBeNull();
  });
});
