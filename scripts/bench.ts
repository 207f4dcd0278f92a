/**
 * `npm run bench [-- --listings N --services N --duration S --connections 10,50 --sql-runs N --saved-searches N --skip-http --skip-pglite]`
 *
 * Seeds a large data set (default 100 000 listings, plus a user with 50 conversations of 20
 * messages) into a temporary embedded database and into a fresh database on a PostgreSQL server:
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, else a throwaway cluster of its own (dropped
 * afterwards). On each it first times about 20 representative searches through the real
 * listListings (SQL p50/p99, EXPLAIN ANALYZE top nodes and the indexes used) and the saved
 * searches' alert job over 10 000 searches (scripts/bench/alerts.ts), then starts the
 * built server on it and loads the home, search, listing detail and messaging pages with wrk (or
 * autocannon when wrk is missing) at each connection count, next to a raw node:http hello-world
 * as the ceiling: server on CPU 0, load generator on CPU 1 (taskset). Prints one table; asserts
 * nothing about time, only that every measured response was a 2xx. `--skip-pglite` measures
 * PostgreSQL only (seeding the embedded database takes most of a run's time).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openEmbeddedDatabase, openServerDatabase } from "../server/db/client.ts";
import { withDatabaseName } from "../server/testing/test-db.ts";
import {
  type PostgresCluster,
  startPostgresCluster,
} from "../tests/e2e/support/postgres-cluster.ts";
import { type RunningServer, startServer } from "../tests/e2e/support/server.ts";
import { benchAdminPages } from "./bench/admin-queries.ts";
import { benchSearchAlerts } from "./bench/alerts.ts";
import {
  type BenchFixtures,
  benchPages,
  buildMinimalApp,
  HELLO_WORLD,
  type LoadTool,
  type Measurement,
  MINIMAL_PAGE,
  measureCeilings,
  measurePages,
  printLoadTable,
} from "./bench/http.ts";
import { hasCommand, wrkVersion } from "./bench/load.ts";
import { benchQueries } from "./bench/queries.ts";
import {
  sampleListingIds,
  seedBenchData,
  seedBenchMessaging,
  seedBenchModeration,
} from "./bench/seed.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    services: { type: "string", default: "200" },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "10,50" },
    "sql-runs": { type: "string", default: "30" },
    "saved-searches": { type: "string", default: "10000" },
    "skip-http": { type: "boolean", default: false },
    "skip-pglite": { type: "boolean", default: false },
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
const connectionCounts = [
  ...new Set((values.connections ?? "").split(",").map((c) => positive("connections", c, 1_000))),
];
if (connectionCounts.length > 4) {
  console.error("--connections takes at most 4 counts");
  process.exit(2);
}
const sqlRuns = positive("sql-runs", values["sql-runs"], 10_000);
const savedSearches = positive("saved-searches", values["saved-searches"], 100_000);
const configuredServerUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

/** The messaging user's inbox: 50 conversations of 20 messages, about different listings. */
const MESSAGING = { conversations: 50, messagesEach: 20 };
const DETAIL_IDS = 50;
/** A year of decisions and the reports behind them, and the queue of open ones. */
const MODERATION = { decided: 10_000, open: 1_000 };

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seedAndQuery(database: Database, label: string): Promise<BenchFixtures> {
  const started = performance.now();
  const counted = await seedBenchData(database.db, { listings, services });
  const { conversationId } = await seedBenchMessaging(database.db, MESSAGING);
  await seedBenchModeration(database.db, MODERATION);
  const listingIds = await sampleListingIds(database.db, DETAIL_IDS);
  // The seed's pages written out now rather than by the checkpointer while queries are timed
  // (stalls of several ms in the p99). Needs a superuser or pg_checkpoint; without, it waits.
  await database.db.execute(sql`checkpoint`).catch(() => {});
  console.log(
    `${label}: seeded ${counted.listings} listings (${counted.active} active), ${counted.services} services, ` +
      `${MESSAGING.conversations}×${MESSAGING.messagesEach} messages and ${MODERATION.decided} ` +
      `moderation decisions (${MODERATION.open} listings reported, open) in ${seconds(started)}`,
  );
  await benchQueries(database.db, label, sqlRuns);
  await benchAdminPages(database.db, label, sqlRuns);
  await benchSearchAlerts(database.db, label, savedSearches);
  return { listingIds, conversationId };
}

/** A PostgreSQL server to create the bench database on: the configured one or a throwaway cluster. */
async function postgresServer(): Promise<{ url: string; cluster?: PostgresCluster } | undefined> {
  if (configuredServerUrl) return { url: configuredServerUrl };
  try {
    const cluster = await startPostgresCluster();
    console.log(
      `\n(no BENCH_DATABASE_URL or TEST_DATABASE_URL: a throwaway cluster at ${cluster.url})`,
    );
    return { url: cluster.url, cluster };
  } catch (error) {
    console.log(
      `\n(no BENCH_DATABASE_URL or TEST_DATABASE_URL and no throwaway cluster: PostgreSQL skipped)\n${String(error).slice(0, 500)}`,
    );
    return undefined;
  }
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), "okolica-bench-"));
  const dataDir = path.join(workDir, "data");
  const scratchDir = path.join(workDir, "wrk");
  mkdirSync(scratchDir);
  const pgName = `okolica_bench_${randomBytes(5).toString("hex")}`;
  let admin: pg.Client | undefined;
  let cluster: PostgresCluster | undefined;
  let server: RunningServer | undefined;
  const cleanUp = async () => {
    await server?.stop("SIGTERM", 12_000);
    rmSync(workDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${pgName} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
    await cluster?.destroy();
  };
  // Ctrl-C still stops the servers and removes the data dir, the database and the cluster.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    const targets: { label: string; fixtures: BenchFixtures; databaseUrl?: string }[] = [];
    if (!values["skip-pglite"]) {
      const embedded = await openEmbeddedDatabase(dataDir);
      try {
        targets.push({
          label: "PGlite",
          fixtures: await seedAndQuery(embedded, "PGlite (embedded)"),
        });
      } finally {
        await embedded.close();
      }
    }

    const postgres = await postgresServer();
    if (postgres) {
      cluster = postgres.cluster;
      admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`create database ${pgName}`);
      const databaseUrl = withDatabaseName(postgres.url, pgName);
      const database = await openServerDatabase(databaseUrl, { max: 4 });
      try {
        targets.push({
          label: "PostgreSQL",
          fixtures: await seedAndQuery(database, "PostgreSQL"),
          databaseUrl,
        });
      } finally {
        await database.close();
      }
    }

    if (values["skip-http"]) return;
    // Server on core 0, load generator on core 1, when there are two cores to split.
    const canPin = hasCommand("taskset") && cpus().length >= 2;
    const wrapper = canPin ? ["taskset", "-c", "0"] : [];
    const tool: LoadTool = {
      name: hasCommand("wrk") ? "wrk" : "autocannon",
      cpu: canPin ? 1 : undefined,
      connections: connectionCounts,
      durationSeconds,
      scratchDir,
    };
    buildMinimalApp();
    const measurements: Measurement[] = await measureCeilings(wrapper, tool);
    for (const target of targets) {
      const started = performance.now();
      server = await startServer({
        dataDir,
        databaseUrl: target.databaseUrl,
        seedDemo: false,
        logLevel: "warn",
        wrapper: canPin ? wrapper : undefined,
      });
      console.log(`\n${target.label}: server up in ${seconds(started)} at ${server.url}`);
      measurements.push(
        ...(await measurePages(server, target.label, benchPages(target.fixtures), tool)),
      );
      await server.stop("SIGTERM", 12_000);
      server = undefined;
    }
    if (!targets.some((t) => t.databaseUrl)) console.log("\n(PostgreSQL skipped: no row for it)");

    printMachineFacts(tool, canPin, measurements.length);
    const failed = printLoadTable(measurements);
    const check = "every measured response a 2xx, no socket errors";
    if (failed.length) {
      for (const m of failed) {
        console.warn(
          `warning: ${m.page} at ${m.connections} connections on ${m.database}: ` +
            `${m.result.non2xx} non-2xx, ${m.result.socketErrors} socket errors; its figures are not to be trusted`,
        );
      }
      console.log(`FAIL  ${check}`);
      process.exitCode = 1;
    } else console.log(`PASS  ${check}`);
  } finally {
    await cleanUp();
  }
}

function printMachineFacts(tool: LoadTool, canPin: boolean, runs: number) {
  const cores = cpus();
  console.log(`\nHTTP load on ${listings} listings, ${new Date().toISOString()}`);
  console.log(
    `machine: ${cores.length} cores (${cores[0]?.model.trim() ?? "unknown"}), ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, node ${process.version}`,
  );
  console.log(
    `load: ${tool.name === "wrk" ? `wrk ${wrkVersion()}, 1 thread` : "autocannon"}, ` +
      `${tool.durationSeconds} s per run, ${runs} runs, connections ${tool.connections.join(" and ")}, ` +
      "keep-alive, after a warm-up of at least 20 requests per page",
  );
  console.log(
    canPin
      ? "pinning: server (app or hello-world) on CPU 0, load generator on CPU 1 (taskset); PostgreSQL not pinned"
      : "pinning: none (taskset or a second core missing)",
  );
  console.log(
    tool.name === "wrk"
      ? `listing detail: a wrk Lua script cycles through ${DETAIL_IDS} active listings' ids`
      : "listing detail: one fixed id (autocannon has no scripts)",
  );
  console.log(
    `messages: signed in as the bench user (${MESSAGING.conversations} conversations of ${MESSAGING.messagesEach} messages); ` +
      `${HELLO_WORLD} and ${MINIMAL_PAGE} (scripts/bench/minimal-app): the same node, tsx loader and pinning as the app`,
  );
  console.log(
    "every request accepts gzip, as browsers do; cached: an anonymous visitor (the page cache); " +
      "uncached: the same page with a cookie (rendered each time); CPU ms/req: the server process's " +
      "CPU time (/proc) over answered requests; % of h-w: req/s against the hello-world's at the same connections\n",
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
