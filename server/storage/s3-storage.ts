import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { assertValidKey } from "./keys.ts";
import type { Storage } from "./storage.ts";

export type S3StorageConfig = Extract<Config["storage"], { driver: "s3" }>;

/** Where objects are read from: S3_PUBLIC_URL (CDN), else the endpoint, else AWS's own host. */
export function s3PublicBase(config: S3StorageConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
  if (config.endpoint) return `${config.endpoint.replace(/\/+$/, "")}/${config.bucket}`;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

/** Key prefix of private objects (message attachments) in the one bucket. */
export const S3_PRIVATE_PREFIX = "private/";

/**
 * A streamed upload goes in parts of this size (S3's minimum is 5 MiB for all but the last): one
 * part at a time is what a streamed upload holds in memory.
 */
const PART_BYTES = 8 * 1024 * 1024;

/** The stream cut into parts of at least `size` bytes (the last one may be smaller). */
async function* parts(body: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes >= size) {
      yield Buffer.concat(held);
      held = [];
      heldBytes = 0;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey";

/** The SDK client for the configured service; backups (server/backup) list and copy the bucket with it. */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Self-hosted services rarely have per-bucket DNS names.
    forcePathStyle: Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC32 checksums (aws-chunked uploads) are refused by many S3-compatible
    // services; checksums only where an operation requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Any S3-compatible service (AWS, MinIO, Cloudflare R2, Garage...). With `{ private: true }`
 * every key is stored under `private/` and there is no public URL: objects are read only
 * through the server (GetObject with our credentials), so the `private/` prefix needs no
 * public read — a bucket policy that makes the site's images public must leave it out
 * (e.g. grant s3:GetObject on `avatars/*` and `listings/*`, or deny it on `private/*`).
 */
export function createS3Storage(
  config: S3StorageConfig,
  options: { private?: boolean } = {},
): Storage {
  const isPrivate = options.private === true;
  const objectKey = (key: string) => (isPrivate ? S3_PRIVATE_PREFIX + key : key);
  const client = createS3Client(config);
  const base = `${s3PublicBase(config)}/`;

  // Keys are unique per upload, so a cached copy never goes stale.
  const cacheControl = isPrivate ? "private, no-store" : "public, max-age=31536000, immutable";
  const putObject = (key: string, bytes: Uint8Array, contentType: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: objectKey(key),
        Body: bytes,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      await putObject(key, bytes, contentType);
    },
    async putStream(key, body, contentType) {
      assertValidKey(key);
      const source = parts(body, PART_BYTES);
      const first = await source.next();
      // What fits in one part goes in one request.
      if (first.done || first.value.length < PART_BYTES) {
        const bytes = first.done ? new Uint8Array() : first.value;
        await putObject(key, bytes, contentType);
        return bytes.length;
      }
      const Bucket = config.bucket;
      const Key = objectKey(key);
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({
          Bucket,
          Key,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
      try {
        const done: { ETag?: string; PartNumber: number }[] = [];
        let size = 0;
        let part: IteratorResult<Buffer> = first;
        while (!part.done) {
          const PartNumber = done.length + 1;
          const { ETag } = await client.send(
            new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part.value }),
          );
          done.push({ ETag, PartNumber });
          size += part.value.length;
          part = await source.next();
        }
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: done },
          }),
        );
        return size;
      } catch (error) {
        // The parts stored so far would otherwise be kept (and billed) until a lifecycle rule.
        body.destroy();
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
          .catch(() => {});
        throw error;
      }
    },
    async getStream(key, range) {
      assertValidKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!object.Body) return null;
        // With a Range the length is the range's; the whole object's is after the slash.
        const total = object.ContentRange?.split("/")[1];
        return {
          body: object.Body as Readable,
          size: Number(total ?? object.ContentLength ?? 0),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        if (!object.Body) return null;
        return {
          body: await object.Body.transformToByteArray(),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
    publicUrl(key) {
      assertValidKey(key);
      if (isPrivate) throw new Error("Private storage has no public URL");
      return base + key;
    },
  };
}
