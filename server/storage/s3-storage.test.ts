import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKey } from "./keys.ts";
import { createS3Storage, s3PublicBase } from "./s3-storage.ts";
import { createStorage, type Storage } from "./storage.ts";

// A real S3-compatible server (s3rver) on a free local port: the driver speaks real S3 HTTP.
let server: S3rver;
let directory: string;
let endpoint: string;
let storage: Storage;
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
  storage = createStorage({
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
  });
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

  it("returns null for a key never stored", async () => {
    expect(await storage.get(generateKey("nothing", "webp"))).toBeNull();
  });

  it("refuses invalid keys before any request", async () => {
    await expect(storage.put("../x", new Uint8Array([1]), "image/png")).rejects.toThrow(
      /Invalid storage key/,
    );
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

  it("maps its own URLs back to keys and no others", () => {
    const s3 = createS3Storage({ ...base, publicUrl: "https://cdn.example.pl" });
    expect(s3.publicUrl("avatars/u/a.webp")).toBe("https://cdn.example.pl/avatars/u/a.webp");
    expect(s3.keyFromUrl("https://cdn.example.pl/avatars/u/a.webp")).toBe("avatars/u/a.webp");
    expect(s3.keyFromUrl("https://cdn.example.pl.evil.com/avatars/u/a.webp")).toBeNull();
    expect(s3.keyFromUrl("/uploads/avatars/u/a.webp")).toBeNull();
  });
});
