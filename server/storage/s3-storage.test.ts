import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getDataExportFile,
  latestDataExport,
  requestDataExport,
  runDataExports,
} from "../accounts/data-export.ts";
import { messageAttachments } from "../db/schema.ts";
import { downloadAttachment } from "../messages/download-attachment.ts";
import { expireAttachments } from "../messages/expire-attachments.ts";
import { sendMessage } from "../messages/send-message.ts";
import { createListing, messageContext, PDF_BYTES } from "../messages/test-helpers.ts";
import { createTestUser } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { unzip } from "../testing/unzip.ts";
import { generateKey } from "./keys.ts";
import { createS3Storage, S3_PRIVATE_PREFIX, s3PublicBase } from "./s3-storage.ts";
import {
  createPrivateStorage,
  createStorage,
  type Storage,
  type StorageConfig,
} from "./storage.ts";

// A real S3-compatible server (s3rver) on a free local port: the driver speaks real S3 HTTP.
let server: S3rver;
let directory: string;
let endpoint: string;
let storage: Storage;
let storageConfig: StorageConfig;
const bucket = "okolica-test";

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "okolica-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storageConfig = {
    dataDir: directory,
    storage: {
      driver: "s3",
      endpoint,
      region: "us-east-1",
      bucket,
      // s3rver's fixed development credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
  };
  storage = createStorage(storageConfig);
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("S3 storage against s3rver", () => {
  it("puts, gets and deletes an object with its content type", async () => {
    const key = generateKey("avatars/user-1", "webp");
    const bytes = new Uint8Array([82, 73, 70, 70, 0, 1, 2, 3]);
    await storage.put(key, bytes, "image/webp");

    expect(await storage.get(key)).toEqual({ body: bytes, contentType: "image/webp" });

    // The public URL (path style on the endpoint) really serves the object.
    const url = storage.publicUrl(key);
    expect(url).toBe(`${endpoint}/${bucket}/${key}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("stores a stream in parts and reads it back as a stream, whole or a byte range", async () => {
    const key = generateKey("exports/user-1", "zip");
    // Over one 8 MiB part, so the multipart upload is what stores it.
    const bytes = randomBytes(9 * 1024 * 1024 + 17);
    const chunks = Array.from({ length: 10 }, (_, i) =>
      bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    const privateStorage = createPrivateStorage(storageConfig);
    expect(await privateStorage.putStream(key, Readable.from(chunks), "application/zip")).toBe(
      bytes.length,
    );
    const whole = await privateStorage.getStream(key);
    expect(whole?.size).toBe(bytes.length);
    expect((await buffer(whole?.body ?? Readable.from([]))).equals(bytes)).toBe(true);
    const part = await privateStorage.getStream(key, {
      start: 8 * 1024 * 1024,
      end: bytes.length - 1,
    });
    expect(part?.size).toBe(bytes.length);
    expect(
      (await buffer(part?.body ?? Readable.from([]))).equals(bytes.subarray(8 * 1024 * 1024)),
    ).toBe(true);
    await privateStorage.delete(key);
    expect(await privateStorage.getStream(key)).toBeNull();
  });

  it("returns null for a key never stored", async () => {
    expect(await storage.get(generateKey("nothing", "webp"))).toBeNull();
  });

  it("refuses invalid keys before any request", async () => {
    await expect(storage.put("../x", new Uint8Array([1]), "image/png")).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});

describe("message attachments in the bucket's private prefix", () => {
  it("are saved with the message, downloaded by its two people only, and deleted on expiry", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const privateStorage = createPrivateStorage(storageConfig);
      const [owner, buyer, stranger] = [
        await createTestUser(db),
        await createTestUser(db),
        await createTestUser(db),
      ];
      const listing = await createListing(db, owner.id);
      const sent = await sendMessage(messageContext(db, privateStorage, buyer), {
        propertyId: listing.id,
        content: "Umowa w załączeniu",
        files: [{ name: "umowa.pdf", type: "application/pdf", bytes: PDF_BYTES }],
      });
      const [row] = await db
        .select()
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, sent.messageId));

      // The object sits under private/, not under its own key. (s3rver has no bucket policies, so
      // the raw read below works here; in production the policy keeps private/ closed, see
      // docs/deployment.md.)
      expect(await storage.get(row.fileKey)).toBeNull();
      const raw = await fetch(`${endpoint}/${bucket}/${S3_PRIVATE_PREFIX}${row.fileKey}`);
      expect(raw.status).toBe(200);
      expect(() => privateStorage.publicUrl(row.fileKey)).toThrow();

      const file = await downloadAttachment({ db, actor: owner, storage: privateStorage }, row.id);
      expect(file).toMatchObject({ status: "ok", fileName: "umowa.pdf", body: PDF_BYTES });
      await expect(
        downloadAttachment({ db, actor: stranger, storage: privateStorage }, row.id),
      ).rejects.toMatchObject({ code: "not_found" });

      const later = new Date(Date.now() + 11 * 24 * 60 * 60_000);
      expect(await expireAttachments(db, privateStorage, later)).toBe(1);
      expect((await fetch(`${endpoint}/${bucket}/${S3_PRIVATE_PREFIX}${row.fileKey}`)).status).toBe(
        404,
      );
      expect(
        await downloadAttachment({ db, actor: buyer, storage: privateStorage }, row.id, later),
      ).toEqual({ status: "expired" });
    } finally {
      await database.close();
    }
  });
});

describe("a data export in the bucket", () => {
  it("is built from streamed objects into a streamed upload and downloaded as a stream", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const privateStorage = createPrivateStorage(storageConfig);
      const [owner, buyer] = [await createTestUser(db), await createTestUser(db)];
      const listing = await createListing(db, owner.id);
      await sendMessage(messageContext(db, privateStorage, buyer), {
        propertyId: listing.id,
        content: "Umowa w załączeniu",
        files: [{ name: "umowa.pdf", type: "application/pdf", bytes: PDF_BYTES }],
      });
      const ctx = { db, actor: owner };
      await requestDataExport(ctx);
      const deps = { db, storage: { public: storage, private: privateStorage }, baseUrl: "x" };
      expect((await runDataExports(deps)).built).toBe(1);
      const id = (await latestDataExport(ctx))?.id ?? "";
      const file = await getDataExportFile(ctx, { storage: privateStorage, id });
      if (file.range === "unsatisfiable") throw new Error("no range was asked for");
      const bytes = await buffer(file.body);
      // The size stored with the export is what the upload wrote and the download sends.
      expect(bytes.length).toBe(file.size);
      const zip = await unzip(bytes);
      const attachment = [...zip.keys()].find((name) => name.startsWith("zalaczniki/"));
      expect(zip.get(attachment ?? "")?.equals(Buffer.from(PDF_BYTES))).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe("S3 public URLs", () => {
  const base = {
    driver: "s3" as const,
    region: "eu-central-1",
    bucket: "zdjecia",
    accessKeyId: "a",
    secretAccessKey: "b",
  };

  it("prefers S3_PUBLIC_URL, then endpoint/bucket, then the AWS host", () => {
    expect(
      s3PublicBase({ ...base, publicUrl: "https://cdn.example.pl/", endpoint: "http://x" }),
    ).toBe("https://cdn.example.pl");
    expect(s3PublicBase({ ...base, endpoint: "https://s3.example.pl/" })).toBe(
      "https://s3.example.pl/zdjecia",
    );
    expect(s3PublicBase(base)).toBe("https://zdjecia.s3.eu-central-1.amazonaws.com");
  });

  it("serves its keys under S3_PUBLIC_URL", () => {
    const s3 = createS3Storage({ ...base, publicUrl: "https://cdn.example.pl" });
    expect(s3.publicUrl("avatars/u/a.webp")).toBe("https://cdn.example.pl/avatars/u/a.webp");
  });
});
