/**
 * The PostgreSQL run of the Vitest suite: the same integration tests, each file on its own
 * database cloned from a migrated template on the TEST_DATABASE_URL server (see
 * server/testing/). Without TEST_DATABASE_URL it says so and succeeds, so `npm test` passes on a
 * machine without a PostgreSQL server; `.ci/run` always provides one.
 *
 * Only the directories whose tests reach the database run (server/, app/routes/): components and
 * shared/ are pure code that the PGlite run has already checked. Arguments replace that filter.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const url = process.env.TEST_DATABASE_URL;
const DATABASE_TESTS = ["server/", "app/routes/"];

if (!url) {
  console.log(
    "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the integration tests " +
      "(.ci/run starts a throwaway server and sets it).",
  );
  process.exit(0);
}

const shown = new URL(url);
shown.password = shown.password ? "***" : "";
console.log(`Integration tests on PostgreSQL at ${shown.toString()}`);
const started = Date.now();
const result = spawnSync(
  path.join(ROOT, "node_modules/.bin/vitest"),
  ["run", ...(process.argv.length > 2 ? process.argv.slice(2) : DATABASE_TESTS)],
  { cwd: ROOT, stdio: "inherit", env: process.env },
);
console.log(`PostgreSQL run: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
