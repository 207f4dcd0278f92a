import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Assume } from "drizzle-orm/utils";
import pg from "pg";
import type { Logger } from "pino";
import { acquireLock, type Lock } from "./lock.ts";
import * as schema from "./schema.ts";

/**
 * What `execute` answers on both engines: pg's QueryResult and PGlite's Results both carry
 * `rows`, and nothing else of theirs is read.
 */
type Rows<T> = { rows: T[] };
interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<Assume<this["row"], Record<string, unknown>>>;
}

/**
 * One query API for both engines: the query builder is the same, so domain code is written once
 * against this type, and either driver's database is one without a cast.
 */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

/** Subscribes to the database's own notifications (PGlite's `listen`); returns the unlisten. */
export type ListenFunction = (
  channel: string,
  callback: (payload: string) => void,
) => Promise<() => Promise<void>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database's notifications (a PostgreSQL server's come through the event bus). */
  listen?: ListenFunction;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** Opens the embedded database in `dataDir/db`, guarded by a lock file, and migrates it. */
export async function openEmbeddedDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const lock: Lock = acquireLock(path.join(dataDir, "db.lock"));
  try {
    const client = await PGlite.create({
      dataDir: path.join(dataDir, "db"),
      extensions: PGLITE_EXTENSIONS,
    });
    return await fromPglite(client, async () => {
      await client.close();
      lock.release();
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an open PGlite client (a file database or a test clone), migrating it first. */
export async function fromPglite(
  client: PGlite,
  close: () => Promise<void> = () => client.close(),
) {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: "pglite",
    listen: (channel, callback) => client.listen(channel, callback),
    close,
  } satisfies Database;
}

/** A request waits at most this long for a connection, so that it fails fast while the server is down. */
const CONNECTION_TIMEOUT_MS = 5_000;

/** Connects to a PostgreSQL server. Migrations run under an advisory lock so that several processes may start at once. */
export async function openServerDatabase(
  url: string,
  options: { max?: number; log?: Pick<Logger, "warn"> } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // An idle pooled connection that the server ends (restart, crash, pg_terminate_backend) emits
  // 'error' on the pool; unheard, that event would crash the process. The pool drops the client
  // and the next query connects again.
  pool.on("error", (error) => {
    if (options.log) options.log.warn({ err: error }, "database: idle connection lost");
    else console.warn("database: idle connection lost", error);
  });
  // A connection lost while checked out (a transaction between two queries) emits 'error' on
  // its client, where the pool listens only while it is idle: unheard, it stopped the process
  // (the postgres-kill fault check). Its queries fail with the error, and the pool drops it
  // when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzlePg({ client: pool, schema });
  try {
    await migrateServer(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: "postgres", close: () => pool.end() };
}

const MIGRATION_LOCK_KEY = 72_410_001;

async function migrateServer(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  log?: Pick<Logger, "warn">,
): Promise<Database> {
  return config.databaseUrl
    ? openServerDatabase(config.databaseUrl, { log })
    : openEmbeddedDatabase(config.dataDir);
}
