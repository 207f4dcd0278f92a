import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { createS3Client } from "../storage/s3-storage.ts";
import type { StorageConfig } from "../storage/storage.ts";
import { BackupError } from "./errors.ts";
import type { FileEntry, FilesManifest } from "./manifest.ts";

/** Inside a backup directory the stored files keep their paths under this folder. */
export const FILES_FOLDER = "files";

/** The local driver's two roots under DATA_DIR (server/storage/local-storage.ts). */
const LOCAL_ROOTS = ["uploads", "private"];

/** Bounds the listing loop: 10 000 pages of 1 000 keys. */
const MAX_LIST_PAGES = 10_000;

type Stored = { path: string; bytes: number };

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

async function localFiles(dataDir: string): Promise<Stored[]> {
  const found: Stored[] = [];
  for (const root of LOCAL_ROOTS) {
    const base = path.join(dataDir, root);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      },
    );
    for (const entry of entries) {
      // Half-written uploads (`.tmp`, renamed into place when complete) are not files yet.
      if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
      const full = path.join(entry.parentPath, entry.name);
      const relative = path.relative(dataDir, full).split(path.sep).join("/");
      found.push({ path: relative, bytes: (await stat(full)).size });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every object of the bucket, page by page. */
async function* s3Objects(client: S3Client, bucket: string) {
  let token: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const object of listed.Contents ?? []) {
      if (object.Key) yield { path: object.Key, bytes: object.Size ?? 0 };
    }
    if (!listed.IsTruncated) return;
    token = listed.NextContinuationToken;
  }
  throw new BackupError(`Zasobnik ${bucket} ma więcej obiektów, niż kopia obsługuje.`);
}

/** The file's place under `root`; refuses a path from a manifest that would leave it. */
function inside(root: string, relative: string): string {
  const full = path.resolve(root, relative);
  if (!full.startsWith(path.resolve(root) + path.sep)) {
    throw new BackupError(`Niedozwolona ścieżka pliku w kopii: ${relative}`);
  }
  return full;
}

async function readS3Object(client: S3Client, bucket: string, key: string) {
  try {
    return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return null;
    throw error;
  }
}

/** Copies every stored file (local uploads and private files, or every object of the bucket) into `dir/files/`. */
export async function backupFiles(config: StorageConfig, dir: string): Promise<FilesManifest> {
  const target = path.join(dir, FILES_FOLDER);
  const entries: FileEntry[] = [];
  if (config.storage.driver === "local") {
    for (const file of await localFiles(config.dataDir)) {
      const copy = inside(target, file.path);
      await mkdir(path.dirname(copy), { recursive: true });
      await copyFile(inside(config.dataDir, file.path), copy);
      entries.push({ path: file.path, bytes: file.bytes, sha256: await sha256File(copy) });
    }
    return { storage: "local", entries };
  }
  const { bucket } = config.storage;
  const client = createS3Client(config.storage);
  try {
    for await (const object of s3Objects(client, bucket)) {
      const got = await readS3Object(client, bucket, object.path);
      // Deleted since the listing: like a file deleted before the backup started.
      if (!got?.Body) continue;
      const copy = inside(target, object.path);
      await mkdir(path.dirname(copy), { recursive: true });
      await pipeline(got.Body as Readable, createWriteStream(copy));
      entries.push({
        path: object.path,
        bytes: (await stat(copy)).size,
        sha256: await sha256File(copy),
        contentType: got.ContentType,
        cacheControl: got.CacheControl,
      });
    }
  } finally {
    client.destroy();
  }
  return { storage: "s3", bucket, entries };
}

/** The copies in the backup directory that are missing or differ from the manifest, as printable lines. */
export async function damagedCopies(dir: string, files: FilesManifest): Promise<string[]> {
  const source = path.join(dir, FILES_FOLDER);
  const damaged: string[] = [];
  for (const entry of files.entries) {
    const sha256 = await sha256File(inside(source, entry.path)).catch(() => null);
    if (sha256 !== entry.sha256) {
      damaged.push(`plik ${entry.path}: ${sha256 ? "inna suma SHA-256 niż w manifeście" : "brak"}`);
    }
  }
  return damaged;
}

/** True when the configured storage holds no file at all. */
export async function storageIsEmpty(config: StorageConfig): Promise<boolean> {
  if (config.storage.driver === "local") return (await localFiles(config.dataDir)).length === 0;
  const client = createS3Client(config.storage);
  try {
    for await (const _ of s3Objects(client, config.storage.bucket)) return false;
    return true;
  } finally {
    client.destroy();
  }
}

/** Writes the backup's files into the configured storage, keeping S3 content types and caching. */
export async function restoreFiles(
  config: StorageConfig,
  dir: string,
  files: FilesManifest,
): Promise<void> {
  const source = path.join(dir, FILES_FOLDER);
  if (config.storage.driver === "local") {
    for (const entry of files.entries) {
      const file = inside(config.dataDir, entry.path);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(inside(source, entry.path), file);
    }
    return;
  }
  const client = createS3Client(config.storage);
  try {
    for (const entry of files.entries) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.storage.bucket,
          Key: entry.path,
          // Uploads are images and attachments of a few megabytes at most.
          Body: await readFile(inside(source, entry.path)),
          ContentType: entry.contentType,
          CacheControl: entry.cacheControl,
        }),
      );
    }
  } finally {
    client.destroy();
  }
}

/** Checks every file of the manifest in the configured storage by SHA-256, as printable lines. */
export async function verifyFiles(
  config: StorageConfig,
  files: FilesManifest,
): Promise<{ ok: boolean; lines: string[] }> {
  const mismatches: string[] = [];
  const client = config.storage.driver === "s3" ? createS3Client(config.storage) : null;
  try {
    for (const entry of files.entries) {
      let bytes: Uint8Array | null;
      if (client && config.storage.driver === "s3") {
        const got = await readS3Object(client, config.storage.bucket, entry.path);
        bytes = got?.Body ? await got.Body.transformToByteArray() : null;
      } else {
        bytes = await readFile(inside(config.dataDir, entry.path)).catch(() => null);
      }
      const sha256 = bytes ? createHash("sha256").update(bytes).digest("hex") : null;
      if (sha256 !== entry.sha256) {
        mismatches.push(`BŁĄD  plik ${entry.path}: ${bytes ? "inna zawartość" : "brak"}`);
      }
    }
  } finally {
    client?.destroy();
  }
  const total = files.entries.reduce((sum, e) => sum + e.bytes, 0);
  return mismatches.length
    ? { ok: false, lines: mismatches }
    : {
        ok: true,
        lines: [`OK    pliki: ${files.entries.length} (${total} B), zgodne co do bajtu`],
      };
}
