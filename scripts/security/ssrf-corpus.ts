/**
 * The SSRF corpus against the import fetcher (server/import/fetch-remote.ts): loopback in every
 * spelling, private and link-local ranges, IPv6 loopback/ULA/link-local, names resolving to them,
 * redirect chains from an allowed portal to each of them, oversized and slow-drip responses.
 * First in-process (the fetcher called directly, with the production allow-list, then again as
 * for a photo someone linked: any public host, the linked photo's limits), then a few
 * entries through the HTTP paths that use it: POST /api/import-properties as an administrator and
 * the panel's import by URL. Pass = every entry refused with the fetcher's error (and the control
 * entry fetched, so refusals are not just a broken harness).
 */

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { LINKED_IMAGE_TIMEOUT_MS, linkedImagePolicy } from "../../server/images/linked-image.ts";
import { MAX_IMAGE_BYTES } from "../../server/images/process-image.ts";
import {
  FETCH_TIMEOUT_MS,
  fetchRemote,
  type ImportPolicy,
  MAX_REMOTE_BYTES,
  RemoteFetchError,
  type RemoteFetchFailure,
  type ResolvedAddress,
} from "../../server/import/fetch-remote.ts";
import { importAllowedHosts } from "../../server/import/import-policy.ts";
import { startTestSite, type TestSite } from "../../server/import/test-site.ts";
import { mapConcurrently } from "../../server/map-concurrently.ts";
import { TEST_ONLY_SETTINGS_ALLOWED } from "../../tests/e2e/support/server.ts";
import { exitCode, report } from "../checks/report.ts";
import { signIn, startSecurityServer } from "./support.ts";

const PORTAL = "www.otodom.pl";
const PAGE = "<!DOCTYPE html><html><body>Mieszkanie w Leżajsku</body></html>";
const OVERSIZE = MAX_REMOTE_BYTES + 1024 * 1024;

/** Loopback in all the spellings a URL parser or resolver may accept. */
const LOOPBACK_LITERALS = [
  "127.0.0.1",
  "127.1",
  "2130706433",
  "0x7f000001",
  "017700000001",
  "0.0.0.0",
  "localhost",
  "[::1]",
  "[::ffff:127.0.0.1]",
  "[0:0:0:0:0:0:0:1]",
];

const PRIVATE_LITERALS = [
  "10.0.0.1",
  "172.16.0.1",
  "172.31.255.254",
  "192.168.1.1",
  "100.64.0.1",
  "169.254.169.254",
  "[fd00::1]",
  "[fc00::1]",
  "[fe80::1]",
  "[::ffff:169.254.169.254]",
];

/** What a hostile DNS answer may hold; the resolver hook hands each one to the fetcher. */
const RESOLVED: Record<string, ResolvedAddress[]> = {
  "loopback4.otodom.pl": [{ address: "127.0.0.1", family: 4 }],
  "loopback-short.otodom.pl": [{ address: "127.1", family: 4 }],
  "loopback-decimal.otodom.pl": [{ address: "2130706433", family: 4 }],
  "loopback-hex.otodom.pl": [{ address: "0x7f000001", family: 4 }],
  "loopback-octal.otodom.pl": [{ address: "017700000001", family: 4 }],
  "unspecified.otodom.pl": [{ address: "0.0.0.0", family: 4 }],
  "loopback6.otodom.pl": [{ address: "::1", family: 6 }],
  "loopback6-long.otodom.pl": [{ address: "0:0:0:0:0:0:0:1", family: 6 }],
  "unspecified6.otodom.pl": [{ address: "::", family: 6 }],
  "compatible.otodom.pl": [{ address: "::127.0.0.1", family: 6 }],
  "mapped.otodom.pl": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "private10.otodom.pl": [{ address: "10.1.2.3", family: 4 }],
  "private172.otodom.pl": [{ address: "172.16.5.4", family: 4 }],
  "private192.otodom.pl": [{ address: "192.168.0.10", family: 4 }],
  "cgnat.otodom.pl": [{ address: "100.64.1.1", family: 4 }],
  "metadata.otodom.pl": [{ address: "169.254.169.254", family: 4 }],
  "metadata-nat64.otodom.pl": [{ address: "64:ff9b::a9fe:a9fe", family: 6 }],
  "benchmark.otodom.pl": [{ address: "198.18.0.1", family: 4 }],
  "ietf.otodom.pl": [{ address: "192.0.0.170", family: 4 }],
  "multicast.otodom.pl": [{ address: "224.0.0.1", family: 4 }],
  "broadcast.otodom.pl": [{ address: "255.255.255.255", family: 4 }],
  "multicast6.otodom.pl": [{ address: "ff02::1", family: 6 }],
  "ula.otodom.pl": [{ address: "fd12:3456::1", family: 6 }],
  "linklocal6.otodom.pl": [{ address: "fe80::1", family: 6 }],
  "sitelocal6.otodom.pl": [{ address: "fec0::1", family: 6 }],
  "6to4-loopback.otodom.pl": [{ address: "2002:7f00:1::1", family: 6 }],
  "teredo.otodom.pl": [{ address: "2001:0:4136:e378:8000:63bf:3fff:fdd2", family: 6 }],
  "nat64-local.otodom.pl": [{ address: "64:ff9b:1::a9fe:a9fe", family: 6 }],
  "mixed.otodom.pl": [
    { address: "93.184.216.34", family: 4 },
    { address: "127.0.0.1", family: 4 },
  ],
};

type Entry = {
  name: string;
  url: string;
  expect: RemoteFetchFailure | "ok";
  policy?: ImportPolicy;
  /** For the slow drip: the refusal must come at the time limit, not later. */
  within?: [number, number];
};

type Outcome = { got: string; message: string; ms: number; ok: boolean };

function siteHandler(dripTimers: Set<NodeJS.Timeout>) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", `https://${PORTAL}`);
    const html = { "content-type": "text/html; charset=utf-8" };
    const hops = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (hops) {
      // /redirect/N?to=X: N hops on the portal itself, then to X.
      const left = Number(hops[1]);
      const to = url.searchParams.get("to") ?? "/ok";
      const next = left > 1 ? `/redirect/${left - 1}?to=${encodeURIComponent(to)}` : to;
      return void response.writeHead(302, { location: next }).end();
    }
    switch (url.pathname) {
      case "/ok":
        return void response.writeHead(200, html).end(PAGE);
      case "/huge-declared":
        // Declares more than the cap and sends a little: only the header can stop it in time.
        response.writeHead(200, { ...html, "content-length": String(OVERSIZE) });
        return void response.write("<html>");
      case "/huge-streamed": {
        // No Content-Length: the cap must count bytes as they stream.
        response.writeHead(200, html);
        const chunk = Buffer.alloc(64 * 1024, 97);
        let sent = 0;
        const write = () => {
          while (sent < OVERSIZE && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once("drain", write);
          }
          response.end();
        };
        return write();
      }
      case "/drip": {
        // One byte a second, for longer than the fetcher's limit; stops when the client leaves.
        response.writeHead(200, html);
        let bytes = 0;
        const timer = setInterval(() => {
          if (response.destroyed || ++bytes > 30) {
            clearInterval(timer);
            dripTimers.delete(timer);
            if (!response.destroyed) response.end();
            return;
          }
          response.write("x");
        }, 1000);
        dripTimers.add(timer);
        response.once("close", () => {
          clearInterval(timer);
          dripTimers.delete(timer);
        });
        return;
      }
      default:
        response.writeHead(404, html).end("Nie ma");
    }
  };
}

function redirect(to: string, hops = 1): string {
  return `https://${PORTAL}/redirect/${hops}?to=${encodeURIComponent(to)}`;
}

/** The corpus for the fetcher called in-process. */
function corpus(site: TestSite): Entry[] {
  const entries: Entry[] = [
    { name: "control: the allowed portal", url: `https://${PORTAL}/ok`, expect: "ok" },
  ];
  for (const host of [...LOOPBACK_LITERALS, ...PRIVATE_LITERALS]) {
    entries.push({ name: `literal ${host}`, url: `https://${host}/`, expect: "host_not_allowed" });
    entries.push({
      name: `redirect → ${host}`,
      url: redirect(`https://${host}/`),
      expect: "host_not_allowed",
    });
  }
  for (const host of ["127.0.0.1", "localhost", "[::1]", "169.254.169.254"]) {
    entries.push({ name: `http literal ${host}`, url: `http://${host}/`, expect: "not_https" });
    entries.push({
      name: `redirect → http://${host}`,
      url: redirect(`http://${host}/`),
      expect: "not_https",
    });
  }
  entries.push(
    {
      name: "redirect → portal on port 8443",
      url: redirect(`https://${PORTAL}:8443/`),
      expect: "host_not_allowed",
    },
    {
      name: "redirect → user@127.0.0.1",
      url: redirect("https://www.otodom.pl@127.0.0.1/"),
      expect: "host_not_allowed",
    },
    {
      name: "redirect → file:///etc/passwd",
      url: redirect("file:///etc/passwd"),
      expect: "not_https",
    },
  );
  for (const [name, answer] of Object.entries(RESOLVED)) {
    const target = answer.map((a) => a.address).join("+");
    entries.push({
      name: `DNS ${name} → ${target}`,
      url: `https://${name}/`,
      expect: "private_address",
    });
    entries.push({
      name: `redirect → ${name}`,
      url: redirect(`https://${name}/`),
      expect: "private_address",
    });
  }
  entries.push(
    {
      name: "3 hops → [::ffff:127.0.0.1]",
      url: redirect("https://[::ffff:127.0.0.1]/", 3),
      expect: "host_not_allowed",
    },
    {
      name: "3 hops → metadata.otodom.pl",
      url: redirect("https://metadata.otodom.pl/latest/meta-data/", 3),
      expect: "private_address",
    },
    {
      name: "5 hops → loopback6.otodom.pl",
      url: redirect("https://loopback6.otodom.pl/", 5),
      expect: "private_address",
    },
    { name: "6 hops (over the limit)", url: redirect("/ok", 6), expect: "too_many_redirects" },
    {
      name: "system resolver: localhost allowed by policy",
      url: "https://localhost/",
      expect: "private_address",
      // The real resolver (no hook): localhost answers 127.0.0.1/::1 from /etc/hosts.
      policy: { allowedHosts: ["localhost"], ca: site.ca },
    },
    {
      name: `oversized, Content-Length ${OVERSIZE}`,
      url: `https://${PORTAL}/huge-declared`,
      expect: "too_large",
    },
    {
      name: `oversized, streamed ${OVERSIZE} B, no length`,
      url: `https://${PORTAL}/huge-streamed`,
      expect: "too_large",
    },
    { name: "redirect → oversized", url: redirect("/huge-streamed"), expect: "too_large" },
    {
      name: "slow drip, a byte a second",
      url: `https://${PORTAL}/drip`,
      expect: "timeout",
      within: [FETCH_TIMEOUT_MS - 500, FETCH_TIMEOUT_MS + 1500],
    },
  );
  return entries;
}

/**
 * An entry as the fetch of a photo someone linked meets it (any public host, the linked photo's
 * time and size limits): a loopback or private address written as the host is refused as one
 * (checked before connecting), where the portals' allow-list refused its name; a port or
 * credentials in the address stay refused as before.
 */
function asLinkedPhoto(entry: Entry): Entry {
  const literal = entry.expect === "host_not_allowed" && !/port|@/.test(entry.name);
  return {
    ...entry,
    expect: literal ? "private_address" : entry.expect,
    ...(entry.within
      ? { within: [LINKED_IMAGE_TIMEOUT_MS - 500, LINKED_IMAGE_TIMEOUT_MS + 1500] }
      : {}),
  };
}

/**
 * The entries a few at a time: a hundred TLS handshakes at once with one stand-in portal on a
 * busy machine take longer than the fetcher gives a connection (CONNECT_TIMEOUT_MS), which a
 * real import, four pages at a time, never meets.
 */
async function inTurn<T>(items: T[], run: (item: T) => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes = await mapConcurrently(items, 8, run);
  return outcomes.map((outcome) => {
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  });
}

async function runInProcess(
  entry: Entry,
  policy: ImportPolicy,
  options?: Parameters<typeof fetchRemote>[2],
): Promise<Outcome> {
  const started = Date.now();
  let got: string;
  let message = "";
  try {
    const response = await fetchRemote(entry.url, entry.policy ?? policy, options);
    got = `ok ${response.status}`;
  } catch (error) {
    got =
      error instanceof RemoteFetchError ? error.reason : `not a fetcher error: ${String(error)}`;
    message = error instanceof Error ? error.message : "";
  }
  const ms = Date.now() - started;
  const inTime = !entry.within || (ms >= entry.within[0] && ms <= entry.within[1]);
  const ok = (entry.expect === "ok" ? got.startsWith("ok") : got === entry.expect) && inTime;
  return { got, message, ms, ok };
}

type HttpEntry = {
  name: string;
  path: "api" | "panel";
  url: string;
  /** The Polish message the answer must carry: the fetcher's own, or the parser's for the control. */
  message: string;
};

const FETCHER_TEXT = {
  hostNotAllowed: "Ten portal nie jest obsługiwany.",
  notHttps: "Adres URL musi zaczynać się od https://.",
  tooLarge: "Strona jest za duża.",
  timeout: "Przekroczono czas oczekiwania na odpowiedź portalu.",
};

/** A few entries through the endpoints that fetch: redirects, size and time limits. */
function httpCorpus(): HttpEntry[] {
  const entries: HttpEntry[] = [
    // Control: the server does reach the stand-in portal (a page that is no listing).
    {
      name: "control: portal page, no listing",
      path: "panel",
      url: `https://${PORTAL}/ok`,
      message: "Nie rozpoznano ogłoszenia na tej stronie.",
    },
  ];
  for (const path of ["api", "panel"] as const) {
    entries.push(
      {
        name: "redirect → 127.0.0.1",
        path,
        url: redirect("https://127.0.0.1/"),
        message: FETCHER_TEXT.hostNotAllowed,
      },
      {
        name: "redirect → 2130706433",
        path,
        url: redirect("https://2130706433/"),
        message: FETCHER_TEXT.hostNotAllowed,
      },
      {
        name: "redirect → [::1]",
        path,
        url: redirect("https://[::1]/"),
        message: FETCHER_TEXT.hostNotAllowed,
      },
      {
        name: "redirect → localhost",
        path,
        url: redirect("https://localhost/", 3),
        message: FETCHER_TEXT.hostNotAllowed,
      },
      {
        name: "redirect → 169.254.169.254",
        path,
        url: redirect("https://169.254.169.254/latest/meta-data/"),
        message: FETCHER_TEXT.hostNotAllowed,
      },
      {
        name: "redirect → http://127.0.0.1",
        path,
        url: redirect("http://127.0.0.1/"),
        message: FETCHER_TEXT.notHttps,
      },
      {
        name: "oversized, streamed",
        path,
        url: `https://${PORTAL}/huge-streamed`,
        message: FETCHER_TEXT.tooLarge,
      },
    );
  }
  entries.push({
    name: "slow drip",
    path: "panel",
    url: `https://${PORTAL}/drip`,
    message: FETCHER_TEXT.timeout,
  });
  return entries;
}

async function runHttp(
  entry: HttpEntry,
  server: { url: string },
  admin: string,
  owner: string,
): Promise<Outcome> {
  const started = Date.now();
  let response: Response;
  if (entry.path === "api") {
    response = await fetch(`${server.url}/api/import-properties`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ portal: "otodom", url: entry.url, limit: 5 }),
      signal: AbortSignal.timeout(30_000),
    });
  } else {
    const form = new FormData();
    form.set("intent", "listing-import");
    form.set("url", entry.url);
    response = await fetch(`${server.url}/panel/properties`, {
      method: "POST",
      headers: { cookie: owner, origin: server.url },
      body: form,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
  }
  const body = await response.text();
  const ms = Date.now() - started;
  const refused = response.status >= 400 && body.includes(entry.message);
  const inTime = ms < FETCH_TIMEOUT_MS + 3000;
  return {
    got: `HTTP ${response.status}${refused ? "" : ` ${body.slice(0, 120)}`}`,
    message: refused ? entry.message : "",
    ms,
    ok: refused && inTime,
  };
}

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join("  ")
    .trimEnd();
}

async function main(): Promise<void> {
  const dripTimers = new Set<NodeJS.Timeout>();
  const site = await startTestSite([PORTAL], siteHandler(dripTimers));
  const caDir = mkdtempSync(path.join(tmpdir(), "okolica-ssrf-ca-"));
  let server: Awaited<ReturnType<typeof startSecurityServer>> | undefined;
  try {
    // The server starts while the in-process corpus runs; it reaches the stand-in portal like
    // the end-to-end tests do (IMPORT_TEST_HOSTS, NODE_EXTRA_CA_CERTS).
    const caFile = path.join(caDir, "ca.pem");
    writeFileSync(caFile, site.ca);
    const starting = startSecurityServer({
      env: {
        ...TEST_ONLY_SETTINGS_ALLOWED,
        IMPORT_TEST_HOSTS: `${PORTAL}=127.0.0.1:${site.port}`,
        NODE_EXTRA_CA_CERTS: caFile,
      },
    });
    starting.catch(() => {});

    const policy: ImportPolicy = {
      allowedHosts: importAllowedHosts(),
      hostOverrides: { [PORTAL]: { host: "127.0.0.1", port: site.port } },
      ca: site.ca,
      resolve: async (hostname) => {
        const answer = RESOLVED[hostname];
        if (!answer)
          throw Object.assign(new Error(`no test answer for ${hostname}`), { code: "ENOTFOUND" });
        return answer;
      },
    };
    const entries = corpus(site);
    const results = await inTurn(entries, (entry) => runInProcess(entry, policy));
    const widths = [46, 20, 20, 7, 4];
    console.log("In-process: fetchRemote with the production allow-list");
    console.log(row(["entry", "expected", "got", "ms", "ok"], widths));
    entries.forEach((entry, i) => {
      const r = results[i];
      console.log(
        row([entry.name, entry.expect, r.got, String(r.ms), r.ok ? "ok" : "FAIL"], widths),
      );
    });

    const linkedEntries = entries.map(asLinkedPhoto);
    // With any host allowed, the name localhost reaches the resolver: it answers as /etc/hosts.
    const linkedPolicy: ImportPolicy = {
      ...linkedImagePolicy(policy),
      resolve: async (hostname) =>
        hostname === "localhost"
          ? [
              { address: "127.0.0.1", family: 4 },
              { address: "::1", family: 6 },
            ]
          : (policy.resolve as NonNullable<ImportPolicy["resolve"]>)(hostname),
    };
    const linkedResults = await inTurn(linkedEntries, (entry) =>
      runInProcess(entry, linkedPolicy, {
        timeoutMs: LINKED_IMAGE_TIMEOUT_MS,
        maxBytes: MAX_IMAGE_BYTES,
      }),
    );
    console.log("\nIn-process: fetchRemote as for a linked photo (any public host)");
    console.log(row(["entry", "expected", "got", "ms", "ok"], widths));
    linkedEntries.forEach((entry, i) => {
      const r = linkedResults[i];
      console.log(
        row([entry.name, entry.expect, r.got, String(r.ms), r.ok ? "ok" : "FAIL"], widths),
      );
    });

    server = await starting;
    const admin = (await signIn(server.url, "admin@okolica.local")).cookie;
    const owner = (await signIn(server.url, "wlasciciel@okolica.local")).cookie;
    const httpEntries = httpCorpus();
    // One at a time per path: the panel import is rate limited per user, and order is stable.
    const httpResults: Outcome[] = [];
    for (const entry of httpEntries) httpResults.push(await runHttp(entry, server, admin, owner));
    console.log("\nOver HTTP: POST /api/import-properties (admin), panel import by URL (owner)");
    const httpWidths = [34, 6, 52, 7, 4];
    console.log(row(["entry", "path", "expected message", "ms", "ok"], httpWidths));
    httpEntries.forEach((entry, i) => {
      const r = httpResults[i];
      console.log(
        row(
          [
            entry.name,
            entry.path,
            r.ok ? entry.message : `${entry.message} / got ${r.got}`,
            String(r.ms),
            r.ok ? "ok" : "FAIL",
          ],
          httpWidths,
        ),
      );
    });

    const failed = [
      ...entries.filter((_, i) => !results[i].ok).map((e) => e.name),
      ...linkedEntries.filter((_, i) => !linkedResults[i].ok).map((e) => `linked: ${e.name}`),
      ...httpEntries.filter((_, i) => !httpResults[i].ok).map((e) => `${e.path}: ${e.name}`),
    ];
    const total = entries.length + linkedEntries.length + httpEntries.length;
    report(
      "SSRF corpus: every entry refused with the fetcher's error",
      failed.length === 0,
      `${total - failed.length}/${total} entries as expected (${entries.length} in-process, ${linkedEntries.length} as linked photos, ${httpEntries.length} over HTTP)` +
        (failed.length ? `\nfailed: ${failed.join("; ")}` : ""),
    );
  } finally {
    for (const timer of dripTimers) clearInterval(timer);
    await server?.stop();
    await site.close();
    rmSync(caDir, { recursive: true, force: true });
  }
}

main().then(
  () => {
    process.exitCode = exitCode();
  },
  (error: unknown) => {
    console.error(error);
    report("SSRF corpus", false, `the check could not run: ${String(error)}`);
    process.exitCode = 1;
  },
);
