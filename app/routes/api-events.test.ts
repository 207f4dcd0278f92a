import { signedUpUser, signIn } from "@server/accounts/profile-test-helpers";
import type { Auth } from "@server/auth/auth";
import type { Database } from "@server/db/client";
import { conversations, messages } from "@server/db/schema";
import { createMemoryBus, type EventBus } from "@server/realtime/bus";
import { MAX_STREAMS_PER_USER, openStreamCount } from "@server/realtime/event-stream";
import { createTestUser, TEST_BASE_URL } from "@server/testing/factories";
import { withTestDatabase } from "@server/testing/test-db";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeOnEdge } from "~/http/error-edge.server";
import { testRouterContext } from "~/http/testing/router-context.server";
import type { Route } from "./+types/api-events";
import * as eventsRoute from "./api-events";

/** GET /api/wydarzenia as the server calls it (on the error edge): real session, database, bus. */
const { loader } = routeOnEdge(eventsRoute);

let database: Database;
let auth: Auth;
let bus: EventBus;

withTestDatabase((opened) => ({ database, auth } = opened));
beforeAll(async () => {
  bus = createMemoryBus();
});
afterAll(async () => {
  await bus.close();
});

function context(): RouterContextProvider {
  return testRouterContext({ db: database.db, auth, bus });
}

async function open(headers: Headers) {
  const abort = new AbortController();
  const request = new Request(`${TEST_BASE_URL}/api/wydarzenia`, {
    headers,
    signal: abort.signal,
  });
  const response = (await loader?.({
    request,
    context: context(),
    params: {},
  } as unknown as Route.LoaderArgs)) as Response;
  const stream = response.ok && response.body;
  return { response, abort, events: stream ? readEvents(stream) : null };
}

/** Parses the stream into { event, data } records as an EventSource would. */
function readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body
    .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
    .getReader();
  let buffer = "";
  return {
    raw: () => buffer,
    async next(): Promise<{ event: string; data: unknown }> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split("\n");
          const event = lines.find((l) => l.startsWith("event: "))?.slice(7);
          const data = lines.find((l) => l.startsWith("data: "))?.slice(6);
          if (event && data !== undefined) return { event, data: JSON.parse(data) };
          continue; // retry: or a heartbeat comment
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += value;
      }
    },
    async ended(): Promise<boolean> {
      for (;;) {
        const { done } = await reader.read();
        if (done) return true;
      }
    },
  };
}

async function unreadMessageTo(recipientId: string) {
  const sender = await createTestUser(database.db);
  const [a, b] = [sender.id, recipientId].sort();
  const [conversation] = await database.db
    .insert(conversations)
    .values({ userAId: a, userBId: b, subjectTitle: "Dom w Leżajsku" })
    .returning();
  const [message] = await database.db
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: sender.id,
      recipientId,
      subject: "Pytanie",
      content: "Czy aktualne?",
    })
    .returning();
  return { conversationId: conversation.id, messageId: message.id };
}

describe("GET /api/wydarzenia", () => {
  it("answers an anonymous visitor 401, no stream", async () => {
    const { response } = await open(new Headers());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthenticated", message: "Musisz być zalogowany." },
    });
  });

  it("streams the unread count, then each message event with a fresh count", async () => {
    const user = await signedUpUser(database.db, auth);
    await unreadMessageTo(user.id);
    const { response, abort, events } = await open(await signIn(auth, user.email));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toContain("no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    if (!events) throw new Error("no body");

    expect(await events.next()).toEqual({
      event: "unread",
      data: { count: 1, at: expect.any(Number) },
    });
    expect(events.raw()).not.toContain("Czy aktualne");

    const sent = await unreadMessageTo(user.id);
    await bus.publish(user.id, { type: "message", ...sent });
    expect(await events.next()).toEqual({ event: "message", data: sent });
    expect(await events.next()).toEqual({
      event: "unread",
      data: { count: 2, at: expect.any(Number) },
    });

    // Another user's events never reach this stream.
    const other = await createTestUser(database.db);
    await bus.publish(other.id, { type: "message", ...sent });

    expect(openStreamCount(user.id)).toBe(1);
    abort.abort();
    expect(await events.ended()).toBe(true);
    expect(openStreamCount(user.id)).toBe(0);
  });

  it("allows a bounded number of streams per user (429 beyond), freed on disconnect", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await open(headers));
    expect(streams.every((s) => s.response.status === 200)).toBe(true);
    const refused = (await open(headers)).response;
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    streams[0].abort.abort();
    await streams[0].events?.ended();
    const again = await open(headers);
    expect(again.response.status).toBe(200);
    for (const s of [...streams.slice(1), again]) s.abort.abort();
    expect(openStreamCount(user.id)).toBe(0);
  });

  it("ends open streams when the bus closes (shutdown), then answers 503", async () => {
    const own = createMemoryBus();
    const previous = bus;
    bus = own;
    try {
      const user = await signedUpUser(database.db, auth);
      const headers = await signIn(auth, user.email);
      const { events } = await open(headers);
      await events?.next();
      await own.close();
      expect(await events?.ended()).toBe(true);
      const refused = (await open(headers)).response;
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toMatchObject({ error: { code: "unavailable" } });
    } finally {
      bus = previous;
    }
  });
});
