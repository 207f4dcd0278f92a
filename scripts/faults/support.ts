/**
 * Shared by the `npm run test:faults` checks: the built app on its own throwaway PostgreSQL
 * cluster, bounded load loops, and HTTP outcomes that keep connection errors apart from statuses.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  type PostgresCluster,
  startPostgresCluster,
} from "../../tests/e2e/support/postgres-cluster.ts";
import { type RunningServer, startServer } from "../../tests/e2e/support/server.ts";

export { freshClientIp, type SignedIn, signIn } from "../security/support.ts";

export type FaultStack = {
  cluster: PostgresCluster;
  databaseUrl: string;
  /** The first app process, started with the demo seed. */
  server: RunningServer;
  url: string;
  /** Another app process on the same database and AUTH_SECRET (sessions stay valid), unseeded. */
  startApp(env?: Record<string, string>): Promise<RunningServer>;
  /** One query on a connection of its own, so that it works across PostgreSQL restarts. */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /**
   * Stops every app process and destroys the cluster. Safe to call twice. Call it in a `finally`:
   * a check that throws would otherwise leave PostgreSQL and the app running.
   */
  close(): Promise<void>;
};

/**
 * A fresh PostgreSQL cluster (fsync on) with one database, and the built app on it with the demo
 * seed. The app trusts X-Forwarded-For from loopback so that each sign-in can come from its own address
 * (sign-ins are rate-limited per address). `env` is added to every app process's environment.
 */
export async function startFaultStack(
  options: { env?: Record<string, string> } = {},
): Promise<FaultStack> {
  const scratch = mkdtempSync(path.join(tmpdir(), "okolica-fault-"));
  const servers: RunningServer[] = [];
  let cluster: PostgresCluster | undefined;
  let closed = false;

  const close = async () => {
    if (closed) return;
    closed = true;
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await Promise.all(servers.map((server) => server.stop("SIGTERM", 10_000)));
    await cluster?.destroy();
    rmSync(scratch, { recursive: true, force: true });
  };
  // An interrupted check must not leave a PostgreSQL server or an app process behind.
  const interrupted = () => {
    for (const server of servers) server.child.kill("SIGKILL");
    void close().finally(() => process.exit(130));
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);

  const env = {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    TRUSTED_PROXY_ADDRESSES: "loopback",
    ...options.env,
  };
  try {
    cluster = await startPostgresCluster();
    const databaseUrl = await cluster.createDatabase("okolica");
    const start = async (seedDemo: boolean, extra: Record<string, string> = {}) => {
      const server = await startServer({
        dataDir: mkdtempSync(path.join(scratch, "app-")),
        databaseUrl,
        seedDemo,
        env: { ...env, ...extra },
      });
      servers.push(server);
      return server;
    };
    const server = await start(true);
    return {
      cluster,
      databaseUrl,
      server,
      url: server.url,
      startApp: (extra) => start(false, extra),
      async query<Row>(text: string, values?: unknown[]) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(text, values)).rows as Row[];
        } finally {
          await client.end();
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** What one HTTP request came to: a status and body, or the error that ended it (`status` 0). */
export type Outcome = {
  /** When the request was sent, ms since the epoch. */
  at: number;
  ms: number;
  status: number;
  body: string;
  error?: string;
};

/**
 * For a page request that must be rendered, not answered from the page cache: any cookie keeps
 * a request away from it (app/http/request-handler.server.ts), and the checks measure rendering.
 */
export const RENDERED: RequestInit = { headers: { cookie: "okolica_check=rendered" } };

/** fetch() that never throws: a refused or reset connection, or a timeout, is an outcome too. */
export async function attempt(
  url: string,
  init: RequestInit = {},
  timeoutMs = 15_000,
): Promise<Outcome> {
  const at = Date.now();
  try {
    const response = await fetch(url, {
      redirect: "manual",
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return { at, ms: Date.now() - at, status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { at, ms: Date.now() - at, status: 0, body: "", error: cause?.code ?? String(error) };
  }
}

export type Load<T> = {
  /** Everything the loops got so far, in the order the answers came. */
  results: T[];
  /** Ends the loops after their current request and resolves with all the results. */
  stop(): Promise<T[]>;
};

/**
 * `workers` concurrent loops, each calling `request` again as soon as it is answered (or
 * `pauseMs` later, to stay under a rate limit), until stop(), `maxMs` or `maxRequests` (whichever
 * comes first): a fault check's load can never run away, even when the check itself fails
 * before it calls stop(). `request` should not throw (see attempt()).
 */
export function startLoad<T>(
  options: { workers: number; maxMs: number; maxRequests: number; pauseMs?: number },
  request: (worker: number, index: number) => Promise<T>,
): Load<T> {
  const results: T[] = [];
  const deadline = Date.now() + options.maxMs;
  let started = 0;
  let stopped = false;
  const loop = async (worker: number) => {
    while (!stopped && Date.now() < deadline && started < options.maxRequests) {
      results.push(await request(worker, started++));
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const loops = Promise.all(Array.from({ length: options.workers }, (_, worker) => loop(worker)));
  // A request that throws surfaces in stop(); until then it must not end the process unhandled.
  loops.catch(() => {});
  return {
    results,
    async stop() {
      stopped = true;
      await loops;
      return results;
    },
  };
}

/** Polls `check` every 100 ms until it holds; resolves with the ms it took, or null on timeout. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
