/**
 * sqlmap (Debian's package) at --level=2 --risk=1 against the parameters that reach SQL: the
 * search page's text and sort, a category's location in its path with its sort and page, a
 * listing's id in its path, a conversation id as its owner, and the administrator's user search
 * and audit-log filters.
 * Each target gets its own counting proxy on 127.0.0.1 in front of the app, so the check knows
 * sqlmap reached the page itself and not the sign-in redirect.
 *
 * Pass, per target: every listed parameter tested to sqlmap's verdict, at least
 * MIN_REQUESTS_PER_PARAMETER requests answered by the page, none sent to /auth, none injectable.
 * Overall: 0 injectable parameters.
 *
 * POST /api/wiadomosci is not a target: its per-user limit (20 a minute) answers 429 before the
 * conversation or listing id reaches a query, so sqlmap would only measure the limiter.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { exitCode, report } from "../checks/report.ts";
import { signIn, startSecurityServer } from "./support.ts";

const SQLMAP_OPTIONS = [
  "--batch",
  // Level 2, risk 1: about 140 requests per parameter (15-25 s each) where level 3, risk 2 sent
  // 370 and made this check five of the CI run's minutes; every parameter is still tried with
  // each technique below.
  "--level=2",
  "--risk=1",
  // The app runs on PostgreSQL (PGlite or a server): other DBMSs' payloads would only cost time.
  "--dbms=PostgreSQL",
  "--technique=BEUST",
  "--time-sec=2",
  // Compares the visible text only: the CSP nonce and hydration data differ on every answer.
  "--text-only",
  "--skip-waf",
  // The session cookie given with --cookie must stay the one in use.
  "--drop-set-cookie",
  "--timeout=15",
  "--retries=1",
  "--disable-coloring",
];

/** Far fewer than sqlmap sends per parameter at this level (about 140); catches a run that stopped early. */
const MIN_REQUESTS_PER_PARAMETER = 50;
/** Per parameter: about 20 s each on an idle 2-core machine, a few times that under load. */
const SECONDS_PER_PARAMETER = 150;
/** For all targets together: a target still running then is killed and fails. */
const BUDGET_MS = 11 * 60_000;
/** Two sqlmap processes at a time against the one server. */
const PARALLEL = 2;
/** sqlmap's name for the point marked `*` in a path. */
const PATH_MARKER = "#1*";

/** sqlmap processes still running; killed if this check exits early (a signal, a crash). */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

type Target = {
  name: string;
  /** Path and query. A `*` in the path marks the one point to inject (then `params` is empty). */
  path: string;
  /** Query parameters to test (sqlmap -p). */
  params: string[];
  as?: "owner" | "admin";
};

type Counts = { total: number; toSignIn: number; byStatus: Map<number, number> };

type Verdict = {
  tested: string[];
  notInjectable: string[];
  injectable: string[];
  counts: Counts;
  seconds: number;
  /** Why sqlmap did not finish, when it did not. */
  stopped?: string;
};

/**
 * One parameter per kind of query: free text (ILIKE), ORDER BY, an id in a path, an id looked up
 * for the signed-in user, raw-string filters, a page number. The administrator's listing text
 * search shares the search page's (matchesText), and list values (categories, locations) are
 * matched to known keys before any query.
 */
function targets(ids: { listing: string; conversation: string }): Target[] {
  return [
    { name: "search", path: "/search?q=dom&sort=price-asc&page=1", params: ["q", "sort"] },
    { name: "category, location in path", path: "/mieszkania/lezajsk*", params: [] },
    {
      name: "category, sort and page",
      path: "/domy?sort=price-desc&page=2",
      params: ["sort", "page"],
    },
    { name: "listing detail, id in path", path: `/nieruchomosc/${ids.listing}*`, params: [] },
    {
      name: "conversation (owner)",
      path: `/panel/messages?c=${ids.conversation}`,
      params: ["c"],
      as: "owner",
    },
    { name: "admin users (admin)", path: "/admin/users?q=kowal", params: ["q"], as: "admin" },
    {
      name: "admin audit log (admin)",
      path: "/admin?action=user.role&q=admin",
      params: ["action", "q"],
      as: "admin",
    },
  ];
}

/** Forwards to the app and counts the answers: the proof that sqlmap reached the page. */
async function countingProxy(appUrl: string) {
  const app = new URL(appUrl);
  const counts: Counts = { total: 0, toSignIn: 0, byStatus: new Map() };
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: app.hostname,
        port: app.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: app.host },
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        counts.total++;
        counts.byStatus.set(status, (counts.byStatus.get(status) ?? 0) + 1);
        if (status >= 300 && status < 400 && answer.headers.location?.startsWith("/auth")) {
          counts.toSignIn++;
        }
        response.writeHead(status, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The names sqlmap prints for this target's injection points. */
function expectedNames(target: Target): string[] {
  return target.params.length > 0 ? target.params : [PATH_MARKER];
}

function parse(output: string, csvRows: string[]): Omit<Verdict, "counts" | "seconds"> {
  const names = (pattern: RegExp) => [...new Set([...output.matchAll(pattern)].map((m) => m[1]))];
  const injectable = new Set([
    ...names(/parameter '([^']+)' (?:is|appears to be) '.*' injectable/g),
    ...names(/^Parameter: (\S+) \(/gm),
    // The CSV file lists each injection point found: URL, place, parameter, techniques, notes.
    ...csvRows.map((row) => row.split(",")[2] ?? row),
  ]);
  return {
    tested: names(/testing for SQL injection on \S+ parameter '([^']+)'/g),
    notInjectable: names(/parameter '([^']+)' does not seem to be injectable/g),
    injectable: [...injectable],
  };
}

function csvRows(outputDir: string): string[] {
  return readdirSync(outputDir)
    .filter((file) => file.endsWith(".csv"))
    .flatMap((file) => readFileSync(path.join(outputDir, file), "utf8").trim().split("\n").slice(1))
    .filter((row) => row.trim() !== "");
}

async function runSqlmap(
  target: Target,
  appUrl: string,
  cookie: string | undefined,
  workDir: string,
  deadline: number,
): Promise<Verdict> {
  const proxy = await countingProxy(appUrl);
  const outputDir = mkdtempSync(path.join(workDir, "out-"));
  const args = [
    "-u",
    `${proxy.url}${target.path}`,
    ...(target.params.length > 0 ? ["-p", target.params.join(",")] : []),
    ...(cookie ? ["--cookie", cookie] : []),
    `--output-dir=${outputDir}`,
    ...SQLMAP_OPTIONS,
  ];
  const limitMs = Math.max(
    0,
    Math.min(
      (30 + SECONDS_PER_PARAMETER * expectedNames(target).length) * 1000,
      deadline - Date.now(),
    ),
  );
  const started = Date.now();
  let output = "";
  let stopped: string | undefined;
  try {
    const exit = await new Promise<number | null>((resolve) => {
      // HOME in the work dir: sqlmap keeps its history and session files under ~/.local/share.
      const child = spawn("sqlmap", args, {
        env: { ...process.env, HOME: workDir, TERM: "dumb" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      running.add(child);
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      const timer = setTimeout(() => {
        stopped = `killed after ${(limitMs / 1000).toFixed(0)} s (the time limit)`;
        child.kill("SIGKILL");
      }, limitMs);
      child.on("exit", (code) => {
        running.delete(child);
        clearTimeout(timer);
        resolve(code);
      });
    });
    if (exit !== 0 && !stopped) stopped = `sqlmap exited ${exit}: ${output.trim().slice(-400)}`;
    return {
      ...parse(output, csvRows(outputDir)),
      counts: proxy.counts,
      seconds: (Date.now() - started) / 1000,
      stopped,
    };
  } finally {
    await proxy.close();
  }
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The first link of this shape on a page (ids differ with each fresh seed). */
async function firstMatch(url: string, pattern: RegExp, cookie = ""): Promise<string> {
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });
  const found = pattern.exec(await response.text())?.[1];
  if (!found) throw new Error(`no ${pattern} on ${url} (HTTP ${response.status})`);
  return found;
}

function assess(target: Target, verdict: Verdict): { ok: boolean; details: string } {
  const expected = expectedNames(target);
  const untested = expected.filter(
    (name) =>
      !verdict.tested.includes(name) ||
      !verdict.notInjectable.concat(verdict.injectable).includes(name),
  );
  const answered = verdict.counts.total - verdict.counts.toSignIn;
  const enough = answered >= MIN_REQUESTS_PER_PARAMETER * expected.length;
  const statuses = [...verdict.counts.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}× ${status}`)
    .join(", ");
  const problems = [
    verdict.stopped,
    untested.length > 0 ? `no verdict for: ${untested.join(", ")}` : undefined,
    verdict.counts.toSignIn > 0 ? `${verdict.counts.toSignIn} requests sent to sign-in` : undefined,
    enough ? undefined : `only ${answered} requests answered by the page`,
    verdict.injectable.length > 0 ? `INJECTABLE: ${verdict.injectable.join(", ")}` : undefined,
  ].filter(Boolean);
  const details = [
    `${target.path}${target.as ? ` (signed in as ${target.as})` : ""}`,
    `tested: ${verdict.tested.join(", ") || "nothing"}; injectable: ${verdict.injectable.length}`,
    `${verdict.counts.total} requests (${statuses || "none"}) in ${verdict.seconds.toFixed(0)} s`,
    ...problems.map((problem) => `problem: ${problem}`),
  ].join("\n");
  return { ok: problems.length === 0, details };
}

async function main(): Promise<void> {
  const version = spawnSync("sqlmap", ["--version"], { encoding: "utf8", timeout: 30_000 });
  if (version.error || version.status !== 0) {
    report("sqlmap is installed", false, String(version.error ?? version.stderr));
    return;
  }
  // The first line; an "outdated" warning may follow.
  const versionLine = version.stdout.trim().split("\n")[0];
  const workDir = mkdtempSync(path.join(tmpdir(), "okolica-sqlmap-"));
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  process.once("exit", removeWorkDir);
  const server = await startSecurityServer();
  try {
    if (new URL(server.url).hostname !== "127.0.0.1") {
      throw new Error("sqlmap targets 127.0.0.1 only");
    }
    const [owner, admin] = await Promise.all([
      signIn(server.url, "wlasciciel@okolica.local"),
      signIn(server.url, "admin@okolica.local"),
    ]);
    const cookies = { owner: owner.cookie, admin: admin.cookie };
    const ids = {
      listing: await firstMatch(`${server.url}/search?q=dom`, /\/nieruchomosc\/([0-9a-f-]{36})/),
      conversation: await firstMatch(
        `${server.url}/panel/messages`,
        /[?&](?:amp;)?c=([0-9a-f-]{36})/,
        owner.cookie,
      ),
    };
    const list = targets(ids);
    console.log(
      `sqlmap ${versionLine}: ${SQLMAP_OPTIONS.join(" ")}\n` +
        `${list.length} targets, ${list.flatMap(expectedNames).length} parameters, ${PARALLEL} at a time`,
    );
    const deadline = Date.now() + BUDGET_MS;
    const verdicts = await pool(list, PARALLEL, (target) =>
      runSqlmap(target, server.url, target.as && cookies[target.as], workDir, deadline),
    );
    let injectable = 0;
    let tested = 0;
    list.forEach((target, i) => {
      const { ok, details } = assess(target, verdicts[i]);
      injectable += verdicts[i].injectable.length;
      tested += verdicts[i].tested.length;
      report(
        `sqlmap ${target.name}: reached, every parameter tested, none injectable`,
        ok,
        details,
      );
    });
    report(
      "sqlmap: 0 injectable parameters",
      injectable === 0,
      `${injectable} injectable of ${tested} parameters tested in ${list.length} targets`,
    );
  } finally {
    await server.stop();
    removeWorkDir();
  }
}

main().then(
  () => {
    process.exitCode = exitCode();
  },
  (error: unknown) => {
    console.error(error);
    report("sqlmap", false, `the check could not run: ${String(error)}`);
    process.exitCode = 1;
  },
);
