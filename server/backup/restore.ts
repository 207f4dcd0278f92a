import path from "node:path";
import type { Lock } from "../db/lock.ts";
import type { BackupConfig } from "./backup.ts";
import { embeddedDatabaseExists, lockDataDir, restoreEmbedded } from "./embedded.ts";
import { BackupError } from "./errors.ts";
import { damagedCopies, restoreFiles, sha256File, storageIsEmpty, verifyFiles } from "./files.ts";
import { type Manifest, readManifest } from "./manifest.ts";
import { postgresIsEmpty, restorePostgres } from "./postgres.ts";

const WRONG_ENGINE: Record<Manifest["engine"], string> = {
  postgres:
    "Kopia jest z serwera PostgreSQL (pg_dump), a DATABASE_URL nie jest ustawiony: " +
    "ustaw DATABASE_URL na nową, pustą bazę (createdb).",
  pglite:
    "Kopia jest z bazy wbudowanej (PGlite), a ustawiono DATABASE_URL: " +
    "odtwarzaj ją bez DATABASE_URL, do katalogu DATA_DIR.",
};

/** Every part of the backup that is missing or differs from the manifest's SHA-256 sums. */
async function damagedParts(dir: string, manifest: Manifest): Promise<string[]> {
  const dump = manifest.database.file;
  const sha256 = await sha256File(path.join(dir, dump)).catch(() => null);
  const damaged =
    sha256 === manifest.database.sha256
      ? []
      : [`baza ${dump}: ${sha256 ? "inna suma SHA-256 niż w manifeście" : "brak"}`];
  return [...damaged, ...(await damagedCopies(dir, manifest.files))];
}

/** What of the target already holds data, named for the refusal. */
async function occupiedTargets(config: BackupConfig): Promise<string[]> {
  const occupied: string[] = [];
  const databaseEmpty = config.databaseUrl
    ? await postgresIsEmpty(config.databaseUrl)
    : !embeddedDatabaseExists(config.dataDir);
  if (!databaseEmpty) {
    occupied.push(
      config.databaseUrl
        ? "baza z DATABASE_URL ma już tabele"
        : `w ${config.dataDir} jest już baza (db/)`,
    );
  }
  if (!(await storageIsEmpty(config))) {
    occupied.push(
      config.storage.driver === "s3"
        ? `zasobnik ${config.storage.bucket} nie jest pusty`
        : `w ${config.dataDir} są już pliki (uploads/ albo private/)`,
    );
  }
  return occupied;
}

/**
 * Restores a backup directory into the configured database and storage: checks every SHA-256 sum
 * first (nothing is touched if one differs), refuses a target that holds data unless `force`,
 * then compares row counts and checksums per table and every file. Returns the printed report.
 */
export async function restoreBackup(
  config: BackupConfig,
  backupDir: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: Manifest; lines: string[] }> {
  const dir = path.resolve(backupDir);
  const manifest = await readManifest(dir);
  const engine = config.databaseUrl ? "postgres" : "pglite";
  if (manifest.engine !== engine) throw new BackupError(WRONG_ENGINE[manifest.engine]);
  if (manifest.files.storage !== config.storage.driver) {
    throw new BackupError(
      `Kopia zawiera pliki z magazynu „${manifest.files.storage}”, a STORAGE_DRIVER=${config.storage.driver}: ` +
        "odtwarzaj z tym samym sterownikiem plików (adresy zdjęć w bazie od niego zależą).",
    );
  }
  const damaged = await damagedParts(dir, manifest);
  if (damaged.length) {
    throw new BackupError(
      `Kopia w ${dir} jest uszkodzona albo niekompletna; niczego nie zmieniono:\n` +
        damaged.map((line) => `  ${line}`).join("\n"),
    );
  }

  let lock: Lock | null = null;
  try {
    if (!config.databaseUrl) lock = await lockDataDir(config.dataDir);
    const force = options.force === true;
    const occupied = force ? [] : await occupiedTargets(config);
    if (occupied.length) {
      throw new BackupError(
        `Nie odtwarzam: ${occupied.join("; ")}. Odtwarzaj do nowej bazy i pustego magazynu ` +
          "plików albo dodaj --force, żeby zastąpić bazę i nadpisać pliki o tych samych nazwach.",
      );
    }
    const dump = path.join(dir, manifest.database.file);
    const lines = config.databaseUrl
      ? await restorePostgres(config.databaseUrl, dump, {
          dumpToolMajor: manifest.dumpToolMajor,
          replace: force,
          expected: manifest.tables,
        })
      : await restoreEmbedded(config.dataDir, dump, manifest.tables);
    await restoreFiles(config, dir, manifest.files);
    const files = await verifyFiles(config, manifest.files);
    if (!files.ok) {
      throw new BackupError(
        `Pliki po odtworzeniu nie zgadzają się z kopią:\n${files.lines.join("\n")}`,
      );
    }
    return { manifest, lines: [...lines, ...files.lines] };
  } finally {
    lock?.release();
  }
}
