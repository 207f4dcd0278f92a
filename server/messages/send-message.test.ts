import { rm } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TEXT } from "../../shared/message-schemas.ts";
import { ensureImportAccount, IMPORT_USER_ID } from "../accounts/import-account.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { conversations, messageAttachments, messages, properties } from "../db/schema.ts";
import type { AppError } from "../errors.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { countUnread, openConversation } from "./conversations.ts";
import { MESSAGE_RATE_LIMITS, type MessageSentEvent, sendMessage } from "./send-message.ts";
import {
  createListing,
  createService,
  createTestPrivateStorage,
  messageContext,
  PDF_BYTES,
  PNG_BYTES,
  privateFiles,
} from "./test-helpers.ts";

let database: Database;
let storage: Storage;
let dataDir: string;
let owner: Actor;
let buyer: Actor;
let stranger: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ dataDir, storage } = await createTestPrivateStorage());
  owner = await createTestUser(database.db, { roles: ["wlasciciel"], firstName: "Tomasz" });
  buyer = await createTestUser(database.db, { firstName: "Anna" });
  stranger = await createTestUser(database.db, { firstName: "Cezary" });
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function failure(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) throw new Error("expected a refusal");
  return error as AppError;
}

describe("sendMessage", () => {
  it("opens one conversation from a listing and reuses it for the next message", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id, "Dom z ogrodem w Giedlarowej");
    const events: MessageSentEvent[] = [];
    const ctx = messageContext(db, storage, buyer, events);

    const first = await sendMessage(ctx, {
      propertyId: listing.id,
      content: "  Dzień dobry, czy oferta jest aktualna?  ",
      files: [],
    });
    expect(first.recipientId).toBe(owner.id);
    const second = await sendMessage(ctx, {
      propertyId: listing.id,
      subject: "Jeszcze jedno pytanie",
      content: "Czy cena do negocjacji?",
      files: [],
    });
    expect(second.conversationId).toBe(first.conversationId);

    const rows = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, first.conversationId))
      .orderBy(messages.createdAt);
    expect(rows.map((m) => [m.subject, m.content, m.senderId, m.recipientId])).toEqual([
      [
        "Pytanie dotyczące: Dom z ogrodem w Giedlarowej",
        "Dzień dobry, czy oferta jest aktualna?",
        buyer.id,
        owner.id,
      ],
      ["Jeszcze jedno pytanie", "Czy cena do negocjacji?", buyer.id, owner.id],
    ]);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(conversation).toMatchObject({
      propertyId: listing.id,
      subjectTitle: "Dom z ogrodem w Giedlarowej",
      lastMessagePreview: "Czy cena do negocjacji?",
    });
    expect([conversation.userAId, conversation.userBId]).toEqual([owner.id, buyer.id].sort());
    expect(events).toEqual([
      expect.objectContaining({
        messageId: first.messageId,
        recipientId: owner.id,
        senderId: buyer.id,
      }),
      expect.objectContaining({ messageId: second.messageId, preview: "Czy cena do negocjacji?" }),
    ]);
  });

  it("sends replies to the other member with the subject 'Wiadomość'", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id);
    const opened = await sendMessage(messageContext(db, storage, buyer), {
      propertyId: listing.id,
      content: "Pytanie",
      files: [],
    });
    const reply = await sendMessage(messageContext(db, storage, owner), {
      conversationId: opened.conversationId,
      subject: "ignored",
      content: "Odpowiedź",
      files: [],
    });
    expect(reply).toMatchObject({ conversationId: opened.conversationId, recipientId: buyer.id });
    const [row] = await db.select().from(messages).where(eq(messages.id, reply.messageId));
    expect(row).toMatchObject({ subject: "Wiadomość", senderId: owner.id, propertyId: listing.id });
  });

  it("contacts a service's owner", async () => {
    const { db } = database;
    const service = await createService(db, owner.id);
    const sent = await sendMessage(messageContext(db, storage, buyer), {
      serviceId: service.id,
      content: "Proszę o wycenę.",
      files: [],
    });
    expect(sent.recipientId).toBe(owner.id);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sent.conversationId));
    expect(conversation).toMatchObject({ serviceId: service.id, propertyId: null });
  });

  it("refuses signed-out senders, non-members, self-messages and imported listings", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id);
    const anonymous = await failure(
      sendMessage(messageContext(db, storage, null), {
        propertyId: listing.id,
        content: "x",
        files: [],
      }),
    );
    expect([anonymous.code, anonymous.status, anonymous.message]).toEqual([
      "unauthenticated",
      401,
      MESSAGE_TEXT.signInRequired,
    ]);

    const self = await failure(
      sendMessage(messageContext(db, storage, owner), {
        propertyId: listing.id,
        content: "x",
        files: [],
      }),
    );
    expect([self.code, self.message]).toEqual([
      "invalid",
      "Nie możesz wysłać wiadomości do siebie.",
    ]);

    const opened = await sendMessage(messageContext(db, storage, buyer), {
      propertyId: listing.id,
      content: "Pytanie",
      files: [],
    });
    const intruder = await failure(
      sendMessage(messageContext(db, storage, stranger), {
        conversationId: opened.conversationId,
        content: "Wtrącam się",
        files: [],
      }),
    );
    expect(intruder.code).toBe("not_found");

    await ensureImportAccount(db);
    const imported = await createListing(db, IMPORT_USER_ID, "Z portalu");
    const refused = await failure(
      sendMessage(messageContext(db, storage, buyer), {
        propertyId: imported.id,
        content: "x",
        files: [],
      }),
    );
    expect([refused.code, refused.message]).toEqual(["invalid", MESSAGE_TEXT.importedListing]);
    const notFound = await failure(
      sendMessage(messageContext(db, storage, buyer), {
        propertyId: "nie-uuid",
        content: "x",
        files: [],
      }),
    );
    expect(notFound.code).toBe("not_found");
  });

  it("checks subject, content and length", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id);
    const ctx = messageContext(db, storage, buyer);
    for (const input of [
      { subject: "   ", content: "Treść" },
      { subject: "Temat", content: "  \n " },
    ]) {
      const error = await failure(
        sendMessage(ctx, { propertyId: listing.id, ...input, files: [] }),
      );
      expect(error.message).toBe("Wypełnij temat i treść wiadomości.");
    }
    const long = await failure(
      sendMessage(ctx, { propertyId: listing.id, content: "a".repeat(5001), files: [] }),
    );
    expect(long.message).toBe("Wiadomość może mieć najwyżej 5000 znaków.");
    await expect(
      sendMessage(ctx, { propertyId: listing.id, content: "a".repeat(5000), files: [] }),
    ).resolves.toBeTruthy();
  });

  it("saves an attachment-only reply as '[Załączniki]' with the file in private storage", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id);
    const opened = await sendMessage(messageContext(db, storage, buyer), {
      propertyId: listing.id,
      content: "Proszę o rzut mieszkania",
      files: [],
    });
    const before = Date.now();
    const reply = await sendMessage(messageContext(db, storage, owner), {
      conversationId: opened.conversationId,
      content: "   ",
      files: [
        { name: "rzut.pdf", type: "application/pdf", bytes: PDF_BYTES },
        // The browser's claim is ignored: the bytes say PNG, and the name gets .png.
        { name: "zdjecie", type: "application/pdf", bytes: PNG_BYTES },
      ],
    });
    const [row] = await db.select().from(messages).where(eq(messages.id, reply.messageId));
    expect(row.content).toBe("[Załączniki]");
    const files = await db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, reply.messageId))
      .orderBy(messageAttachments.fileName);
    expect(files.map((f) => [f.fileName, f.fileType, f.fileSize])).toEqual([
      ["rzut.pdf", "application/pdf", PDF_BYTES.byteLength],
      ["zdjecie.png", "image/png", PNG_BYTES.byteLength],
    ]);
    for (const file of files) {
      expect(file.fileKey).toMatch(new RegExp(`^attachments/${opened.conversationId}/`));
      expect((await storage.get(file.fileKey))?.body.byteLength).toBe(file.fileSize);
      const days = (file.expiresAt.getTime() - before) / 86_400_000;
      expect(days).toBeGreaterThan(9.99);
      expect(days).toBeLessThan(10.01);
      expect(file.expiredAt).toBeNull();
    }
    expect(() => storage.publicUrl(files[0].fileKey)).toThrow();
  });

  it("saves nothing when an attachment is refused (a fake PDF)", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id, "Działka budowlana");
    const filesBefore = await privateFiles(dataDir);
    const error = await failure(
      sendMessage(messageContext(db, storage, buyer), {
        propertyId: listing.id,
        content: "W załączniku dokumenty",
        files: [
          { name: "ok.pdf", type: "application/pdf", bytes: PDF_BYTES },
          {
            name: "faktura.pdf",
            type: "application/pdf",
            bytes: new TextEncoder().encode("<html><script>alert(1)</script>"),
          },
        ],
      }),
    );
    expect(error.code).toBe("invalid");
    expect(error.message).toMatch(/^Nie udało się przesłać załączników\. /);
    const left = await db.select().from(messages).where(eq(messages.propertyId, listing.id));
    expect(left).toEqual([]);
    const convs = await db
      .select()
      .from(conversations)
      .where(eq(conversations.propertyId, listing.id));
    expect(convs).toEqual([]);
    expect(await privateFiles(dataDir)).toEqual(filesBefore);
  });

  it("deletes the written files when the transaction fails", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id, "Lokal usługowy");
    const filesBefore = await privateFiles(dataDir);
    // The listing disappears between the check and the insert: the foreign key fails the
    // transaction after the files were written.
    const racing: Storage = {
      ...storage,
      async put(key, bytes, type) {
        await storage.put(key, bytes, type);
        await db.delete(properties).where(eq(properties.id, listing.id));
      },
    };
    await expect(
      sendMessage(messageContext(db, racing, buyer), {
        propertyId: listing.id,
        content: "Z plikiem",
        files: [{ name: "a.pdf", type: "application/pdf", bytes: PDF_BYTES }],
      }),
    ).rejects.toThrow();
    expect(await privateFiles(dataDir)).toEqual(filesBefore);
    expect(await db.select().from(messages).where(eq(messages.content, "Z plikiem"))).toEqual([]);
  });

  it("refuses too many, empty and oversized files", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id);
    const ctx = messageContext(db, storage, buyer);
    const pdf = { name: "a.pdf", type: "application/pdf", bytes: PDF_BYTES };
    const six = await failure(
      sendMessage(ctx, { propertyId: listing.id, content: "x", files: Array(6).fill(pdf) }),
    );
    expect(six.message).toContain(MESSAGE_TEXT.tooManyFiles);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    const large = await failure(
      sendMessage(ctx, { propertyId: listing.id, content: "x", files: [{ ...pdf, bytes: big }] }),
    );
    expect(large.message).toContain(MESSAGE_TEXT.fileTooLarge);
  });

  it("keeps sending when the live-update hook fails", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id);
    const sent = await sendMessage(
      {
        db,
        storage,
        actor: buyer,
        onSent: () => {
          throw new Error("bus down");
        },
      },
      { propertyId: listing.id, content: "Mimo wszystko", files: [] },
    );
    expect(sent.messageId).toBeTruthy();
  });

  it("limits a user to 20 messages a minute", async () => {
    const { db } = database;
    const sender = await createTestUser(db);
    const listing = await createListing(db, owner.id);
    const minute = MESSAGE_RATE_LIMITS[0];
    for (let i = 0; i < minute.max - 1; i++) {
      await consumeRateLimit(db, {
        key: minute.key(sender.id),
        max: minute.max,
        windowMs: minute.windowMs,
      });
    }
    const ctx = messageContext(db, storage, sender);
    await sendMessage(ctx, { propertyId: listing.id, content: "20.", files: [] });
    const error = await failure(
      sendMessage(ctx, { propertyId: listing.id, content: "21.", files: [] }),
    );
    expect([error.code, error.status, error.message]).toEqual([
      "rate_limited",
      429,
      MESSAGE_TEXT.rateLimitedMinute,
    ]);
    expect(await db.select().from(messages).where(eq(messages.content, "21."))).toEqual([]);
  });

  it("ends concurrent first messages in one conversation", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id);
    const sender = await createTestUser(db);
    const ctx = messageContext(db, storage, sender);
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        sendMessage(ctx, { propertyId: listing.id, content: `${n}`, files: [] }),
      ),
    );
    expect(new Set(results.map((r) => r.conversationId)).size).toBe(1);
    const [{ n }] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from conversations where property_id = ${listing.id}`,
      )
    ).rows;
    expect(n).toBe(1);
  });
});

describe("reading", () => {
  it("marks only the actor's received messages of that conversation as read", async () => {
    const { db } = database;
    const reader = await createTestUser(db);
    const writer = await createTestUser(db);
    const one = await createListing(db, reader.id, "Pierwsza");
    const two = await createListing(db, reader.id, "Druga");
    const w = messageContext(db, storage, writer);
    const a = await sendMessage(w, { propertyId: one.id, content: "a1", files: [] });
    await sendMessage(w, { propertyId: one.id, content: "a2", files: [] });
    await sendMessage(w, { propertyId: two.id, content: "b1", files: [] });
    // The reader's own reply stays unread for the writer.
    await sendMessage(messageContext(db, storage, reader), {
      conversationId: a.conversationId,
      content: "odpowiedź",
      files: [],
    });
    expect(await countUnread({ db, actor: reader })).toBe(3);
    expect(await countUnread({ db, actor: writer })).toBe(1);

    const opened = await openConversation({ db, actor: reader }, a.conversationId);
    expect(opened.summary.unreadCount).toBe(0);
    expect(opened.messages.map((m) => [m.content, m.mine])).toEqual([
      ["a1", false],
      ["a2", false],
      ["odpowiedź", true],
    ]);
    expect(await countUnread({ db, actor: reader })).toBe(1);
    expect(await countUnread({ db, actor: writer })).toBe(1);
    // It says whether it marked any: the messages tab only then counts the bell's number again.
    expect(opened.markedRead).toBe(true);
    expect((await openConversation({ db, actor: reader }, a.conversationId)).markedRead).toBe(
      false,
    );
    const states = await db
      .select({ content: messages.content, isRead: messages.isRead })
      .from(messages)
      .where(sql`${messages.senderId} in (${reader.id}, ${writer.id})`)
      .orderBy(messages.content);
    expect(states).toEqual([
      { content: "a1", isRead: true },
      { content: "a2", isRead: true },
      { content: "b1", isRead: false },
      { content: "odpowiedź", isRead: false },
    ]);
    expect(await countUnread({ db, actor: null })).toBe(0);
  });

  it("answers not_found to non-members and to bad ids", async () => {
    const { db } = database;
    const listing = await createListing(db, owner.id);
    const sent = await sendMessage(messageContext(db, storage, buyer), {
      propertyId: listing.id,
      content: "Prywatne",
      files: [],
    });
    for (const id of [sent.conversationId, "nie-uuid", crypto.randomUUID()]) {
      const error = await failure(openConversation({ db, actor: stranger }, id));
      expect(error.code).toBe("not_found");
    }
    const signedOut = await failure(openConversation({ db, actor: null }, sent.conversationId));
    expect(signedOut.code).toBe("forbidden");
    // Still unread: the stranger's attempt marked nothing.
    const [row] = await db.select().from(messages).where(eq(messages.id, sent.messageId));
    expect(row.isRead).toBe(false);
  });
});
