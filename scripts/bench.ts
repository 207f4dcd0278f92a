/**
 * `npm run bench [-- --listings N --services N --duration S --connections C]`
 *
 * Seeds a large data set (default 100 000 listings) into a temporary embedded database, starts
 * the built server on it and measures the home page and category pages with wrk (or autocannon
 * when wrk is missing), the server and the load generator pinned to different cores where
 * `taskset` allows. Prints requests/s and p50/p99 latency; asserts nothing about time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openEmbeddedDatabase } from "../server/db/client.ts";
import { ROOT, type RunningServer, startServer } from "../tests/e2e/support/server.ts";
import { hasCommand, type LoadResult, runAutocannon, runWrk } from "./bench/load.ts";
import { seedBenchData } from "./bench/seed.ts";

const PAGES = ["/", "/mieszkania", "/mieszkania/lezajsk?sort=price-asc"];

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    services: { type: "string", default: "200" },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "20" },
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

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-bench-"));
  let server: RunningServer | undefined;
  const cleanUp = async () => {
    await server?.stop("SIGTERM", 12_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C still stops the server and removes the data dir.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    let started = performance.now();
    const database = await openEmbeddedDatabase(dataDir);
    try {
      const counted = await seedBenchData(database.db, { listings, services });
      console.log(
        `seeded ${counted.listings} listings (${counted.active} active) and ${counted.services} services in ${seconds(started)}`,
      );
    } finally {
      await database.close();
    }

    // Server on core 0, load generator on core 1, when there are two cores to split.
    const canPin = hasCommand("taskset") && cpus().length >= 2;
    const tool = hasCommand("wrk") ? "wrk" : "autocannon";
    started = performance.now();
    server = await startServer({
      dataDir,
      seedDemo: false,
      logLevel: "warn",
      wrapper: canPin ? ["taskset", "-c", "0"] : undefined,
    });
    console.log(`server up in ${seconds(started)} at ${server.url}`);

    const running = server;
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
      console.log(`measured ${page}`);
    }

    console.log(
      `\n${tool}, ${connections} connections, ${durationSeconds} s per page, ${listings} listings; ` +
        (canPin
          ? "server on CPU 0, load on CPU 1"
          : "not pinned (taskset or a second core missing)"),
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
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
