import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import { type Database, openEmbeddedDatabase, openServerDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { sendMessage } from "../messages/send-message.ts";
import { createListing, messageContext, PDF_BYTES, PNG_BYTES } from "../messages/test-helpers.ts";
import { generateKey } from "../storage/keys.ts";
import { createS3Client } from "../storage/s3-storage.ts";
import { createPrivateStorage, createStorage } from "../storage/storage.ts";
import { createTestUser } from "../testing/factories.ts";
import { createEmbeddedTestDatabase, createServerTestDatabase } from "../testing/test-db.ts";
import { type BackupConfig, createBackup } from "./backup.ts";
import { type TableChecksum, tableChecksums } from "./checksums.ts";
import { FILES_FOLDER } from "./files.ts";
import type { Manifest } from "./manifest.ts";
import { restoreBackup } from "./restore.ts";

// The engine in use: PGlite in a data dir, or databases on the TEST_DATABASE_URL server.
const serverUrl = process.env.TEST_DATABASE_URL;

type Place = BackupConfig & { open(): Promise<Database>; dispose(): Promise<void> };

const places: Place[] = [];
afterAll(async () => {
  for (const place of places) await place.dispose();
});

/** A database (migrated, or fresh as after createdb) and a data dir for local files. */
async function createPlace(
  kind: "migrated" | "fresh",
  storage: Config["storage"] = { driver: "local" },
): Promise<Place> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-backup-"));
  const server = serverUrl
    ? await createServerTestDatabase(serverUrl, { empty: kind === "fresh" })
    : null;
  if (!server && kind === "migrated") await createEmbeddedTestDatabase(dataDir);
  const place: Place = {
    dataDir,
    databaseUrl: server?.url,
    storage,
    open: () =>
      server ? openServerDatabase(server.url, { max: 2 }) : openEmbeddedDatabase(dataDir),
    async dispose() {
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  places.push(place);
  return place;
}

/** Real rows (users, listings, a message with an attachment) and files in both storages. */
async function seed(place: Place): Promise<void> {
  const database = await place.open();
  try {
    const { db } = database;
    const owner = await createTestUser(db, { firstName: "Anna", lastName: "Kowalska" });
    const buyer = await createTestUser(db, { firstName: "Łukasz" });
    const listing = await createListing(db, owner.id);
    await createListing(db, owner.id, "Dom z ogrodem w Rzeszowie");
    await createStorage(place).put(
      generateKey(`listings/${listing.id}`, "png"),
      PNG_BYTES,
      "image/png",
    );
    await sendMessage(messageContext(db, createPrivateStorage(place), buyer), {
      propertyId: listing.id,
      content: "Dzień dobry, czy mieszkanie jest aktualne?",
      files: [{ name: "umowa.pdf", type: "application/pdf", bytes: PDF_BYTES }],
    });
  } finally {
    await database.close();
  }
}

async function checksumsOf(place: Place): Promise<TableChecksum[]> {
  const database = await place.open();
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.close();
  }
}

/** Every stored file by its path (relative to DATA_DIR, or the object key) with its bytes. */
async function storedFiles(place: Place): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  if (place.storage.driver === "s3") {
    const client = createS3Client(place.storage);
    try {
      const { bucket } = place.storage;
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      for (const { Key } of listed.Contents ?? []) {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        found[`${Key} ${got.ContentType}`] = Buffer.from(
          await (
            got.Body as { transformToByteArray(): Promise<Uint8Array> }
          ).transformToByteArray(),
        ).toString("base64");
      }
    } finally {
      client.destroy();
    }
    return found;
  }
  for (const root of ["uploads", "private"]) {
    const entries = await readdir(path.join(place.dataDir, root), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    for (const entry of entries.filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      found[path.relative(place.dataDir, file)] = (await readFile(file)).toString("base64");
    }
  }
  return found;
}

function rowsOf(checksums: TableChecksum[], table: string): number | undefined {
  return checksums.find((t) => t.table === table)?.rows;
}

// Each restore opens the embedded database a few times (seconds each on a busy machine).
const SLOW = { timeout: 90_000 };

describe(`backup and restore (${serverUrl ? "PostgreSQL" : "PGlite"}, local files)`, SLOW, () => {
  let source: Place;
  let backupDir: string;
  let manifest: Manifest;
  let expected: TableChecksum[];
  let expectedFiles: Record<string, string>;

  beforeAll(async () => {
    source = await createPlace("migrated");
    await seed(source);
    expected = await checksumsOf(source);
    expectedFiles = await storedFiles(source);
    backupDir = path.join(source.dataDir, "..", `${path.basename(source.dataDir)}-backup`);
    ({ manifest } = await createBackup(source, { out: backupDir }));
  });
  afterAll(() => rm(backupDir, { recursive: true, force: true }));

  it("writes a manifest with the source's rows, checksums and files", () => {
    expect(rowsOf(expected, "public.users")).toBe(2);
    expect(rowsOf(expected, "public.properties")).toBe(2);
    expect(rowsOf(expected, "public.message_attachments")).toBe(1);
    expect(rowsOf(expected, "drizzle.__drizzle_migrations")).toBeGreaterThan(10);
    expect(manifest.tables).toEqual(expected);
    expect(manifest.engine).toBe(serverUrl ? "postgres" : "pglite");
    expect(Object.keys(expectedFiles)).toHaveLength(2);
    expect(manifest.files.entries.map((e) => e.path).sort()).toEqual(
      Object.keys(expectedFiles).sort(),
    );
  });

  it("restores into a fresh database and data dir with equal rows, checksums and files", async () => {
    const target = await createPlace("fresh");
    const { lines } = await restoreBackup(target, backupDir);
    expect(lines.filter((line) => line.startsWith("OK"))).toHaveLength(expected.length + 1);

    expect(await checksumsOf(target)).toEqual(expected);
    expect(await storedFiles(target)).toEqual(expectedFiles);

    // The comparison is not vacuous: one changed name changes the table's checksum.
    const database = await target.open();
    try {
      await database.db.update(users).set({ name: "Zmieniony" }).where(eq(users.name, "Łukasz"));
      const changed = await tableChecksums(database.db);
      const usersBefore = expected.find((t) => t.table === "public.users");
      const usersAfter = changed.find((t) => t.table === "public.users");
      expect(usersAfter?.rows).toBe(usersBefore?.rows);
      expect(usersAfter?.checksum).not.toBe(usersBefore?.checksum);
    } finally {
      await database.close();
    }
  });

  it("refuses a database that holds data unless forced, and then replaces it", async () => {
    const target = await createPlace("migrated");
    const database = await target.open();
    await createTestUser(database.db, { firstName: "Nadmiarowy" });
    await database.close();

    await expect(restoreBackup(target, backupDir)).rejects.toThrow(
      /Nie odtwarzam: .*(ma już tabele|jest już baza).*--force/s,
    );
    await restoreBackup(target, backupDir, { force: true });
    expect(await checksumsOf(target)).toEqual(expected);
    expect(await storedFiles(target)).toEqual(expectedFiles);
  });

  it("refuses a backup whose dump or files differ from the manifest, changing nothing", async () => {
    const damaged = `${backupDir}-damaged`;
    await cp(backupDir, damaged, { recursive: true });
    try {
      const dump = path.join(damaged, manifest.database.file);
      const bytes = await readFile(dump);
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      await writeFile(dump, bytes);
      const missing = manifest.files.entries[0].path;
      await rm(path.join(damaged, FILES_FOLDER, missing));

      const target = await createPlace("fresh");
      const refusal = restoreBackup(target, damaged);
      await expect(refusal).rejects.toThrow(/Kopia w .* jest uszkodzona albo niekompletna/);
      await expect(refusal).rejects.toThrow(
        `baza ${manifest.database.file}: inna suma SHA-256 niż w manifeście`,
      );
      await expect(refusal).rejects.toThrow(`plik ${missing}: brak`);

      expect(await storedFiles(target)).toEqual({});
      // Still fresh: a plain restore goes through.
      await restoreBackup(target, backupDir);
      expect(await checksumsOf(target)).toEqual(expected);
    } finally {
      await rm(damaged, { recursive: true, force: true });
    }
  });

  it.skipIf(serverUrl)("refuses to copy the embedded database while a server uses it", async () => {
    // Another live process (this test's parent) holds the server's lock.
    await writeFile(path.join(source.dataDir, "db.lock"), String(process.ppid));
    const out = `${backupDir}-locked`;
    try {
      await expect(createBackup(source, { out })).rejects.toThrow(/Najpierw zatrzymaj serwer/);
      await expect(readdir(out)).rejects.toMatchObject({ code: "ENOENT" });
    } finally {
      await rm(path.join(source.dataDir, "db.lock"), { force: true });
    }
  });
});

describe("backup and restore of files in S3 (s3rver)", SLOW, () => {
  let server: S3rver;
  let directory: string;
  let storageOf: (bucket: string) => Config["storage"];

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), "okolica-backup-s3-"));
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory,
      silent: true,
      configureBuckets: [
        { name: "source", configs: [] },
        { name: "restored", configs: [] },
      ],
    });
    const { port } = await server.run();
    storageOf = (bucket) => ({
      driver: "s3",
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket,
      // s3rver's fixed development credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("copies the bucket with content types and restores it into an empty bucket", async () => {
    const source = await createPlace("migrated", storageOf("source"));
    await seed(source);
    const expectedFiles = await storedFiles(source);
    expect(Object.keys(expectedFiles).sort()).toEqual([
      expect.stringMatching(/^listings\/.+\.png image\/png$/),
      expect.stringMatching(/^private\/.+ application\/pdf$/),
    ]);
    const out = `${source.dataDir}-backup`;
    try {
      const { manifest } = await createBackup(source, { out });
      expect(manifest.files).toMatchObject({ storage: "s3", bucket: "source" });

      const target = await createPlace("fresh", storageOf("restored"));
      await restoreBackup(target, out);
      expect(await storedFiles(target)).toEqual(expectedFiles);
      expect(await checksumsOf(target)).toEqual(manifest.tables);

      // A fresh database is not enough when the bucket holds files.
      const another = await createPlace("fresh", storageOf("restored"));
      await expect(restoreBackup(another, out)).rejects.toThrow(
        /Nie odtwarzam: zasobnik restored nie jest pusty.*--force/s,
      );
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
