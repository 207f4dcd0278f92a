import { rm } from "node:fs/promises";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { messageAttachments } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { openConversation } from "./conversations.ts";
import { contentDisposition, downloadAttachment } from "./download-attachment.ts";
import { expireAttachments } from "./expire-attachments.ts";
import { sendMessage } from "./send-message.ts";
import {
  createListing,
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
  owner = await createTestUser(database.db);
  buyer = await createTestUser(database.db);
  stranger = await createTestUser(database.db);
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A message from the buyer to the owner with the given files; returns the attachment rows. */
async function sendWithFiles(names: string[]) {
  const { db } = database;
  const listing = await createListing(db, owner.id);
  const sent = await sendMessage(messageContext(db, storage, buyer), {
    propertyId: listing.id,
    content: "Dokumenty w załączeniu",
    files: names.map((name) => ({
      name,
      type: "",
      bytes: name.endsWith(".png") ? PNG_BYTES : PDF_BYTES,
    })),
  });
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(eq(messageAttachments.messageId, sent.messageId))
    .orderBy(messageAttachments.fileName);
  return { sent, rows };
}

describe("downloadAttachment", () => {
  it("serves sender and recipient, and nobody else", async () => {
    const { db } = database;
    const { rows } = await sendWithFiles(["Umowa przedwstępna ż.pdf"]);
    const id = rows[0].id;
    for (const actor of [buyer, owner]) {
      const file = await downloadAttachment({ db, actor, storage }, id);
      expect(file).toEqual({
        status: "ok",
        fileName: "Umowa przedwstępna ż.pdf",
        fileType: "application/pdf",
        body: PDF_BYTES,
      });
    }
    for (const actor of [stranger, null]) {
      await expect(downloadAttachment({ db, actor, storage }, id)).rejects.toMatchObject({
        code: "not_found",
      });
    }
    await expect(
      downloadAttachment({ db, actor: buyer, storage }, "../../etc/passwd"),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("answers expired after 10 days, and the conversation shows it", async () => {
    const { db } = database;
    const { sent, rows } = await sendWithFiles(["plan.pdf"]);
    const later = new Date(rows[0].expiresAt.getTime() + 1000);
    expect(await downloadAttachment({ db, actor: owner, storage }, rows[0].id, later)).toEqual({
      status: "expired",
    });
    const opened = await openConversation({ db, actor: owner }, sent.conversationId);
    expect(opened.messages[0].attachments).toEqual([
      {
        id: rows[0].id,
        fileName: "plan.pdf",
        fileType: "application/pdf",
        fileSize: PDF_BYTES.byteLength,
        expiresAt: rows[0].expiresAt,
        expired: false,
      },
    ]);
  });

  it("names the download as an attachment in ASCII and UTF-8", () => {
    expect(contentDisposition('Umowa "ż" (1).pdf')).toBe(
      `attachment; filename="Umowa _z_ (1).pdf"; filename*=UTF-8''Umowa%20%22%C5%BC%22%20%281%29.pdf`,
    );
  });
});

describe("expireAttachments", () => {
  it("deletes only expired files, marks them, and a second run changes nothing", async () => {
    const { db } = database;
    const old = await sendWithFiles(["a.pdf", "b.png"]);
    const fresh = await sendWithFiles(["c.pdf"]);
    const now = new Date();
    const oldIds = old.rows.map((r) => r.id);
    await db
      .update(messageAttachments)
      .set({ expiresAt: new Date(now.getTime() - 60_000) })
      .where(inArray(messageAttachments.id, oldIds));
    // Whatever earlier tests left unexpired stays in the future.
    const before = await privateFiles(dataDir);

    const expired = await expireAttachments(db, storage, now);
    expect(expired).toBe(2);
    for (const row of old.rows) expect(await storage.get(row.fileKey)).toBeNull();
    expect(await storage.get(fresh.rows[0].fileKey)).not.toBeNull();
    expect((await privateFiles(dataDir)).length).toBe(before.length - 2);

    const after = await db.select().from(messageAttachments).orderBy(messageAttachments.fileName);
    const marked = after.filter((r) => r.expiredAt !== null);
    expect(marked.map((r) => r.id).sort()).toEqual([...oldIds].sort());
    for (const row of marked) expect(row.expiredAt?.getTime()).toBe(now.getTime());

    expect(await expireAttachments(db, storage, new Date(now.getTime() + 1000))).toBe(0);
    const again = await db.select().from(messageAttachments).orderBy(messageAttachments.fileName);
    expect(again).toEqual(after);
    await expect(downloadAttachment({ db, actor: buyer, storage }, oldIds[0])).resolves.toEqual({
      status: "expired",
    });
  });

  it("shares the work between concurrent runs without doing any twice", async () => {
    const { db } = database;
    const many = await sendWithFiles(["1.pdf", "2.pdf", "3.pdf", "4.pdf", "5.pdf"]);
    const deletes: string[] = [];
    const counting: Storage = {
      ...storage,
      async delete(key) {
        deletes.push(key);
        await storage.delete(key);
      },
    };
    const now = new Date(many.rows[0].expiresAt.getTime() + 1000);
    const counts = await Promise.all([
      expireAttachments(db, counting, now),
      expireAttachments(db, counting, now),
    ]);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from message_attachments where expired_at is null`,
    );
    expect(rows[0].n).toBe(0);
    expect(new Set(deletes).size).toBe(deletes.length);
    expect(counts[0] + counts[1]).toBe(deletes.length);
  });
});
