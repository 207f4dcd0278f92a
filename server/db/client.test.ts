import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createServerTestDatabase } from "../testing/test-db.ts";
import { openServerDatabase } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("openServerDatabase", () => {
  it("lives through a connection lost in the middle of a transaction; the next query works", async () => {
    const created = await createServerTestDatabase(serverUrl as string);
    const database = await openServerDatabase(created.url, { max: 2, log: { warn: () => {} } });
    const admin = new pg.Client({ connectionString: created.url });
    await admin.connect();
    try {
      // The connection dies while the transaction holds it between two queries, as when
      // PostgreSQL is killed: before, its 'error' event had no listener and stopped the process.
      const transaction = database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const { rows } = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows[0].one).toBe(1);
    } finally {
      await admin.end();
      await database.close();
      await created.drop();
    }
  });
});
