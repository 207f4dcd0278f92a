import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
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

  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          // Keys are unique per upload, so a cached copy never goes stale.
          CacheControl: isPrivate ? "private, no-store" : "public, max-age=31536000, immutable",
        }),
      );
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
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") {
          return null;
        }
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
