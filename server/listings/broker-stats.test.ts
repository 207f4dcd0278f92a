import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database, Db } from "../db/client.ts";
import { conversations, messages, properties, propertyDailyViews } from "../db/schema.ts";
import { isAppError } from "../errors.ts";
import { createListing } from "../messages/test-helpers.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { getBrokerStats } from "./broker-stats.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** Noon in Warsaw on 2026-03-15: "today" for the per-day series. */
const NOW = new Date("2026-03-15T11:00:00Z");

async function listingWithViews(db: Db, userId: string, title: string, views: number) {
  const row = await createListing(db, userId, title);
  await db.update(properties).set({ views }).where(eq(properties.id, row.id));
  return row;
}

/** `count` messages from `from` to `to` in one conversation. */
async function sendMessages(db: Db, from: Actor, to: Actor, count: number, propertyId?: string) {
  const [conversation] = await db
    .insert(conversations)
    .values({ userAId: from.id, userBId: to.id, propertyId: propertyId ?? null })
    .returning();
  if (!conversation) throw new Error("no conversation");
  for (let i = 0; i < count; i++) {
    await db.insert(messages).values({
      conversationId: conversation.id,
      senderId: from.id,
      recipientId: to.id,
      propertyId: propertyId ?? null,
      content: `Wiadomość ${i + 1}`,
    });
  }
}

describe("getBrokerStats", () => {
  it("computes the figures for the signed-in broker only", async () => {
    const { db } = database;
    const broker = await createTestUser(db, { roles: ["posrednik"] });
    const other = await createTestUser(db, { roles: ["posrednik"] });
    const client = await createTestUser(db);

    const a = await listingWithViews(db, broker.id, "Dom Alfa", 30);
    const b = await listingWithViews(db, broker.id, "Mieszkanie Beta", 12);
    const c = await listingWithViews(db, broker.id, "Działka Gamma", 0);
    await db.update(properties).set({ isArchived: true }).where(eq(properties.id, c.id));
    const foreign = await listingWithViews(db, other.id, "Cudzy dom", 500);

    // 5 messages to the broker, 1 from the broker (not received), 7 to the other broker.
    await sendMessages(db, client, broker, 3, a.id);
    await sendMessages(db, other, broker, 2, b.id);
    await sendMessages(db, broker, client, 1);
    await sendMessages(db, client, other, 7, foreign.id);

    await db.insert(propertyDailyViews).values([
      { propertyId: a.id, day: "2026-03-15", views: 4 },
      { propertyId: b.id, day: "2026-03-15", views: 1 },
      { propertyId: a.id, day: "2026-03-01", views: 2 },
      { propertyId: b.id, day: "2026-02-14", views: 6 }, // first day of the 30
      { propertyId: a.id, day: "2026-02-13", views: 9 }, // one day too old
      { propertyId: foreign.id, day: "2026-03-15", views: 100 },
    ]);

    const stats = await getBrokerStats({ db, actor: broker }, { now: NOW });
    // 3 listings, 30 + 12 + 0 = 42 views, 5 received, 42 / 3 = 14 → średnia, 5 / 3 = 166.7 %.
    expect(stats.listingCount).toBe(3);
    expect(stats.totalViews).toBe(42);
    expect(stats.messagesReceived).toBe(5);
    expect(stats.averageViews).toBe(14);
    expect(stats.interestRatio).toBe(166.7);
    expect(stats.activity).toBe("średnia");

    expect(stats.daily).toHaveLength(30);
    expect(stats.daily[0]).toEqual({ day: "2026-02-14", views: 6 });
    expect(stats.daily[29]).toEqual({ day: "2026-03-15", views: 5 });
    expect(stats.daily.find((d) => d.day === "2026-03-01")?.views).toBe(2);
    expect(stats.daily.reduce((sum, d) => sum + d.views, 0)).toBe(13);

    // Default order: views, descending; the other broker's listing is not there.
    expect(stats.listings.map((l) => [l.title, l.views, l.recentViews])).toEqual([
      ["Dom Alfa", 30, 6],
      ["Mieszkanie Beta", 12, 7],
      ["Działka Gamma", 0, 0],
    ]);
    expect(stats.listings[2]?.isArchived).toBe(true);

    const byTitle = await getBrokerStats({ db, actor: broker }, { sort: "title", now: NOW });
    expect(byTitle.sort).toBe("title");
    expect(byTitle.dir).toBe("asc");
    expect(byTitle.listings.map((l) => l.title)).toEqual([
      "Dom Alfa",
      "Działka Gamma",
      "Mieszkanie Beta",
    ]);
    const byRecent = await getBrokerStats(
      { db, actor: broker },
      { sort: "recent", dir: "desc", now: NOW },
    );
    expect(byRecent.listings.map((l) => l.title)).toEqual([
      "Mieszkanie Beta",
      "Dom Alfa",
      "Działka Gamma",
    ]);
    const viewsAsc = await getBrokerStats({ db, actor: broker }, { sort: "views", dir: "asc" });
    expect(viewsAsc.listings.map((l) => l.views)).toEqual([0, 12, 30]);

    // An unknown column falls back to the default instead of reaching SQL.
    const bogus = await getBrokerStats(
      { db, actor: broker },
      { sort: "views; drop table properties", dir: "sideways" },
    );
    expect(bogus.sort).toBe("views");
    expect(bogus.dir).toBe("desc");

    const theirs = await getBrokerStats({ db, actor: other }, { now: NOW });
    expect(theirs.listingCount).toBe(1);
    expect(theirs.totalViews).toBe(500);
    expect(theirs.messagesReceived).toBe(7);
    expect(theirs.listings.map((l) => l.title)).toEqual(["Cudzy dom"]);
    expect(theirs.daily[29]?.views).toBe(100);
  });

  it("answers zeros without listings", async () => {
    const { db } = database;
    const broker = await createTestUser(db, { roles: ["posrednik"] });
    const client = await createTestUser(db);
    await sendMessages(db, client, broker, 2);
    const stats = await getBrokerStats({ db, actor: broker }, { now: NOW });
    expect(stats).toMatchObject({
      listingCount: 0,
      totalViews: 0,
      messagesReceived: 2,
      averageViews: 0,
      interestRatio: 0,
      activity: "niska",
      listings: [],
    });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.every((d) => d.views === 0)).toBe(true);
  });

  it.each([
    [20, "średnia"],
    [21, "wysoka"],
    [10, "niska"],
    [11, "średnia"],
  ] as const)("an average of %i views is '%s' activity", async (average, activity) => {
    const { db } = database;
    const broker = await createTestUser(db, { roles: ["posrednik"] });
    // Two listings whose views average exactly `average`.
    await listingWithViews(db, broker.id, "Pierwsze", average - 1);
    await listingWithViews(db, broker.id, "Drugie", average + 1);
    const stats = await getBrokerStats({ db, actor: broker }, { now: NOW });
    expect(stats.averageViews).toBe(average);
    expect(stats.activity).toBe(activity);
  });

  it("refuses an anonymous caller", async () => {
    const error = await getBrokerStats({ db: database.db, actor: null }).catch((e) => e);
    expect(isAppError(error) && error.code).toBe("forbidden");
  });
});
