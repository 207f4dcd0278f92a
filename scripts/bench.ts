/**
 * `npm run bench [-- --listings N --services N --duration S --connections C --sql-runs N --skip-http]`
 *
 * Seeds a large data set (default 100 000 listings) into a temporary embedded database and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, into a fresh database
 * there (dropped afterwards). On each it first times about 20 representative searches through
 * the real listListings (SQL p50/p99, EXPLAIN ANALYZE top nodes and the indexes used), then starts
 * the built server on it and measures the home, category and search pages with wrk (or
 * autocannon when wrk is missing), the server and the load generator pinned to different cores
 * where `taskset` allows. Prints figures; asserts nothing about time.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { type Database, openEmbeddedDatabase, openServerDatabase } from "../server/db/client.ts";
import { withDatabaseName } from "../server/testing/test-db.ts";
import { ROOT, type RunningServer, startServer } from "../tests/e2e/support/server.ts";
import { benchAdminPages } from "./bench/admin-queries.ts";
import { hasCommand, type LoadResult, runAutocannon, runWrk } from "./bench/load.ts";
import { benchQueries } from "./bench/queries.ts";
import { seedBenchData } from "./bench/seed.ts";

const PAGES = [
  "/",
  "/mieszkania",
  "/mieszkania/lezajsk?sort=price-asc",
  "/search?categories=mieszkania&locations=lezajsk&priceMax=400000&sort=price-asc",
  "/search?q=lezajsk&transaction=sprzedaz&rooms=3",
];

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    services: { type: "string", default: "200" },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "20" },
    "sql-runs": { type: "string", default: "30" },
    "skip-http": { type: "boolean", default: false },
  },
});

function positive(name: string, value: string | undefined, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`--${name} must be a whole number from 1 to ${max} (got ${value})`);
    process.exit(2);
  }
  return n;
}

// Bounded so that a typo cannot start an hour-long run.
const listings = positive("listings", values.listings, 2_000_000);
const services = positive("services", values.services, 100_000);
const durationSeconds = positive("duration", values.duration, 300);
const connections = positive("connections", values.connections, 1_000);
const sqlRuns = positive("sql-runs", values["sql-runs"], 10_000);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seedAndQuery(database: Database, label: string) {
  const started = performance.now();
  const counted = await seedBenchData(database.db, { listings, services });
  console.log(
    `${label}: seeded ${counted.listings} listings (${counted.active} active) and ${counted.services} services in ${seconds(started)}`,
  );
  await benchQueries(database.db, label, sqlRuns);
  await benchAdminPages(database.db, label, sqlRuns);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-bench-"));
  const pgName = `okolica_bench_${randomBytes(5).toString("hex")}`;
  let admin: pg.Client | undefined;
  let server: RunningServer | undefined;
  const cleanUp = async () => {
    await server?.stop("SIGTERM", 12_000);
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${pgName} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  };
  // Ctrl-C still stops the server and removes the data dir and the database.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    const embedded = await openEmbeddedDatabase(dataDir);
    try {
      await seedAndQuery(embedded, "PGlite (embedded)");
    } finally {
      await embedded.close();
    }

    let pgUrl: string | undefined;
    if (serverUrl) {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${pgName}`);
      pgUrl = withDatabaseName(serverUrl, pgName);
      const server = await openServerDatabase(pgUrl, { max: 4 });
      try {
        await seedAndQuery(server, "PostgreSQL");
      } finally {
        await server.close();
      }
    } else {
      console.log("\n(no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped)");
    }

    if (values["skip-http"]) return;
    const targets: { label: string; env?: string }[] = [{ label: "PGlite" }];
    if (pgUrl) targets.push({ label: "PostgreSQL", env: pgUrl });
    for (const target of targets) {
      server = await measure(dataDir, target.label, target.env);
      await server.stop("SIGTERM", 12_000);
      server = undefined;
    }
  } finally {
    await cleanUp();
  }
}

/**
 * Starts the built server (on the embedded database in dataDir, or on `databaseUrl`) and
 * measures every page. The e2e helper always drops DATABASE_URL from the environment, so the
 * PostgreSQL URL goes in through `env` in the command prefix.
 */
async function measure(dataDir: string, label: string, databaseUrl?: string) {
  // Server on core 0, load generator on core 1, when there are two cores to split.
  const canPin = hasCommand("taskset") && cpus().length >= 2;
  const tool = hasCommand("wrk") ? "wrk" : "autocannon";
  const started = performance.now();
  const wrapper = [
    ...(databaseUrl ? ["env", `DATABASE_URL=${databaseUrl}`] : []),
    ...(canPin ? ["taskset", "-c", "0"] : []),
  ];
  const running = await startServer({
    dataDir,
    seedDemo: false,
    logLevel: "warn",
    wrapper: wrapper.length ? wrapper : undefined,
  });
  console.log(`\n${label}: server up in ${seconds(started)} at ${running.url}`);

  const results: LoadResult[] = [];
  for (const page of PAGES) {
    const url = `${running.url}${page}`;
    // Warm up (JIT, the database's caches) and make sure the page answers at all.
    let status = 0;
    for (let i = 0; i < 20; i++) {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      status = response.status;
    }
    if (status !== 200)
      console.warn(`warning: ${page} answers ${status}; its figures measure that`);
    const options = { connections, durationSeconds, cpu: canPin ? 1 : undefined };
    const result =
      tool === "wrk" ? await runWrk(url, options) : await runAutocannon(ROOT, url, options);
    results.push({ ...result, url: `${page}${status === 200 ? "" : ` (${status})`}` });
  }

  console.log(
    `HTTP on ${label}: ${tool}, ${connections} connections, ${durationSeconds} s per page, ${listings} listings; ` +
      (canPin ? "server on CPU 0, load on CPU 1" : "not pinned (taskset or a second core missing)"),
  );
  const rows = results.map((r) => [
    r.url,
    r.requestsPerSecond.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.requests),
    String(r.errors),
  ]);
  const header = ["page", "req/s", "p50 ms", "p99 ms", "requests", "errors"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  return running;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
