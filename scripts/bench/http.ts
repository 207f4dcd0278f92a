import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, ROOT, type RunningServer } from "../../tests/e2e/support/server.ts";
import { type LoadOptions, type LoadResult, runAutocannon, runWrk } from "./load.ts";
import { processCpuMs } from "./process-cpu.ts";
import { BENCH_MESSENGER } from "./seed.ts";

/** What the seed left for the pages that need real ids. */
export type BenchFixtures = { listingIds: string[]; conversationId: string };

export type BenchPage = {
  name: string;
  /** Several paths are cycled through by a wrk Lua script, one request each in turn. */
  paths: string[];
  /**
   * cached: an anonymous visitor (served by the page cache); uncached: the same page with a
   * cookie, which no cached page is ever served to (a full render each time); signed-in: a
   * signed-in user's page.
   */
  cache: "cached" | "uncached" | "signed-in";
};

/** Any cookie keeps a request away from the page cache (app/http/request-handler.server.ts). */
const UNCACHED_COOKIE = "okolica_bench=uncached";
/** As a browser asks: every page is measured with its compression. */
const ACCEPT_GZIP = "gzip, deflate, br";

/** A realistic filtered search: category, location, price limit and a sort. */
const SEARCH_PATH =
  "/search?categories=mieszkania&locations=lezajsk&priceMax=400000&sort=price-asc";

/**
 * The pages of the load table. The detail page counts a view through a separate POST from the
 * browser after it loaded (useViewCount in listing-summary.tsx), so these GETs write nothing;
 * the open conversation marks its messages read on the first request only.
 */
export function benchPages(fixtures: BenchFixtures): BenchPage[] {
  const anonymous = [
    { name: "home", paths: ["/"] },
    { name: "category", paths: ["/mieszkania"] },
    { name: "search (filtered)", paths: [SEARCH_PATH] },
    {
      name: `listing detail (${fixtures.listingIds.length} ids)`,
      paths: fixtures.listingIds.map((id) => `/nieruchomosc/${id}`),
    },
  ];
  return [
    ...anonymous.flatMap((page) => [
      { ...page, cache: "cached" as const },
      { ...page, cache: "uncached" as const },
    ]),
    { name: "messages: list", paths: ["/panel/messages"], cache: "signed-in" },
    {
      name: "messages: conversation",
      paths: [`/panel/messages?c=${fixtures.conversationId}`],
      cache: "signed-in",
    },
  ];
}

export type LoadTool = {
  name: "wrk" | "autocannon";
  /** Core for the load generator, when the server is pinned to the other one. */
  cpu?: number;
  connections: number[];
  durationSeconds: number;
  /** Where the wrk Lua scripts are written. */
  scratchDir: string;
};

export type Measurement = {
  page: string;
  /** cached, uncached or signed-in (BenchPage), "-" for the ceilings. */
  cache: string;
  database: string;
  connections: number;
  result: LoadResult;
  /** The server process's CPU time per answered request (from /proc), when known. */
  cpuMsPerRequest?: number;
};

/** Runs the load and reads the server's CPU time around it. */
async function measured(
  tool: LoadTool,
  url: string,
  options: LoadOptions,
  pid: number | undefined,
): Promise<{ result: LoadResult; cpuMsPerRequest?: number }> {
  const before = processCpuMs(pid);
  const result = await load(tool, url, options);
  const after = processCpuMs(pid);
  const cpuMsPerRequest =
    before !== undefined && after !== undefined && result.requests > 0
      ? (after - before) / result.requests
      : undefined;
  return { result, cpuMsPerRequest };
}

/** One `name=value` cookie header for the bench messenger, from better-auth's e-mail sign-in. */
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    // better-auth refuses a POST without a trusted Origin (CSRF check).
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: BENCH_MESSENGER.email, password: BENCH_MESSENGER.password }),
    signal: AbortSignal.timeout(30_000),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 200 || !cookies.length) {
    throw new Error(
      `sign-in as ${BENCH_MESSENGER.email} answered ${response.status}: ${await response.text()}`,
    );
  }
  return cookies.join("; ");
}

/**
 * Warms the page up (JIT, the database's caches) and returns the first status other than 200,
 * or 200. Redirects are not followed: a redirect to the sign-in page is a failure here.
 */
async function warmUp(baseUrl: string, page: BenchPage, headers: Record<string, string>) {
  const rounds = Math.max(1, Math.ceil(20 / page.paths.length));
  for (let round = 0; round < rounds; round++) {
    for (const pagePath of page.paths) {
      const response = await fetch(`${baseUrl}${pagePath}`, {
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.status !== 200) return response.status;
    }
  }
  return 200;
}

/** A wrk script that sends the paths in turn (one wrk thread, so one Lua state and one counter). */
function cyclingScript(scratchDir: string, name: string, paths: string[]): string {
  const file = path.join(scratchDir, `${name.replace(/\W+/g, "-")}.lua`);
  writeFileSync(
    file,
    `local paths = {\n${paths.map((p) => `  ${JSON.stringify(p)},`).join("\n")}\n}\n` +
      "local i = 0\n" +
      "request = function()\n" +
      "  i = i % #paths + 1\n" +
      "  return wrk.format(nil, paths[i])\n" +
      "end\n",
  );
  return file;
}

async function load(tool: LoadTool, url: string, options: LoadOptions): Promise<LoadResult> {
  return tool.name === "wrk" ? runWrk(url, options) : runAutocannon(ROOT, url, options);
}

/** Measures every page at every connection count on a running app server. */
export async function measurePages(
  server: RunningServer,
  database: string,
  pages: BenchPage[],
  tool: LoadTool,
): Promise<Measurement[]> {
  // One sign-in per server start: better-auth allows five per minute per IP.
  const session = pages.some((page) => page.cache === "signed-in")
    ? await signIn(server.url)
    : undefined;
  const measurements: Measurement[] = [];
  for (const page of pages) {
    const cookie = { cached: undefined, uncached: UNCACHED_COOKIE, "signed-in": session }[
      page.cache
    ];
    const headers: Record<string, string> = {
      "accept-encoding": ACCEPT_GZIP,
      ...(cookie ? { cookie } : {}),
    };
    const status = await warmUp(server.url, page, headers);
    if (status !== 200) {
      console.warn(`warning: ${page.name} answers ${status}; its figures measure that`);
    }
    // autocannon has no scripts: it measures the first path only.
    const script =
      tool.name === "wrk" && page.paths.length > 1
        ? cyclingScript(tool.scratchDir, page.name, page.paths)
        : undefined;
    for (const connections of tool.connections) {
      const run = await measured(
        tool,
        `${server.url}${page.paths[0]}`,
        {
          connections,
          durationSeconds: tool.durationSeconds,
          cpu: tool.cpu,
          headers: Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          script,
        },
        server.child.pid,
      );
      measurements.push({ page: page.name, cache: page.cache, database, connections, ...run });
    }
  }
  return measurements;
}

export const HELLO_WORLD = "node:http hello-world";
export const MINIMAL_PAGE = "minimal React Router page";

/** Where the minimal app is built (build/ is the app's own build output, never committed). */
const MINIMAL_BUILD_DIR = path.join(ROOT, "build/bench-minimal");

/**
 * Builds scripts/bench/minimal-app with the app's own react-router and vite, for the second
 * ceiling: what one React Router page costs on this machine with nothing of ours in it.
 */
export function buildMinimalApp(): void {
  const built = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/@react-router/dev/bin.js"),
      "build",
      "scripts/bench/minimal-app",
    ],
    {
      cwd: ROOT,
      env: { ...process.env, MINIMAL_BUILD_DIR },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      timeout: 120_000,
    },
  );
  if (built.status !== 0) {
    throw new Error(
      `building the minimal React Router app failed:\n${built.stderr}${built.stdout}`,
    );
  }
}

/**
 * The ceilings, started as the app is (same node, tsx loader and pinning) and measured at every
 * connection count: a raw node:http hello-world (this machine and load generator), and the
 * minimal React Router page (the framework's own cost; buildMinimalApp first).
 */
export async function measureCeilings(wrapper: string[], tool: LoadTool): Promise<Measurement[]> {
  return [
    ...(await measureCeiling(HELLO_WORLD, "scripts/bench/hello-world.ts", {}, wrapper, tool)),
    ...(await measureCeiling(
      MINIMAL_PAGE,
      "scripts/bench/minimal-server.ts",
      { MINIMAL_BUILD: path.join(MINIMAL_BUILD_DIR, "server/index.js") },
      wrapper,
      tool,
    )),
  ];
}

async function measureCeiling(
  name: string,
  script: string,
  env: Record<string, string>,
  wrapper: string[],
  tool: LoadTool,
): Promise<Measurement[]> {
  const port = await freePort();
  const command = [...wrapper, process.execPath, "--import", "tsx", path.join(ROOT, script)];
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}/`;
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const up = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || child.exitCode !== null) {
        throw new Error(`${name} did not start on ${url}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const measurements: Measurement[] = [];
    for (const connections of tool.connections) {
      const run = await measured(
        tool,
        url,
        {
          connections,
          durationSeconds: tool.durationSeconds,
          cpu: tool.cpu,
          headers: [`accept-encoding: ${ACCEPT_GZIP}`],
        },
        child.pid,
      );
      measurements.push({ page: name, cache: "-", database: "-", connections, ...run });
    }
    return measurements;
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * The load table: the hello-world ceiling first, then page × connections × database, so the
 * embedded database and PostgreSQL stand next to each other. Returns the rows with non-2xx
 * responses or socket errors.
 */
export function printLoadTable(measurements: Measurement[]): Measurement[] {
  const header = [
    "page",
    "cache",
    "conn",
    "database",
    "req/s",
    "% of h-w",
    "CPU ms/req",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "sock err",
  ];
  // Each row's rate as a share of the hello-world's at the same connection count.
  const ceiling = new Map(
    measurements
      .filter((m) => m.page === HELLO_WORLD)
      .map((m) => [m.connections, m.result.requestsPerSecond]),
  );
  // Pages and databases in the order they were measured.
  const pageOrder = [...new Set(measurements.map((m) => m.page))];
  const databaseOrder = [...new Set(measurements.map((m) => m.database))];
  const sorted = [...measurements].sort(
    (a, b) =>
      pageOrder.indexOf(a.page) - pageOrder.indexOf(b.page) ||
      a.connections - b.connections ||
      databaseOrder.indexOf(a.database) - databaseOrder.indexOf(b.database),
  );
  const rows = sorted.map((m) => [
    m.page,
    m.cache,
    String(m.connections),
    m.database,
    m.result.requestsPerSecond.toFixed(0),
    ceiling.get(m.connections)
      ? `${((100 * m.result.requestsPerSecond) / (ceiling.get(m.connections) ?? 1)).toFixed(1)}`
      : "-",
    m.cpuMsPerRequest === undefined ? "-" : m.cpuMsPerRequest.toFixed(2),
    m.result.p50Ms.toFixed(1),
    m.result.p99Ms.toFixed(1),
    String(m.result.non2xx),
    String(m.result.socketErrors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i <= 1 || i === 3 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  return sorted.filter((m) => m.result.non2xx > 0 || m.result.socketErrors > 0);
}
