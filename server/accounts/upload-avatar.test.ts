import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema.ts";
import type { AppError } from "../errors.ts";
import { ImageRejectedError } from "../images/process-image.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { uploadAvatar } from "./upload-avatar.ts";

let database: Database;
let dataDir: string;
let storage: Storage;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-avatar-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const photo = async (format: "jpeg" | "png" | "webp") =>
  new Uint8Array(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a7" } })
      .toFormat(format)
      .toBuffer(),
  );

async function avatarUrlOf(id: string) {
  const [row] = await database.db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.avatarUrl ?? null;
}

const fileOf = (url: string) => path.join(dataDir, url.replace(/^\/uploads\//, "uploads/"));

describe("uploadAvatar", () => {
  it("stores a 256×256 WebP under a generated key and points the profile at it", async () => {
    const actor = await createTestUser(database.db);
    const { avatarUrl } = await uploadAvatar(
      { db: database.db, actor, storage },
      await photo("jpeg"),
    );

    expect(avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${actor.id}/[A-Za-z0-9_-]+\\.webp$`));
    expect(await avatarUrlOf(actor.id)).toBe(avatarUrl);
    const metadata = await sharp(fileOf(avatarUrl)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 256, 256]);
  });

  it("deletes the previous stored avatar after a new upload", async () => {
    const actor = await createTestUser(database.db);
    const ctx = { db: database.db, actor, storage };
    const first = await uploadAvatar(ctx, await photo("png"));
    const second = await uploadAvatar(ctx, await photo("webp"));

    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(existsSync(fileOf(first.avatarUrl))).toBe(false);
    expect(existsSync(fileOf(second.avatarUrl))).toBe(true);
    expect(await readdir(path.join(dataDir, "uploads/avatars", actor.id))).toHaveLength(1);
  });

  it("leaves pictures it did not store alone (demo or external avatar)", async () => {
    const actor = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    // Someone else's file: an avatar_url pointing at it must never get it deleted.
    const foreign = `/uploads/avatars/${other.id}/cudzy.webp`;
    await mkdir(path.dirname(fileOf(foreign)), { recursive: true });
    await writeFile(fileOf(foreign), "x");
    await database.db.update(profiles).set({ avatarUrl: foreign }).where(eq(profiles.id, actor.id));

    await uploadAvatar({ db: database.db, actor, storage }, await photo("jpeg"));
    expect(existsSync(fileOf(foreign))).toBe(true);
  });

  it("refuses a text file called .png and keeps the old avatar", async () => {
    const actor = await createTestUser(database.db);
    const ctx = { db: database.db, actor, storage };
    const { avatarUrl } = await uploadAvatar(ctx, await photo("jpeg"));

    const text = new TextEncoder().encode("avatar.png, ale w środku tekst");
    const error = await uploadAvatar(ctx, text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).title).toBe("Nieprawidłowy typ pliku");
    expect(await avatarUrlOf(actor.id)).toBe(avatarUrl);
    expect(await readdir(path.join(dataDir, "uploads/avatars", actor.id))).toHaveLength(1);
  });

  it("refuses files over 5 MB", async () => {
    const actor = await createTestUser(database.db);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await photo("png"));
    const error = await uploadAvatar({ db: database.db, actor, storage }, big).catch((e) => e);
    expect((error as ImageRejectedError).reason).toBe("too_large");
    expect(await avatarUrlOf(actor.id)).toBeNull();
  });

  it("refuses an anonymous actor before storing anything", async () => {
    const error = await uploadAvatar(
      { db: database.db, actor: null, storage },
      await photo("jpeg"),
    ).catch((e) => e);
    expect((error as AppError).code).toBe("forbidden");
  });
});
