import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createTestDatabase, TEMPLATE_DATABASE, withDatabaseName } from "../../testing/test-db.ts";
import { type Database, openServerDatabase } from "../client.ts";
import { seedDemoData } from "./index.ts";

const log = pino({ level: "silent" });
const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-seed-race-"));
const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32) });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function counts(database: Database) {
  const result = await database.db.execute(sql`
    select (select count(*) from users)::int as users,
           (select count(*) from properties)::int as properties,
           (select count(*) from services)::int as services,
           (select count(*) from subscription_plans)::int as plans`);
  return result.rows[0] as Record<string, number>;
}

/**
 * Two "processes" on one PostgreSQL database: two separate connection pools. The database is
 * dropped only after both pools' connections are really gone, so that no connection is cut
 * while it is still closing.
 */
async function withTwoServerConnections(
  serverUrl: string,
  run: (a: Database, b: Database) => Promise<void>,
) {
  const name = `okolica_seed_race_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  try {
    const a = await openServerDatabase(withDatabaseName(serverUrl, name), { max: 2 });
    const b = await openServerDatabase(withDatabaseName(serverUrl, name), { max: 2 });
    try {
      await run(a, b);
    } finally {
      await a.close();
      await b.close();
    }
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

describe("two processes starting at once on an empty database", () => {
  it("seed the demo data once", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      await withTwoServerConnections(serverUrl, async (a, b) => {
        await Promise.all([
          seedDemoData({ db: a.db, config, log }),
          seedDemoData({ db: b.db, config, log }),
        ]);
        expect(await counts(a)).toEqual({ users: 25, properties: 202, services: 25, plans: 5 });
      });
      return;
    }
    // PGlite has one connection: the second call waits for the first transaction, then finds users.
    const database = await createTestDatabase();
    try {
      await Promise.all([
        seedDemoData({ db: database.db, config, log }),
        seedDemoData({ db: database.db, config, log }),
      ]);
      expect(await counts(database)).toEqual({
        users: 25,
        properties: 202,
        services: 25,
        plans: 5,
      });
    } finally {
      await database.close();
    }
  }, 90_000); // Two whole demo seeds racing: 13 s alone, 30 s and more on a busy machine.
});
