import { createServer, type Server } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-db.ts";
import type { Database } from "./client.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

/** A loopback port that accepts TCP connections and never answers: a server that hangs. */
function silentServer(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer(() => {});
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    });
  });
}

/** The error a Drizzle query on a pool for `url` fails with. */
async function queryError(url: string): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 300 });
  try {
    await drizzle({ client: pool }).execute(sql`select 1`);
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
  throw new Error("the query succeeded");
}

describe("isDatabaseUnavailable", () => {
  let database: Database;
  let silent: { server: Server; port: number };
  beforeAll(async () => {
    database = await createTestDatabase();
    silent = await silentServer();
  });
  afterAll(async () => {
    await database.close();
    silent.server.close();
  });

  it("is true when nothing listens (connection refused, wrapped by Drizzle)", async () => {
    const closed = await silentServer();
    closed.server.close();
    const error = await queryError(`postgres://postgres@127.0.0.1:${closed.port}/postgres`);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("is true when the server does not answer within the connection timeout", async () => {
    const error = await queryError(`postgres://postgres@127.0.0.1:${silent.port}/postgres`);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("is false for errors of the query itself", async () => {
    const error = await database.db.execute(sql`select * from no_such_table`).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});
