import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import type { Auth } from "../auth/auth.ts";
import { type Database, fromPglite, openServerDatabase, PGLITE_EXTENSIONS } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createTestAuth } from "./factories.ts";

export const TEMPLATE_DATABASE = "okolica_test_template";

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test file: a PGlite clone of the template, or a new
 * database on the TEST_DATABASE_URL server copied from the template and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createServerTestDatabase(serverUrl);
    const database = await openServerDatabase(created.url, { max: 4 });
    return {
      ...database,
      kind: "postgres",
      async close() {
        await database.close();
        await created.drop();
      },
    };
  }
  const client = await PGlite.create({
    loadDataDir: pgliteTemplate(),
    extensions: PGLITE_EXTENSIONS,
  });
  return fromPglite(client);
}

/**
 * A fresh test database with the auth that runs on it, for one test file: `open` gets both
 * before the file's tests run, and the database is closed after them.
 */
export function withTestDatabase(
  open: (opened: { database: Database; auth: Auth }) => void,
  options: { mailer?: Mailer } = {},
): void {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    open({ database, auth: createTestAuth(database.db, options) });
  });
  afterAll(() => database?.close());
}

/** The migrated PGlite data dir that global-setup.ts dumped for this run. */
function pgliteTemplate(): Blob {
  return new Blob([readFileSync(inject("pgliteTemplate"))]);
}

/**
 * A migrated embedded database in `${dataDir}/db` (from the template), as the server keeps one,
 * for tests of what works on the data dir; openEmbeddedDatabase(dataDir) opens it.
 */
export async function createEmbeddedTestDatabase(dataDir: string): Promise<void> {
  const client = await PGlite.create({
    dataDir: path.join(dataDir, "db"),
    loadDataDir: pgliteTemplate(),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
}

/**
 * A new database on the test server, migrated (a copy of the template) or `empty` as after
 * `createdb`, for tests that need its URL; `drop` removes it once its connections are closed.
 */
export async function createServerTestDatabase(
  serverUrl: string,
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `okolica_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    options.empty
      ? `create database ${name}`
      : `create database ${name} template ${TEMPLATE_DATABASE}`,
  );
  return {
    url: withDatabaseName(serverUrl, name),
    async drop() {
      await dropWhenDisconnected(admin, name);
      await admin.end();
    },
  };
}

/**
 * The pool's sockets may still be closing on the server side; dropping with FORCE would then
 * terminate them mid-close and surface as an unhandled "terminating connection" error.
 */
async function dropWhenDisconnected(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
