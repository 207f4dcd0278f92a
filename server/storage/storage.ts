import type { Readable } from "node:stream";
import type { Config } from "../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** Uploaded files (avatars, listing photos): one interface, a local-disk and an S3 driver. */
export type Storage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /**
   * The object as a stream, so that a big one (a data export) never sits whole in memory; `size`
   * is the whole object's. `range`: inclusive byte offsets within it, checked by the caller.
   */
  getStream(
    key: string,
    range?: ByteRange,
  ): Promise<{ body: Readable; size: number; contentType: string } | null>;
  /**
   * Stores what `body` yields as it comes (S3: a multipart upload), so that the whole never sits
   * in memory; a reader sees the object whole or not at all. Answers the bytes stored.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** Deleting a missing key is not an error (deletes are retried and raced). */
  delete(key: string): Promise<void>;
  /**
   * Where a browser loads the file from. There is deliberately no way back from a URL to a key:
   * a URL in a row may be a link to someone else's file; the keys a row owns are recorded
   * (stored-files.ts).
   */
  publicUrl(key: string): string;
};

/** Inclusive byte offsets, as in an HTTP Range. */
export type ByteRange = { start: number; end: number };

export type StorageConfig = Pick<Config, "storage" | "dataDir">;

export function createStorage(config: StorageConfig): Storage {
  return config.storage.driver === "s3"
    ? createS3Storage(config.storage)
    : createLocalStorage(config.dataDir);
}

// One storage per configuration object: the S3 client keeps a connection pool worth reusing.
const storages = new WeakMap<StorageConfig, Storage>();

/**
 * Files nobody may fetch by URL (message attachments): `${DATA_DIR}/private/` on disk (Express
 * serves only uploads/), or the `private/` prefix of the S3 bucket. `publicUrl` throws.
 */
export function createPrivateStorage(config: StorageConfig): Storage {
  return config.storage.driver === "s3"
    ? createS3Storage(config.storage, { private: true })
    : createLocalStorage(config.dataDir, { private: true });
}

const privateStorages = new WeakMap<StorageConfig, Storage>();

/** The private storage for the running server's configuration (created once). */
export function getPrivateStorage(config: StorageConfig): Storage {
  let storage = privateStorages.get(config);
  if (!storage) {
    storage = createPrivateStorage(config);
    privateStorages.set(config, storage);
  }
  return storage;
}

/** The storage for the running server's configuration (created once). */
export function getStorage(config: StorageConfig): Storage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createStorage(config);
    storages.set(config, storage);
  }
  return storage;
}
