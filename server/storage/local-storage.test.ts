import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKey, isValidKey } from "./keys.ts";
import { createStorage, type Storage } from "./storage.ts";

let dataDir: string;
let storage: Storage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-storage-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("local storage", () => {
  it("stores under DATA_DIR/uploads and serves from /uploads", async () => {
    const key = generateKey("avatars/user-1", "webp");
    const bytes = new Uint8Array([1, 2, 3, 4]);
    await storage.put(key, bytes, "image/webp");

    expect(await readFile(path.join(dataDir, "uploads", key))).toEqual(Buffer.from(bytes));
    expect(await storage.get(key)).toEqual({ body: bytes, contentType: "image/webp" });
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
  });

  it("returns null for a missing key and deletes idempotently", async () => {
    const key = generateKey("avatars/user-2", "webp");
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, new Uint8Array([9]), "image/webp");
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(existsSync(path.join(dataDir, "uploads", key))).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("overwrites a key in place", async () => {
    const key = generateKey("x", "png");
    await storage.put(key, new Uint8Array([1]), "image/png");
    await storage.put(key, new Uint8Array([2, 2]), "image/png");
    expect((await storage.get(key))?.body).toEqual(new Uint8Array([2, 2]));
  });

  it("refuses keys that would leave the uploads folder", async () => {
    // A file next to uploads/ that a traversal would reach.
    await writeFile(path.join(dataDir, "auth-secret"), "secret");
    for (const key of [
      "../auth-secret",
      "avatars/../../auth-secret",
      "/etc/passwd",
      "avatars//x.webp",
      "avatars\\..\\x",
      ".hidden",
      "",
    ]) {
      expect(isValidKey(key), key).toBe(false);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.put(key, new Uint8Array([0]), "image/png"), key).rejects.toThrow();
      await expect(storage.delete(key), key).rejects.toThrow();
    }
    expect(await readFile(path.join(dataDir, "auth-secret"), "utf8")).toBe("secret");
  });

  it("generates unique keys", () => {
    const keys = new Set(Array.from({ length: 100 }, () => generateKey("avatars/u", "webp")));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^avatars\/u\/[A-Za-z0-9_-]{22}\.webp$/);
  });
});
