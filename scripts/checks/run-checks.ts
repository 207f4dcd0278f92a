/**
 * Runs every check script of a folder (scripts/faults/, scripts/security/) as its own process, so
 * that a check that crashes or leaks a server cannot take the others with it: one after another,
 * or `concurrency` at a time for checks that measure no timing (their output is then held and
 * printed whole when each one ends, so that it reads as one block).
 * A check prints one `PASS name` or `FAIL name` line per criterion (report() in
 * scripts/checks/report.ts) and exits non-zero when any of its criteria failed. The closing line
 * counts the criteria: `checks: N passed, N failed`.
 *
 * `tsx scripts/faults.ts [name …]` runs only the named checks (file names without `.ts`).
 */
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { makeSeededTemplate, ROOT } from "../../tests/e2e/support/server.ts";

/** Files in a check folder that are shared code, not checks. */
const NOT_CHECKS = new Set(["support.ts"]);

type Outcome = {
  name: string;
  passed: number;
  failed: number;
  exit: number | null;
  seconds: number;
};

function runOne(
  file: string,
  title: string,
  timeoutMs: number,
  holdOutput: boolean,
): Promise<Outcome> {
  const name = path.basename(file, ".ts");
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: process.env,
    });
    let passed = 0;
    let failed = 0;
    let pending = "";
    const held: Buffer[] = [];
    const heading = `\n=== ${title}: ${name}\n`;
    if (!holdOutput) process.stdout.write(heading);
    child.stdout.on("data", (chunk: Buffer) => {
      if (holdOutput) held.push(chunk);
      else process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith("PASS ")) passed++;
        else if (line.startsWith("FAIL ")) failed++;
      }
    });
    // A hung check fails rather than holding CI until its own limit.
    const timer = setTimeout(() => {
      const line = `FAIL ${name}: no result within ${timeoutMs / 1000} s\n`;
      if (holdOutput) held.push(Buffer.from(line));
      else process.stdout.write(line);
      failed++;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (holdOutput) process.stdout.write(Buffer.concat([Buffer.from(heading), ...held]));
      resolve({ name, passed, failed, exit: code, seconds: (Date.now() - started) / 1000 });
    });
  });
}

export async function runChecks(
  folder: string,
  options: { title: string; timeoutMs: number; seededTemplate?: boolean; concurrency?: number },
): Promise<never> {
  const only = process.argv.slice(2);
  const files = readdirSync(path.join(ROOT, folder))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !NOT_CHECKS.has(file))
    .filter((file) => only.length === 0 || only.includes(path.basename(file, ".ts")))
    .sort();
  if (files.length === 0) {
    console.log(`no checks in ${folder} match ${only.join(" ")}`);
    process.exit(1);
  }
  // Checks that start seeded servers of their own copy one seeded data dir (server.ts).
  const removeTemplate = options.seededTemplate ? await makeSeededTemplate() : () => {};
  const concurrency = Math.min(options.concurrency ?? 1, files.length);
  const outcomes: Outcome[] = [];
  const queue = [...files];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const outcome = await runOne(
          path.join(ROOT, folder, file),
          options.title,
          options.timeoutMs,
          concurrency > 1,
        );
        outcomes.push(outcome);
      }
    }),
  );
  outcomes.sort((a, b) => a.name.localeCompare(b.name));
  removeTemplate();
  console.log(`\n=== ${options.title}: summary`);
  let passed = 0;
  let failed = 0;
  for (const outcome of outcomes) {
    // A check that exits non-zero without a FAIL line (it crashed) still counts as failed.
    const crashed = outcome.exit !== 0 && outcome.failed === 0 ? 1 : 0;
    passed += outcome.passed;
    failed += outcome.failed + crashed;
    console.log(
      `  ${outcome.name.padEnd(24)} ${String(outcome.passed).padStart(3)} passed ${String(outcome.failed + crashed).padStart(3)} failed  ${outcome.seconds.toFixed(0).padStart(4)} s${crashed ? `  (exited ${outcome.exit})` : ""}`,
    );
  }
  console.log(`checks: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
