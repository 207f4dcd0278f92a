import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, or } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import {
  accounts,
  conversations,
  messages,
  profiles,
  properties,
  sessions,
  userRoles,
  users,
} from "../db/schema.ts";
import type { AppError } from "../errors.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestAuth, createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { deleteAccount } from "./delete-account.ts";
import { signedUpUser, signIn } from "./profile-test-helpers.ts";
import { uploadAvatar } from "./upload-avatar.ts";

let database: Database;
let dataDir: string;
let storage: Storage;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-delete-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function count(table: typeof profiles | typeof sessions | typeof accounts, id: string) {
  const column = "userId" in table ? table.userId : (table as typeof profiles).id;
  return (await database.db.select().from(table).where(eq(column, id))).length;
}

describe("deleteAccount", () => {
  it("refuses without the e-mail or USUŃ typed, and keeps everything", async () => {
    const actor = await createTestUser(database.db);
    for (const confirmation of ["", "tak", "usun", "inny@example.com"]) {
      const error = await deleteAccount(
        { db: database.db, actor, storage },
        { confirmation },
      ).catch((e: unknown) => e);
      expect((error as AppError).code, confirmation).toBe("invalid");
    }
    expect(await count(profiles, actor.id)).toBe(1);
  });

  it("deletes the person's data and files, keeping their sent messages without a sender", async () => {
    const { db } = database;
    const auth = createTestAuth(db);
    const user = await signedUpUser(db, auth);
    await signIn(auth, user.email);
    await db.insert(userRoles).values({ userId: user.id, role: "wlasciciel" });
    const [actorProfile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    const actor = {
      id: user.id,
      email: user.email,
      name: "Jan Profil",
      profile: actorProfile ?? null,
      roles: ["wlasciciel" as const],
    };
    const other = await createTestUser(db);

    const [listing] = await db
      .insert(properties)
      .values({ userId: user.id, title: "Dom w Leżajsku", price: 450_000, type: "dom" })
      .returning();
    const [conversation] = await db
      .insert(conversations)
      .values({ userAId: user.id, userBId: other.id })
      .returning();
    const conversationId = conversation.id;
    const [sent] = await db
      .insert(messages)
      .values({
        conversationId,
        senderId: user.id,
        recipientId: other.id,
        content: "Dzień dobry, czy aktualne?",
      })
      .returning();
    const [received] = await db
      .insert(messages)
      .values({
        conversationId,
        senderId: other.id,
        recipientId: user.id,
        content: "Tak, aktualne.",
      })
      .returning();
    const image = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#888" },
    })
      .png()
      .toBuffer();
    const { avatarUrl } = await uploadAvatar({ db, actor, storage }, new Uint8Array(image));
    const avatarFile = path.join(dataDir, avatarUrl.replace(/^\//, ""));
    expect(existsSync(avatarFile)).toBe(true);
    expect(await count(sessions, user.id)).toBe(1);

    await deleteAccount({ db, actor, storage }, { confirmation: user.email.toUpperCase() });

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await count(profiles, user.id)).toBe(0);
    expect(await count(sessions, user.id)).toBe(0);
    expect(await count(accounts, user.id)).toBe(0);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(properties)
        .where(eq(properties.id, listing?.id ?? "")),
    ).toEqual([]);
    expect(existsSync(avatarFile)).toBe(false);

    // The other person keeps the conversation; the deleted side reads as null.
    const kept = await db
      .select()
      .from(messages)
      .where(or(eq(messages.id, sent?.id ?? ""), eq(messages.id, received?.id ?? "")));
    expect(kept).toHaveLength(2);
    const byId = new Map(kept.map((m) => [m.id, m]));
    expect(byId.get(sent?.id ?? "")).toMatchObject({ senderId: null, recipientId: other.id });
    expect(byId.get(received?.id ?? "")).toMatchObject({ senderId: other.id, recipientId: null });

    // Nothing of the other user went with it.
    expect(await count(profiles, other.id)).toBe(1);
  });

  it("accepts the confirm word USUŃ", async () => {
    const actor = await createTestUser(database.db);
    await deleteAccount({ db: database.db, actor, storage }, { confirmation: "usuń" });
    expect(await count(profiles, actor.id)).toBe(0);
  });

  it("refuses an anonymous actor", async () => {
    const error = await deleteAccount(
      { db: database.db, actor: null, storage },
      { confirmation: "USUŃ" },
    ).catch((e) => e);
    expect((error as AppError).code).toBe("forbidden");
  });
});
