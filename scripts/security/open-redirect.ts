/**
 * Redirect targets taken from requests, against the built app: the
 * sign-in form's `redirectTo` as a plain form post (no JavaScript: the Location header) and as
 * React Router's `.data` post (JavaScript: the single-fetch redirect), the sign-in page's
 * `?redirectTo=` for a signed-in visitor, and better-auth's own e-mail confirmation link
 * (`/api/auth/verify-email?callbackURL=`).
 *
 * Pass: every answer is a redirect whose target, resolved the way a browser does (tabs and
 * newlines dropped, `\` read as `/`), stays on the app's origin, or a 4xx; never a 500, and no
 * target adds a header of its own (CR/LF).
 */
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { exitCode, report } from "../checks/report.ts";
import { DEMO_PASSWORD, freshClientIp, signIn, startSecurityServer } from "./support.ts";

const HOSTILE_TARGETS = [
  "/\t/evil.example",
  "/\t/evil.example/panel",
  "/\n/evil.example",
  "/\nX",
  "/\rX",
  "/x\r\nSet-Cookie: injected=1",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "https://127.0.0.1@evil.example/",
  "%2F%2Fevil.example",
  "/%2F/evil.example",
  "/%5Cevil.example",
  "/%09/evil.example",
  "/%0aX",
  "/%0d%0aSet-Cookie:%20injected=1",
  "/%E0%A4%A",
  "/.//evil.example",
  "/a/..//evil.example",
  "javascript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  `/${"a".repeat(5_000)}`,
];
const OWNER = "wlasciciel@okolica.local";

type Outcome = { status: number; location: string | null; setCookies: string[] };

/** Why an answer fails the check, or null. */
function problem(base: string, outcome: Outcome): string | null {
  if (outcome.status >= 500) return `answered ${outcome.status}`;
  if (outcome.setCookies.some((line) => line.startsWith("injected="))) return "header injected";
  if (outcome.status >= 400) return null;
  if (outcome.location === null) return `answered ${outcome.status} without a redirect`;
  let resolved: URL;
  try {
    // WHATWG parsing is what browsers do: it drops tabs and newlines and reads `\` as `/`.
    resolved = new URL(outcome.location, base);
  } catch {
    return `unparsable Location ${JSON.stringify(outcome.location)}`;
  }
  if (resolved.origin !== new URL(base).origin) return `leaves the site for ${resolved.origin}`;
  return null;
}

function signInBody(target: string): URLSearchParams {
  return new URLSearchParams({
    intent: "sign-in",
    email: OWNER,
    password: DEMO_PASSWORD,
    redirectTo: target,
  });
}

async function plainSignIn(base: string, target: string): Promise<Outcome> {
  const response = await fetch(`${base}/auth`, {
    method: "POST",
    headers: { origin: base, "x-forwarded-for": freshClientIp() },
    body: signInBody(target),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  return {
    status: response.status,
    location: response.headers.get("location"),
    setCookies: response.headers.getSetCookie(),
  };
}

/** The sign-in as the hydrated page sends it; the redirect comes back inside the turbo-stream. */
async function scriptedSignIn(base: string, target: string): Promise<Outcome> {
  const response = await fetch(`${base}/auth.data`, {
    method: "POST",
    headers: { origin: base, "x-forwarded-for": freshClientIp() },
    body: signInBody(target),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const setCookies = response.headers.getSetCookie();
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/x-script") || !response.body) {
    await response.body?.cancel();
    return { status: response.status, location: response.headers.get("location"), setCookies };
  }
  const decoded = (await decodeTurboStream(response.body, globalThis)).value as {
    redirect?: unknown;
    status?: unknown;
  };
  const location = typeof decoded.redirect === "string" ? decoded.redirect : null;
  return { status: Number(decoded.status ?? response.status), location, setCookies };
}

async function get(base: string, path: string, cookie?: string): Promise<Outcome> {
  const response = await fetch(`${base}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  return {
    status: response.status,
    location: response.headers.get("location"),
    setCookies: response.headers.getSetCookie(),
  };
}

const server = await startSecurityServer();
const failures: Record<string, string[]> = { plain: [], scripted: [], page: [], confirm: [] };
try {
  const owner = await signIn(server.url, OWNER);
  for (const target of HOSTILE_TARGETS) {
    const label = JSON.stringify(target.length > 60 ? `${target.slice(0, 40)}…` : target);
    const query = `redirectTo=${encodeURIComponent(target)}`;
    const checks: [keyof typeof failures, Outcome][] = [
      ["plain", await plainSignIn(server.url, target)],
      ["scripted", await scriptedSignIn(server.url, target)],
      ["page", await get(server.url, `/auth?${query}`, owner.cookie)],
      [
        "confirm",
        await get(
          server.url,
          `/api/auth/verify-email?token=zly-token&callbackURL=${encodeURIComponent(target)}`,
        ),
      ],
    ];
    for (const [kind, outcome] of checks) {
      const wrong = problem(server.url, outcome);
      if (wrong) failures[kind].push(`${label}: ${wrong}`);
    }
  }
} finally {
  await server.stop();
}

const count = `${HOSTILE_TARGETS.length} hostile targets`;
const criteria: Record<keyof typeof failures, string> = {
  plain: "sign-in without JavaScript stays on the site (Location), never a 500",
  scripted: "sign-in with JavaScript (.data) stays on the site, never a 500",
  page: "/auth?redirectTo= for a signed-in visitor stays on the site",
  confirm: "the e-mail confirmation link's callbackURL stays on the site",
};
for (const [kind, criterion] of Object.entries(criteria)) {
  report(
    `open-redirect: ${criterion}`,
    failures[kind].length === 0,
    [count, ...failures[kind]].join("\n"),
  );
}
process.exitCode = exitCode();
