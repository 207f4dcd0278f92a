import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";
import type { Lock } from "../db/lock.ts";
import { dumpEmbedded, lockDataDir } from "./embedded.ts";
import { BackupError } from "./errors.ts";
import { backupFiles, sha256File } from "./files.ts";
import { type Manifest, writeManifest } from "./manifest.ts";
import { dumpPostgres } from "./postgres.ts";

export type BackupConfig = Pick<Config, "dataDir" | "databaseUrl" | "storage">;

const DUMP_FILES: Record<Manifest["engine"], string> = {
  postgres: "database.dump",
  pglite: "database.tar.gz",
};

/** `backups/okolica-2026-11-25T06-40-00Z`: sorts by time and is a valid file name everywhere. */
function defaultBackupDir(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return path.resolve("backups", `okolica-${stamp}`);
}

async function prepareEmptyDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) {
    throw new BackupError(`Katalog ${dir} nie jest pusty: podaj nowy katalog w --out.`);
  }
}

/**
 * The database first, then the files: a file uploaded in between is merely an extra file, while
 * the other order would leave rows pointing at files missing from the backup.
 */
async function backupInto(config: BackupConfig, dir: string, now: Date): Promise<Manifest> {
  const engine = config.databaseUrl ? "postgres" : "pglite";
  const file = path.join(dir, DUMP_FILES[engine]);
  const database = config.databaseUrl
    ? await dumpPostgres(config.databaseUrl, file)
    : await dumpEmbedded(config.dataDir, file);
  return {
    format: 1,
    createdAt: now.toISOString(),
    engine,
    ...database,
    database: {
      file: path.basename(file),
      bytes: (await stat(file)).size,
      sha256: await sha256File(file),
    },
    files: await backupFiles(config, dir),
  };
}

/**
 * A backup directory: the database (pg_dump, or PGlite's tarball), the stored files under
 * `files/` and `manifest.json` with row counts, checksums and SHA-256 sums, written last.
 * The embedded database's lock is held throughout, so the server cannot start meanwhile and
 * nothing changes; a running server makes it refuse.
 */
export async function createBackup(
  config: BackupConfig,
  options: { out?: string; now?: Date } = {},
): Promise<{ dir: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const dir = path.resolve(options.out ?? defaultBackupDir(now));
  await prepareEmptyDir(dir);
  let lock: Lock | null = null;
  try {
    if (!config.databaseUrl) lock = await lockDataDir(config.dataDir);
    const manifest = await backupInto(config, dir, now);
    await writeManifest(dir, manifest);
    return { dir, manifest };
  } catch (error) {
    // No half backup that could be mistaken for a good one.
    await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    lock?.release();
  }
}
