import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is tests/e2e/support/server.ts). */
export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const BUILD_ENTRY = path.join(ROOT, "build/server/index.js");

/**
 * Builds the app unless a build exists. `npm test` builds once before Vitest and Playwright, so
 * this only builds when Playwright or the benchmark is run on their own in a fresh clone.
 */
function ensureBuild(): void {
  if (existsSync(BUILD_ENTRY)) return;
  console.log("build/ is missing: running `react-router build` once");
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/react-router"), ["build"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`react-router build failed (${result.status})`);
}

/** A port the kernel just handed out on 127.0.0.1; the race until the server binds it is tiny. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type RunningServer = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr interleaved, capped). */
  output(): string;
  stderr(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<Exit>;
  /** Sends the signal and waits for the exit; SIGKILLs after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
};

export type StartOptions = {
  dataDir: string;
  port?: number;
  seedDemo?: boolean;
  logLevel?: string;
  /** Extra or overriding environment. */
  env?: Record<string, string>;
  /** Prefix the command, e.g. ["taskset", "-c", "0"] to pin the server to one core. */
  wrapper?: string[];
  /** A PostgreSQL server database instead of the embedded one in `dataDir`. */
  databaseUrl?: string;
};

const OUTPUT_CAP = 200_000;

/**
 * The company the test servers name as running the site (production refuses to start without
 * one); tests of the legal pages look for these values.
 */
export const TEST_OPERATOR = {
  OPERATOR_NAME: "Okolica Testowa sp. z o.o.",
  OPERATOR_ADDRESS: "ul. Rynek 7, 37-300 Leżajsk",
  OPERATOR_NIP: "816-123-45-67",
  OPERATOR_KRS: "0000999999",
  OPERATOR_EMAIL: "biuro@okolica-testowa.pl",
  OPERATOR_PRIVACY_EMAIL: "dane@okolica-testowa.pl",
} as const;

/**
 * The environment for a server given test-only settings (TEST_OIDC_*, IMPORT_TEST_HOSTS), which
 * refuse to start under NODE_ENV=production. The built app still renders with React's
 * production build (server/index.ts).
 */
export const TEST_ONLY_SETTINGS_ALLOWED = { NODE_ENV: "development" } as const;

/**
 * Starts the built app the way `npm run serve` does, but as the node process itself (no npx or
 * tsx wrapper in between), so signals reach the server and its exit code is the server's.
 * It listens on 127.0.0.1 only and uses the embedded database in `dataDir` unless `databaseUrl`
 * is given.
 */
export function spawnServer(options: StartOptions & { port: number }): RunningServer {
  const { port } = options;
  if (options.seedDemo !== false && !options.databaseUrl) copySeededTemplate(options.dataDir);
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Production mode as deployed: React's production build, no development secret file.
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: url,
    DATA_DIR: options.dataDir,
    SEED_DEMO: options.seedDemo === false ? "0" : "1",
    LOG_LEVEL: options.logLevel ?? "warn",
    // Maps never reach the internet: the e2e global setup's tile stub, else nowhere (port 9).
    MAP_TILE_URL: process.env.MAP_TILE_URL ?? "http://127.0.0.1:9/{z}/{x}/{y}.png",
    ...TEST_OPERATOR,
    ...options.env,
  };
  // A throwaway embedded database unless the caller names a server database on purpose.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const command = [
    ...(options.wrapper ?? []),
    process.execPath,
    "--import",
    "tsx",
    "server/index.ts",
  ];
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let all = "";
  let err = "";
  const keep = (text: string, chunk: Buffer) => (text + chunk.toString()).slice(-OUTPUT_CAP);
  child.stdout?.on("data", (chunk: Buffer) => {
    all = keep(all, chunk);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    all = keep(all, chunk);
    err = keep(err, chunk);
  });
  const exited = new Promise<Exit>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  return {
    url,
    port,
    child,
    output: () => all,
    stderr: () => err,
    exited,
    async stop(signal = "SIGTERM", timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Names a seeded data dir made once per test run (makeSeededTemplate), as an environment
 * variable so that the checks' own processes see it too. Seeding is two thirds of a server's
 * start (~11 of ~16 s): a seeded start into an empty data dir copies the template instead.
 */
const SEEDED_TEMPLATE = "OKOLICA_TEST_SEEDED_DATA_DIR";

/** Seeds a data dir once for this run; the returned function removes it. */
export async function makeSeededTemplate(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-seeded-"));
  const remove = () => {
    delete process.env[SEEDED_TEMPLATE];
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // No jobs: what they would do at start (reminders, alert mails) is for the servers the
    // tests use, which start from a copy of this.
    const server = await startServer({ dataDir, seedDemo: true, env: { RUN_JOBS: "0" } });
    const exit = await server.stop("SIGTERM");
    if (exit.code !== 0)
      throw new Error(`seeding the template exited with ${exit.code ?? exit.signal}`);
  } catch (error) {
    remove();
    throw error;
  }
  process.env[SEEDED_TEMPLATE] = dataDir;
  return remove;
}

/** A data dir the server has not used yet starts as a copy of the run's seeded template. */
function copySeededTemplate(dataDir: string) {
  const template = process.env[SEEDED_TEMPLATE];
  if (!template || existsSync(path.join(dataDir, "db"))) return;
  cpSync(template, dataDir, { recursive: true });
}

/** Starts the server and waits until /healthz answers 200 (or the process dies, or time runs out). */
export async function startServer(
  options: StartOptions & { timeoutMs?: number },
): Promise<RunningServer> {
  ensureBuild();
  const server = spawnServer({ ...options, port: options.port ?? (await freePort()) });
  try {
    await waitForHealthy(server, options.timeoutMs ?? 120_000);
  } catch (error) {
    await server.stop("SIGKILL");
    throw error;
  }
  return server;
}

async function waitForHealthy(server: RunningServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead: Exit | undefined;
  void server.exited.then((exit) => {
    dead = exit;
  });
  while (Date.now() < deadline) {
    if (dead) {
      throw new Error(
        `the server exited (code ${dead.code}, signal ${dead.signal}) before it was healthy:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `the server did not become healthy within ${timeoutMs} ms:\n${server.output().slice(-5_000)}`,
  );
}
