import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { matchChecksums, type TableChecksum, tableChecksums } from "./checksums.ts";
import { BackupError } from "./errors.ts";
import { type Manifest, migrationLevel } from "./manifest.ts";

/** Debian and Ubuntu install every PostgreSQL major side by side here (postgresql-client-NN). */
const DEBIAN_ROOT = "/usr/lib/postgresql";

/**
 * The newest installed major's tool, else the one on PATH. Not PATH first: Debian's
 * /usr/bin/pg_dump is pg_wrapper, which picks a version by the local clusters and may pick an
 * older one than the server needs (pg_dump must be at least the server's major).
 */
function pgTool(name: "pg_dump" | "pg_restore"): string {
  const majors = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((major) => existsSync(path.join(DEBIAN_ROOT, major, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors.length ? path.join(DEBIAN_ROOT, majors[0], "bin", name) : name;
}

/** The URL without its password, which goes to the tools in PGPASSWORD (not visible in `ps`). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return {
    dbname: u.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs a PostgreSQL client tool; its stderr becomes the error message. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(`Nie znaleziono programu ${tool}: zainstaluj pakiet postgresql-client.`)
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${tool} zakończył się błędem (kod ${code}):\n${stderr.trim()}`));
    });
  });
}

async function toolMajor(tool: string): Promise<number> {
  const version = await run(tool, ["--version"], process.env);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(version);
  if (!match) throw new BackupError(`Nie rozpoznano wersji ${tool}: ${version.trim()}`);
  return Number(match[1]);
}

/** A missing database or an unreachable server as a plain message (drizzle wraps pg's error in `cause`). */
function connectionRefusal(url: string, error: unknown): BackupError | null {
  const { code, message } = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    message?: string;
  };
  const { hostname, port, pathname } = new URL(url);
  const name = pathname.slice(1);
  if (code === "3D000") {
    return new BackupError(`Baza danych „${name}” nie istnieje: utwórz ją (createdb ${name}).`);
  }
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "28P01") {
    return new BackupError(
      `Nie można połączyć się z bazą „${name}” na ${hostname}:${port || 5432} (DATABASE_URL): ${message}`,
    );
  }
  return null;
}

async function withPool<T>(url: string, use: (db: Db) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await use(drizzle({ client: pool, schema }));
  } catch (error) {
    throw connectionRefusal(url, error) ?? error;
  } finally {
    await pool.end();
  }
}

/**
 * pg_dump in custom format, taken from a snapshot exported by a read-only REPEATABLE READ
 * transaction that also computes the checksums: the dump and the manifest describe the same
 * moment even while the app keeps writing.
 */
export async function dumpPostgres(
  url: string,
  file: string,
): Promise<Pick<Manifest, "engineVersion" | "dumpToolMajor" | "migrations" | "tables">> {
  const pgDump = pgTool("pg_dump");
  const clientMajor = await toolMajor(pgDump);
  return withPool(url, (db) =>
    db.transaction(
      async (tx) => {
        const { rows } = await tx.execute<{ version: string; num: number; snapshot: string }>(
          sql`select current_setting('server_version') as version,
                     current_setting('server_version_num')::int as num,
                     pg_export_snapshot() as snapshot`,
        );
        const { version, num, snapshot } = rows[0];
        const serverMajor = Math.floor(num / 10_000);
        if (clientMajor < serverMajor) {
          throw new BackupError(
            `pg_dump ${clientMajor} jest starszy niż serwer PostgreSQL ${serverMajor}: ` +
              `zainstaluj postgresql-client-${serverMajor} (pg_dump musi mieć wersję co najmniej serwera).`,
          );
        }
        const { dbname, env } = connection(url);
        await run(
          pgDump,
          ["--format=custom", "--no-password", `--snapshot=${snapshot}`, `--file=${file}`, dbname],
          env,
        );
        return {
          engineVersion: `PostgreSQL ${version}`,
          dumpToolMajor: clientMajor,
          migrations: await migrationLevel(tx),
          tables: await tableChecksums(tx),
        };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ),
  );
}

/** True when the database has no table in any schema of its own (a fresh `createdb`). */
export function postgresIsEmpty(url: string): Promise<boolean> {
  return withPool(url, async (db) => {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n === 0;
  });
}

/**
 * Drops the app's schemas (with the extensions in public) rather than letting pg_restore --clean
 * drop what the dump names: tables a newer migration added would otherwise stay, and the server
 * would fail re-running that migration over them.
 */
function clearPostgres(url: string): Promise<void> {
  return withPool(url, (db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema if exists public cascade`);
      await tx.execute(sql`create schema public`);
    }),
  );
}

/**
 * pg_restore in one transaction (a failure leaves no half-restored database), without the
 * source's owners and grants. With `replace` the app's schemas are dropped first. Returns the
 * printed comparison with the backup's checksums.
 */
export async function restorePostgres(
  url: string,
  file: string,
  options: { dumpToolMajor?: number; replace: boolean; expected: TableChecksum[] },
): Promise<string[]> {
  const pgRestore = pgTool("pg_restore");
  const major = await toolMajor(pgRestore);
  if (options.dumpToolMajor && major < options.dumpToolMajor) {
    throw new BackupError(
      `pg_restore ${major} jest starszy niż pg_dump ${options.dumpToolMajor}, którym zrobiono kopię: ` +
        `zainstaluj postgresql-client-${options.dumpToolMajor}.`,
    );
  }
  if (options.replace) await clearPostgres(url);
  const { dbname, env } = connection(url);
  await run(
    pgRestore,
    [
      "--no-owner",
      "--no-acl",
      "--exit-on-error",
      "--single-transaction",
      "--no-password",
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  return matchChecksums(options.expected, await withPool(url, tableChecksums));
}
