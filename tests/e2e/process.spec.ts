import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { openEmbeddedDatabase } from "../../server/db/client.ts";
import { freePort, type RunningServer, spawnServer, startServer } from "./support/server.ts";

/**
 * The server as a process: one data dir, one owner; SIGTERM drains and exits 0; a restart keeps
 * the data and does not seed again. These start their own servers (not the shared e2e one) and
 * run in order on one data dir.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
let first: RunningServer | undefined;
const started: RunningServer[] = [];

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "okolica-process-"));
  first = await startServer({ dataDir, seedDemo: true });
  started.push(first);
});

test.afterAll(async () => {
  await Promise.all(started.map((server) => server.stop("SIGKILL", 5_000)));
  rmSync(dataDir, { recursive: true, force: true });
});

async function healthStatus(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) });
  return response.status;
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(false);
    });
    probe.once("error", () => resolve(true));
  });
}

async function counts() {
  const database = await openEmbeddedDatabase(dataDir);
  try {
    const result = await database.db.execute(sql`
      select (select count(*) from users)::int as users,
             (select count(*) from properties)::int as properties,
             (select count(*) from services)::int as services`);
    return result.rows[0] as { users: number; properties: number; services: number };
  } finally {
    await database.close();
  }
}

test("a second server on the same data dir stops at once and the first keeps working", async () => {
  const running = first as RunningServer;
  const second = spawnServer({ dataDir, port: await freePort(), seedDemo: true });
  started.push(second);
  const exit = await Promise.race([
    second.exited,
    new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 20_000)),
  ]);
  expect(exit, second.output()).not.toBe("timeout");
  expect((exit as { code: number | null }).code).not.toBe(0);
  expect(second.stderr()).toContain("jest już używana przez inny proces");
  expect(await healthStatus(running)).toBe(200);
});

test("SIGTERM finishes the request in flight, exits 0 within 10 s and frees the port", async () => {
  const running = first as RunningServer;
  // A request whose headers are still arriving when the signal comes: the server must answer it.
  const socket = connect(running.port, "127.0.0.1");
  let reply = "";
  socket.on("data", (chunk) => {
    reply += chunk.toString();
  });
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 200));

  const signalledAt = Date.now();
  running.child.kill("SIGTERM");
  // Only once the server has stopped accepting is the request truly "in flight at shutdown".
  const deadline = Date.now() + 5_000;
  while (!(await refusesConnections(running.port)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await refusesConnections(running.port)).toBe(true);
  socket.write("\r\n");

  const exit = await Promise.race([
    running.exited,
    new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 15_000)),
  ]);
  const elapsed = Date.now() - signalledAt;
  socket.destroy();
  expect(exit, running.output()).toEqual({ code: 0, signal: null });
  expect(elapsed).toBeLessThan(10_000);
  expect(reply).toMatch(/^HTTP\/1\.1 200 /);
  expect(reply).toContain('"status":"ok"');

  // Nothing listens any more.
  expect(await refusesConnections(running.port)).toBe(true);
});

test("a restart keeps the data and does not seed twice", async () => {
  const before = await counts();
  // The demo seed ran on the first start.
  expect(before.users).toBeGreaterThan(0);
  expect(before.properties).toBeGreaterThan(0);

  // Data written between runs (as a user would) must survive the restart too.
  const database = await openEmbeddedDatabase(dataDir);
  await database.db.execute(
    sql`insert into users (id, name, email) values ('restart-check', 'Restart', 'restart@example.com')`,
  );
  await database.close();

  const again = await startServer({ dataDir, seedDemo: true });
  started.push(again);
  expect(await healthStatus(again)).toBe(200);
  expect((await again.stop("SIGTERM")).code).toBe(0);

  const after = await counts();
  expect(after).toEqual({ ...before, users: before.users + 1 });
});
