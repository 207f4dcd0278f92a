/**
 * Response headers on every kind of answer: pages (public, signed in, administrator, 404), a JSON
 * endpoint, a built asset and an uploaded image, first on a plain-http server, then with an https
 * BASE_URL (server/http.ts sends HSTS from BASE_URL alone: behind a TLS proxy the app itself
 * only ever sees http, and browsers ignore HSTS on a plain-http answer).
 *
 * Pass, per answer: documents and JSON carry a CSP whose script-src allows 'self' and one nonce
 * only (no 'unsafe-inline', 'unsafe-eval' or scheme wildcards) with object-src 'none', base-uri
 * 'self' and frame-ancestors 'none' (or X-Frame-Options DENY); every nonce attribute in an HTML
 * body is the header's; X-Content-Type-Options nosniff; a Referrer-Policy that keeps paths
 * on-site; no X-Powered-By; HSTS (max-age of a year or more) exactly when BASE_URL is https.
 * Built assets need nosniff only (a CSP means nothing on a script file); uploads carry their own
 * CSP, default-src 'none' with sandbox. A page's nonce differs on each answer.
 */
import { exitCode, report } from "../checks/report.ts";
import { type SecurityServer, signIn, startSecurityServer } from "./support.ts";

type Kind = "page" | "json" | "asset" | "upload";

type Probe = { name: string; path: string; kind: Kind; status: number; as?: "owner" | "admin" };

const SAFE_REFERRER_POLICIES = new Set([
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
]);
const HSTS_MIN_SECONDS = 31_536_000;

/** The directives of a CSP header, by name. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** What is wrong with one answer's headers (and, for a page, its nonce attributes). */
function problems(probe: Probe, headers: Headers, body: string, https: boolean): string[] {
  const found: string[] = [];
  const csp = headers.get("content-security-policy") ?? "";
  const policy = directives(csp);
  if (headers.get("x-content-type-options") !== "nosniff") found.push("no nosniff");
  if (headers.has("x-powered-by")) found.push(`X-Powered-By: ${headers.get("x-powered-by")}`);

  if (probe.kind === "upload") {
    if (!policy.get("default-src")?.includes("'none'") || !policy.has("sandbox")) {
      found.push(`upload CSP is "${csp}", not default-src 'none' with sandbox`);
    }
  }
  if (probe.kind === "page" || probe.kind === "json") {
    const script = policy.get("script-src") ?? policy.get("default-src");
    const nonces = (script ?? []).filter((v) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(v));
    const loose = (script ?? []).filter((v) => v !== "'self'" && !nonces.includes(v));
    if (!csp) found.push("no Content-Security-Policy");
    else if (nonces.length !== 1) found.push(`script-src has no nonce: ${script?.join(" ")}`);
    if (loose.length > 0) found.push(`script-src also allows ${loose.join(" ")}`);
    if (policy.get("object-src")?.join(" ") !== "'none'") found.push("object-src is not 'none'");
    if (policy.get("base-uri")?.join(" ") !== "'self'") found.push("base-uri is not 'self'");
    const framing =
      policy.get("frame-ancestors")?.join(" ") === "'none'" ||
      headers.get("x-frame-options")?.toUpperCase() === "DENY";
    if (!framing) found.push("framing allowed: no frame-ancestors 'none' nor X-Frame-Options DENY");
    const referrer = headers.get("referrer-policy") ?? "";
    // The header may list fallbacks; the last one a browser knows wins.
    const last = referrer.split(",").at(-1)?.trim() ?? "";
    if (!SAFE_REFERRER_POLICIES.has(last)) found.push(`Referrer-Policy "${referrer}"`);
    const hsts = headers.get("strict-transport-security");
    const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1] ?? 0);
    if (https && maxAge < HSTS_MIN_SECONDS) found.push(`HSTS "${hsts ?? ""}" under https`);
    if (https && !policy.has("upgrade-insecure-requests")) {
      found.push("no upgrade-insecure-requests under https");
    }
    if (probe.kind === "page") {
      const bodyNonces = new Set([...body.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]));
      const headerNonce = nonces[0]?.slice("'nonce-".length, -1);
      if (bodyNonces.size === 0) found.push("no nonce attribute in the page");
      // An inline script without the nonce would be blocked (JSON data blocks are not run).
      const bare = body.match(
        /<script(?![^>]*\s(?:src|nonce)=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g,
      );
      if (bare) found.push(`inline script without the nonce: ${bare[0]}`);
      for (const nonce of bodyNonces) {
        if (nonce !== headerNonce) found.push(`page nonce "${nonce}" is not the header's`);
      }
    }
  }
  if (!https && headers.has("strict-transport-security")) {
    found.push(`HSTS on plain http: ${headers.get("strict-transport-security")}`);
  }
  return found;
}

type Answer = { status: number; headers: Headers; body: string };

async function get(server: SecurityServer, path: string, cookie = ""): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { cookie },
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function firstMatch(server: SecurityServer, path: string, pattern: RegExp, cookie = "") {
  const { body, status } = await get(server, path, cookie);
  const found = pattern.exec(body)?.[1];
  if (!found) throw new Error(`no ${pattern} on ${path} (HTTP ${status})`);
  return found;
}

/** Every kind of answer, with ids and asset names taken from the seeded pages. */
async function probes(server: SecurityServer, adminCookie: string): Promise<Probe[]> {
  const [listing, service, agency, asset, upload] = await Promise.all([
    firstMatch(server, "/search?q=dom", /"\/nieruchomosc\/([0-9a-f-]{36})"/),
    firstMatch(server, "/uslugi", /"\/usluga\/([0-9a-f-]{36})"/),
    firstMatch(server, "/admin/users?role=agencja", /"\/agencja\/([^"/?]+)"/, adminCookie),
    firstMatch(server, "/", /"(\/assets\/[^"]+\.js)"/),
    firstMatch(server, "/search?q=dom", /"(\/uploads\/[^"\s?]+)"/),
  ]);
  return [
    { name: "home", path: "/", kind: "page", status: 200 },
    { name: "category", path: "/mieszkania/lezajsk", kind: "page", status: 200 },
    { name: "search", path: "/search?q=dom", kind: "page", status: 200 },
    { name: "listing detail", path: `/nieruchomosc/${listing}`, kind: "page", status: 200 },
    { name: "service", path: `/usluga/${service}`, kind: "page", status: 200 },
    { name: "agency page", path: `/agencja/${agency}`, kind: "page", status: 200 },
    { name: "pricing", path: "/cennik", kind: "page", status: 200 },
    { name: "sign-in", path: "/auth", kind: "page", status: 200 },
    { name: "panel (owner)", path: "/panel/profile", kind: "page", status: 200, as: "owner" },
    {
      name: "messages (owner)",
      path: "/panel/messages",
      kind: "page",
      status: 200,
      as: "owner",
    },
    { name: "admin (admin)", path: "/admin", kind: "page", status: 200, as: "admin" },
    { name: "404 page", path: "/nie-ma-takiej-strony", kind: "page", status: 404 },
    { name: "API JSON", path: "/api/auth/get-session", kind: "json", status: 200, as: "owner" },
    { name: "health JSON", path: "/healthz", kind: "json", status: 200 },
    { name: "built asset", path: asset, kind: "asset", status: 200 },
    { name: "uploaded image", path: upload, kind: "upload", status: 200 },
  ];
}

function summary(headers: Headers): string {
  const show = (name: string) => `${name}: ${headers.get(name) ?? "—"}`;
  return [
    show("content-security-policy"),
    [show("x-frame-options"), show("x-content-type-options"), show("referrer-policy")].join("; "),
    show("strict-transport-security"),
  ].join("\n");
}

async function checkAll(
  server: SecurityServer,
  mode: "http" | "https BASE_URL",
  list: Probe[],
  cookies: { owner?: string; admin?: string } = {},
): Promise<void> {
  for (const probe of list) {
    const answer = await get(server, probe.path, probe.as && cookies[probe.as]);
    const found = problems(probe, answer.headers, answer.body, mode !== "http");
    if (answer.status !== probe.status) found.unshift(`HTTP ${answer.status}, not ${probe.status}`);
    report(
      `headers, ${mode}: ${probe.name} (${probe.kind})`,
      found.length === 0,
      [probe.path, ...found.map((problem) => `problem: ${problem}`)].join("\n"),
    );
  }
}

async function checkPlainHttp(server: SecurityServer): Promise<void> {
  const [owner, admin] = await Promise.all([
    signIn(server.url, "wlasciciel@okolica.local"),
    signIn(server.url, "admin@okolica.local"),
  ]);
  const list = await probes(server, admin.cookie);
  await checkAll(server, "http", list, { owner: owner.cookie, admin: admin.cookie });
  const first = await get(server, "/");
  const second = await get(server, "/");
  const nonce = (answer: Answer) =>
    /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
  report(
    "headers, http: a fresh nonce on each answer",
    !!nonce(first) && nonce(first) !== nonce(second),
    `${nonce(first)} then ${nonce(second)}\nthe home page's headers:\n${summary(first.headers)}`,
  );
}

/** BASE_URL https, as behind a TLS proxy: HSTS and upgrade-insecure-requests on every answer. */
async function checkHttps(server: SecurityServer): Promise<void> {
  await checkAll(server, "https BASE_URL", [
    { name: "home", path: "/", kind: "page", status: 200 },
    { name: "sign-in", path: "/auth", kind: "page", status: 200 },
    { name: "404 page", path: "/nie-ma-takiej-strony", kind: "page", status: 404 },
    { name: "health JSON", path: "/healthz", kind: "json", status: 200 },
  ]);
  const home = await get(server, "/");
  console.log(
    `  the home page's headers under https:\n${summary(home.headers).replace(/^/gm, "    ")}`,
  );
}

async function main(): Promise<void> {
  // Both servers start at once; each takes a while to seed.
  const started = await Promise.allSettled([
    startSecurityServer(),
    startSecurityServer({ env: { BASE_URL: "https://okolica.example" } }),
  ]);
  try {
    const [plain, secure] = started.map((result) => {
      if (result.status === "rejected") throw result.reason;
      return result.value;
    });
    await checkPlainHttp(plain);
    await checkHttps(secure);
  } finally {
    for (const result of started) if (result.status === "fulfilled") await result.value.stop();
  }
}

main().then(
  () => {
    process.exitCode = exitCode();
  },
  (error: unknown) => {
    console.error(error);
    report("headers", false, `the check could not run: ${String(error)}`);
    process.exitCode = 1;
  },
);
