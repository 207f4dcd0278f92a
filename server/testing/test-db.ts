import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, fromPglite, openServerDatabase, PGLITE_EXTENSIONS } from "../db/client.ts";

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
    const name = `okolica_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const database = await openServerDatabase(withDatabaseName(serverUrl, name), { max: 4 });
    return {
      ...database,
      kind: "postgres",
      async close() {
        await database.close();
        await dropWhenDisconnected(admin, name);
        await admin.end();
      },
    };
  }
  const template = readFileSync(inject("pgliteTemplate"));
  const client = await PGlite.create({
    loadDataDir: new Blob([template]),
    extensions: PGLITE_EXTENSIONS,
  });
  return fromPglite(client);
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
