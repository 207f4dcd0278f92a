import { rm } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { properties, users } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import {
  conversationSummariesQuery,
  countUnread,
  listConversations,
  openConversation,
} from "./conversations.ts";
import { sendMessage } from "./send-message.ts";
import {
  createListing,
  createService,
  createTestPrivateStorage,
  messageContext,
} from "./test-helpers.ts";

let database: Database;
let storage: Storage;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ dataDir, storage } = await createTestPrivateStorage());
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The plan of a statement, with sequential scans discouraged (tiny tables would pick them). */
async function plan(query: ReturnType<typeof sql>): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
    return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

describe("listConversations", () => {
  it("lists newest first with the other person, the listing and the unread count", async () => {
    const { db } = database;
    const me = await createTestUser(db, { firstName: "Ewa", lastName: "Nowak" });
    const seller = await createTestUser(db, { firstName: "Piotr", lastName: "Sprzedawca" });
    const company = await createTestUser(db, { firstName: "Firma" });
    const listing = await createListing(db, seller.id, "Mieszkanie 3-pokojowe");
    await db
      .update(properties)
      .set({ imageUrl: "/uploads/demo/a.webp" })
      .where(eq(properties.id, listing.id));
    const service = await createService(db, company.id, "Elektryk na telefon");

    const toSeller = await sendMessage(messageContext(db, storage, me), {
      propertyId: listing.id,
      content: "Czy jest balkon?",
      files: [],
    });
    await sendMessage(messageContext(db, storage, seller), {
      conversationId: toSeller.conversationId,
      content: "Tak, od południa.",
      files: [],
    });
    await sendMessage(messageContext(db, storage, seller), {
      conversationId: toSeller.conversationId,
      content: "I piwnica.",
      files: [],
    });
    const toCompany = await sendMessage(messageContext(db, storage, me), {
      serviceId: service.id,
      content: "Proszę o kontakt.",
      files: [],
    });

    const { conversations: list, more } = await listConversations({ db, actor: me });
    expect(list.map((c) => c.id)).toEqual([toCompany.conversationId, toSeller.conversationId]);
    expect(more).toBe(false);
    // A page shorter than the conversations: the newest, and word that older ones exist.
    const firstPage = await listConversations({ db, actor: me }, 1);
    expect(firstPage.conversations.map((c) => c.id)).toEqual([toCompany.conversationId]);
    expect(firstPage.more).toBe(true);
    expect(list[1]).toEqual({
      id: toSeller.conversationId,
      subjectTitle: "Mieszkanie 3-pokojowe",
      property: {
        id: listing.id,
        title: "Mieszkanie 3-pokojowe",
        imageUrl: "/uploads/demo/a.webp",
      },
      service: null,
      other: { id: seller.id, firstName: "Piotr", lastName: "Sprzedawca", avatarUrl: null },
      lastMessageAt: expect.any(Date),
      lastMessagePreview: "I piwnica.",
      unreadCount: 2,
    });
    expect(list[0]).toMatchObject({
      service: { id: service.id, title: "Elektryk na telefon" },
      property: null,
      other: { id: company.id },
      unreadCount: 0,
    });
    expect(list[0].lastMessageAt.getTime()).toBeGreaterThanOrEqual(list[1].lastMessageAt.getTime());
    // The other side sees the same conversation with the opposite person.
    const { conversations: theirs } = await listConversations({ db, actor: seller });
    expect(theirs).toEqual([
      expect.objectContaining({
        id: toSeller.conversationId,
        other: expect.objectContaining({ id: me.id }),
        unreadCount: 1,
      }),
    ]);
  });

  it("keeps a conversation whose listing was deleted or whose other person left", async () => {
    const { db } = database;
    const me = await createTestUser(db);
    const leaver = await createTestUser(db);
    const listing = await createListing(db, leaver.id, "Dom do rozbiórki");
    const sent = await sendMessage(messageContext(db, storage, me), {
      propertyId: listing.id,
      content: "Dzień dobry",
      files: [],
    });
    await db.delete(properties).where(eq(properties.id, listing.id));
    let [summary] = (await listConversations({ db, actor: me })).conversations;
    expect(summary).toMatchObject({ subjectTitle: "Dom do rozbiórki", property: null });
    expect(summary.other?.id).toBe(leaver.id);

    await db.delete(users).where(eq(users.id, leaver.id));
    [summary] = (await listConversations({ db, actor: me })).conversations;
    expect(summary).toMatchObject({
      id: sent.conversationId,
      subjectTitle: "Dom do rozbiórki",
      property: null,
      other: null,
    });
    const opened = await openConversation({ db, actor: me }, sent.conversationId);
    expect(opened.messages.map((m) => [m.content, m.mine])).toEqual([["Dzień dobry", true]]);
    await expect(
      sendMessage(messageContext(db, storage, me), {
        conversationId: sent.conversationId,
        content: "Halo?",
        files: [],
      }),
    ).rejects.toMatchObject({ code: "invalid" });
  });

  it("is one statement that reads the indexes, with no query per conversation", async () => {
    const { db } = database;
    const me = await createTestUser(db);
    for (let i = 0; i < 3; i++) {
      const other = await createTestUser(db);
      const listing = await createListing(db, other.id, `Oferta ${i}`);
      await sendMessage(messageContext(db, storage, me), {
        propertyId: listing.id,
        content: `${i}`,
        files: [],
      });
    }
    // Count the statements listConversations sends.
    let statements = 0;
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          statements++;
          return value.apply(target, args);
        };
      },
    });
    const { conversations: list } = await listConversations({ db: counting, actor: me });
    expect(list).toHaveLength(3);
    expect(statements).toBe(1);

    const listPlan = await plan(conversationSummariesQuery(me.id, { limit: 21 }));
    expect(listPlan).toContain("conversations_user_a_idx");
    expect(listPlan).toContain("conversations_user_b_idx");
    expect(listPlan).toContain("messages_recipient_unread_idx");
    const unreadPlan = await plan(
      sql`select count(*) from messages where recipient_id = ${me.id} and not is_read`,
    );
    expect(unreadPlan).toContain("messages_recipient_unread_idx");
    expect(await countUnread({ db, actor: me })).toBe(0);
  });
});
