import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { MIGRATIONS_FOLDER } from "../db/client.ts";
import type { Queryable } from "./checksums.ts";
import { BackupError } from "./errors.ts";

const MANIFEST_FILE = "manifest.json";

const SHA256 = z.string().regex(/^[0-9a-f]{64}$/);

const fileEntry = z.object({
  /** For local storage relative to DATA_DIR (`uploads/...`, `private/...`); for S3 the object key. */
  path: z.string(),
  bytes: z.number().int(),
  sha256: SHA256,
  contentType: z.string().optional(),
  cacheControl: z.string().optional(),
});

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(["postgres", "pglite"]),
  /** The server's version, or PGlite's package version. */
  engineVersion: z.string(),
  /** pg_dump's major version: pg_restore must be at least as new. */
  dumpToolMajor: z.number().int().optional(),
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  /** A file name inside the backup directory. */
  database: z.object({
    file: z.string().regex(/^[\w-][\w.-]*$/),
    bytes: z.number().int(),
    sha256: SHA256,
  }),
  tables: z.array(z.object({ table: z.string(), rows: z.number().int(), checksum: z.string() })),
  files: z.object({
    storage: z.enum(["local", "s3"]),
    bucket: z.string().optional(),
    entries: z.array(fileEntry),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;
export type FilesManifest = Manifest["files"];

/** Written last: a backup directory without it is incomplete. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), "utf8");
  } catch {
    throw new BackupError(
      `W ${dir} nie ma pliku ${MANIFEST_FILE}: to nie jest kopia z npm run backup albo kopia jest niekompletna.`,
    );
  }
  const parsed = manifestSchema.safeParse(parseJson(text));
  if (!parsed.success) throw new BackupError(`Nieprawidłowy ${MANIFEST_FILE} w ${dir}.`);
  return parsed.data;
}

/** Broken JSON is just another invalid manifest. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How many migrations the database has applied and the name of the last one (from drizzle's journal). */
export async function migrationLevel(db: Queryable): Promise<Manifest["migrations"]> {
  const { rows } = await db.execute<{ applied: number; last: string | null }>(sql`
    select count(*)::int as applied, max(created_at)::text as last
    from drizzle.__drizzle_migrations`);
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
  ) as { entries: { when: number; tag: string }[] };
  const last = rows[0].last;
  const entry = journal.entries.find((e) => String(e.when) === last);
  // A backup from a newer version than this code names a migration the journal does not know.
  return { applied: rows[0].applied, latest: entry?.tag ?? last };
}
