import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, ROOT, type RunningServer } from "../../tests/e2e/support/server.ts";
import { type LoadOptions, type LoadResult, runAutocannon, runWrk } from "./load.ts";
import { BENCH_MESSENGER } from "./seed.ts";

/** What the seed left for the pages that need real ids. */
export type BenchFixtures = { listingIds: string[]; conversationId: string };

export type BenchPage = {
  name: string;
  /** Several paths are cycled through by a wrk Lua script, one request each in turn. */
  paths: string[];
  signedIn?: boolean;
};

/** A realistic filtered search: category, location, price limit and a sort. */
const SEARCH_PATH =
  "/search?categories=mieszkania&locations=lezajsk&priceMax=400000&sort=price-asc";

/**
 * The pages of the load table. The detail page counts a view through a separate POST from the
 * browser after it loaded (ViewCounter in listing-detail.tsx), so these GETs write nothing;
 * the open conversation marks its messages read on the first request only.
 */
export function benchPages(fixtures: BenchFixtures): BenchPage[] {
  return [
    { name: "home", paths: ["/"] },
    { name: "search (filtered)", paths: [SEARCH_PATH] },
    {
      name: `listing detail (${fixtures.listingIds.length} ids)`,
      paths: fixtures.listingIds.map((id) => `/nieruchomosc/${id}`),
    },
    { name: "messages: list", paths: ["/panel/messages"], signedIn: true },
    {
      name: "messages: conversation",
      paths: [`/panel/messages?c=${fixtures.conversationId}`],
      signedIn: true,
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
  database: string;
  connections: number;
  result: LoadResult;
};

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
  const cookie = pages.some((page) => page.signedIn) ? await signIn(server.url) : undefined;
  const measurements: Measurement[] = [];
  for (const page of pages) {
    const headers: Record<string, string> = page.signedIn && cookie ? { cookie } : {};
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
      const result = await load(tool, `${server.url}${page.paths[0]}`, {
        connections,
        durationSeconds: tool.durationSeconds,
        cpu: tool.cpu,
        headers: Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        script,
      });
      measurements.push({ page: page.name, database, connections, result });
    }
  }
  return measurements;
}

export const HELLO_WORLD = "node:http hello-world";

/**
 * Starts scripts/bench/hello-world.ts as the app is started (same node, tsx loader and pinning)
 * and measures it at every connection count: the ceiling of this machine and load generator.
 */
export async function measureHelloWorld(wrapper: string[], tool: LoadTool): Promise<Measurement[]> {
  const port = await freePort();
  const command = [
    ...wrapper,
    process.execPath,
    "--import",
    "tsx",
    path.join(ROOT, "scripts/bench/hello-world.ts"),
  ];
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
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
        throw new Error(`${HELLO_WORLD} did not start on ${url}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const measurements: Measurement[] = [];
    for (const connections of tool.connections) {
      const result = await load(tool, url, {
        connections,
        durationSeconds: tool.durationSeconds,
        cpu: tool.cpu,
      });
      measurements.push({ page: HELLO_WORLD, database: "-", connections, result });
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
  const header = ["page", "conn", "database", "req/s", "p50 ms", "p99 ms", "non-2xx", "sock err"];
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
    String(m.connections),
    m.database,
    m.result.requestsPerSecond.toFixed(0),
    m.result.p50Ms.toFixed(1),
    m.result.p99Ms.toFixed(1),
    String(m.result.non2xx),
    String(m.result.socketErrors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  return sorted.filter((m) => m.result.non2xx > 0 || m.result.socketErrors > 0);
}
