import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase, withDatabaseName } from "../testing/test-db.ts";
import {
  createEventBus,
  createMemoryBus,
  createPgBus,
  type EventBus,
  type PgEventBus,
  type RealtimeEvent,
} from "./bus.ts";

const log = pino({ level: "silent" });
const event = (n: number): RealtimeEvent => ({
  type: "message",
  conversationId: `00000000-0000-4000-8000-00000000000${n}`,
  messageId: `10000000-0000-4000-8000-00000000000${n}`,
});

/** Collects what a subscriber receives; `next()` waits for the following event. */
function inbox(bus: EventBus, userId: string) {
  const received: RealtimeEvent[] = [];
  const waiters: (() => void)[] = [];
  const unsubscribe = bus.subscribe(userId, (e) => {
    received.push(e);
    for (const w of waiters.splice(0)) w();
  });
  return {
    received,
    unsubscribe,
    async until(count: number, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`timed out with ${received.length} events`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Collects the tables the bus says changed. */
function contentChanges(bus: EventBus) {
  const tables: string[] = [];
  bus.onContentChange((table) => tables.push(table));
  return {
    tables,
    async until(table: string, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (!tables.includes(table)) {
        if (Date.now() > deadline) throw new Error(`no change of ${table}: ${tables.join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

let database: Database;
/** The test database's own URL (NOTIFY reaches listeners of the same database only). */
let databaseUrl: string | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.kind === "postgres" && process.env.TEST_DATABASE_URL) {
    const { rows } = await database.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    databaseUrl = withDatabaseName(process.env.TEST_DATABASE_URL, rows[0].name);
  }
});
afterAll(async () => {
  await database.close();
});

describe("the bus for this test's database", () => {
  it("fans an event out to every subscriber of that user only", async () => {
    const bus = createEventBus({ kind: database.kind, databaseUrl, db: database.db, log });
    try {
      if (database.kind === "postgres") await (bus as PgEventBus).ready();
      else expect(databaseUrl).toBeUndefined();
      const tab1 = inbox(bus, "anna");
      const tab2 = inbox(bus, "anna");
      const other = inbox(bus, "bartek");
      await bus.publish("anna", event(1));
      expect(await tab1.until(1)).toEqual([event(1)]);
      expect(await tab2.until(1)).toEqual([event(1)]);
      tab2.unsubscribe();
      await bus.publish("anna", event(2));
      await tab1.until(2);
      await settle();
      expect(tab2.received).toHaveLength(1);
      expect(other.received).toEqual([]);
    } finally {
      await bus.close();
    }
  });

  it("tells of a change in public content when it commits, and not of a counted view", async () => {
    const bus = createEventBus({
      kind: database.kind,
      databaseUrl,
      db: database.db,
      log,
      listen: database.listen,
    });
    try {
      if (database.kind === "postgres") await (bus as PgEventBus).ready();
      const owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
      const changes = contentChanges(bus);
      const [listing] = await database.db
        .insert(properties)
        .values({
          userId: owner.id,
          title: "Mieszkanie przy Rynku",
          price: 350_000,
          area: 48,
          type: "mieszkanie",
          location: "lezajsk",
        })
        .returning({ id: properties.id });
      await changes.until("properties");
      changes.tables.length = 0;
      await database.db.execute(
        sql`update properties set views = views + 1 where id = ${listing.id}`,
      );
      await settle();
      expect(changes.tables).toEqual([]);
      await database.db.execute(sql`update properties set price = 340000 where id = ${listing.id}`);
      await changes.until("properties");
    } finally {
      await bus.close();
    }
  });

  it("refuses a payload over the NOTIFY limit: ids only, never content", async () => {
    const bus = createMemoryBus();
    await expect(
      bus.publish("anna", {
        type: "message",
        conversationId: "x".repeat(9_000),
        messageId: "m",
      }),
    ).rejects.toThrow(/too large/);
    await bus.close();
  });

  it("ends open streams on close", async () => {
    const bus = createMemoryBus();
    let ended = 0;
    bus.onClose(() => ended++);
    const stop = bus.onClose(() => ended++);
    stop();
    await bus.close();
    expect(ended).toBe(1);
    expect(bus.isLive()).toBe(false);
  });

  it("gives up after bounded retries: not live, open streams ended", async () => {
    const bus = createPgBus({
      connectionString: "postgres://nobody@127.0.0.1:1/none",
      db: database.db,
      log,
      maxAttempts: 2,
      retryDelayMs: 10,
    });
    let ended = false;
    bus.onClose(() => {
      ended = true;
    });
    const deadline = Date.now() + 5_000;
    while (bus.isLive() && Date.now() < deadline) await settle();
    expect(bus.isLive()).toBe(false);
    expect(ended).toBe(true);
    await bus.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL: two processes", () => {
  it("delivers what one process publishes to the other's subscribers", async () => {
    const channel = `okolica_test_${Math.random().toString(36).slice(2, 8)}`;
    const url = databaseUrl as string;
    // Two processes = two buses with their own LISTEN connections and their own pools.
    const poolB = new pg.Pool({ connectionString: url, max: 1 });
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const a = createPgBus({ connectionString: url, db: database.db, log, channel });
    const b = createPgBus({
      connectionString: url,
      db: drizzle({ client: poolB }) as never,
      log,
      channel,
    });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const onB = inbox(b, "anna");
      const onA = inbox(a, "anna");
      const bartekOnB = inbox(b, "bartek");
      await a.publish("anna", event(1));
      expect(await onB.until(1)).toEqual([event(1)]);
      expect(await onA.until(1)).toEqual([event(1)]);
      await b.publish("bartek", event(2));
      expect(await bartekOnB.until(1)).toEqual([event(2)]);
      await settle();
      expect(onB.received).toHaveLength(1);
      // A content change committed through one process's pool reaches the other's cache.
      const changesOnB = contentChanges(b);
      await database.db.execute(sql`insert into site_settings (key, value) values ('max_photos_per_listing', '10')
        on conflict (key) do update set value = '5'`);
      await changesOnB.until("site_settings");
    } finally {
      await Promise.all([a.close(), b.close()]);
      await poolB.end();
    }
  });

  it("reconnects when its LISTEN connection is killed, and tells subscribers to resync", async () => {
    const channel = `okolica_test_${Math.random().toString(36).slice(2, 8)}`;
    const url = databaseUrl as string;
    const bus = createPgBus({
      connectionString: url,
      db: database.db,
      log,
      channel,
      retryDelayMs: 50,
    });
    try {
      await bus.ready();
      const anna = inbox(bus, "anna");
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${bus.applicationName}`,
      );
      expect(await anna.until(1)).toEqual([{ type: "resync" }]);
      expect(bus.isLive()).toBe(true);
      await bus.publish("anna", event(3));
      expect(await anna.until(2)).toEqual([{ type: "resync" }, event(3)]);
    } finally {
      await bus.close();
    }
  });
});
