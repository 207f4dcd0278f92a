import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { PGLITE_EXTENSIONS } from "../db/client.ts";
import { acquireLock, DatabaseLockedError, type Lock } from "../db/lock.ts";
import * as schema from "../db/schema.ts";
import { matchChecksums, type TableChecksum, tableChecksums } from "./checksums.ts";
import { BackupError } from "./errors.ts";
import { type Manifest, migrationLevel } from "./manifest.ts";

/** The embedded database lives in `${DATA_DIR}/db` (server/db/client.ts). */
const dbDir = (dataDir: string) => path.join(dataDir, "db");

export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dbDir(dataDir), "PG_VERSION"));
}

/**
 * The server's own lock on the data dir: while the backup or restore holds it the server cannot
 * start, and while the server runs they refuse.
 */
export async function lockDataDir(dataDir: string): Promise<Lock> {
  await mkdir(dataDir, { recursive: true });
  try {
    return acquireLock(path.join(dataDir, "db.lock"));
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    throw new BackupError(`Najpierw zatrzymaj serwer. ${error.message}`);
  }
}

async function pgliteVersion(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ version: string }>(
    "select current_setting('server_version') as version",
  );
  return `PGlite (PostgreSQL ${rows[0].version})`;
}

/**
 * A consistent copy of the embedded database. Call with the data dir's lock held.
 *
 * PGlite's own `dumpDataDir` rather than copying the files: it runs after a CHECKPOINT inside the
 * instance's query mutex, so the tarball is the state the checksums were just computed from; a
 * file copy would copy whatever a crashed server left (unrecovered WAL, stale pages), while
 * opening the database first runs PostgreSQL's recovery.
 */
export async function dumpEmbedded(
  dataDir: string,
  file: string,
): Promise<Pick<Manifest, "engineVersion" | "migrations" | "tables">> {
  if (!embeddedDatabaseExists(dataDir)) {
    throw new BackupError(`W ${dataDir} nie ma bazy danych (katalog db/): nie ma czego kopiować.`);
  }
  const client = await PGlite.create({ dataDir: dbDir(dataDir), extensions: PGLITE_EXTENSIONS });
  try {
    // No migrations here: the copy must be of the database as it is.
    const db = drizzle({ client, schema });
    const result = {
      engineVersion: await pgliteVersion(client),
      migrations: await migrationLevel(db),
      tables: await tableChecksums(db),
    };
    await client.exec("checkpoint");
    const tarball = await client.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return result;
  } finally {
    await client.close();
  }
}

/**
 * Unpacks the tarball beside `${dataDir}/db`, checks it against the backup's checksums and only
 * then puts it in place of the database (if any): a damaged or mismatching copy leaves the
 * current database as it was. Call with the data dir's lock held. Returns the printed comparison.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  expected: TableChecksum[],
): Promise<string[]> {
  const target = dbDir(dataDir);
  const staging = `${target}.restoring`;
  const replaced = `${target}.replaced`;
  await rm(staging, { recursive: true, force: true });
  try {
    const client = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([await readFile(file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    let lines: string[];
    try {
      lines = matchChecksums(expected, await tableChecksums(drizzle({ client, schema })));
    } finally {
      await client.close();
    }
    await rm(replaced, { recursive: true, force: true });
    if (existsSync(target)) await rename(target, replaced);
    await rename(staging, target);
    await rm(replaced, { recursive: true, force: true });
    return lines;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
