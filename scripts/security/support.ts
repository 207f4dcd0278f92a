/**
 * Shared by the `npm run test:security` checks: a seeded server of the built app on 127.0.0.1
 * with a fresh data dir, demo users signed in over HTTP, and one PASS/FAIL line per check.
 */
import { randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../../tests/e2e/support/server.ts";

export const DEMO_PASSWORD = "Okolica2026!";

export type SignedIn = { cookie: string; userId: string; email: string };

export type SecurityServer = {
  url: string;
  stop(): Promise<void>;
  dataDir: string;
  /** The server process, for checks that watch its resources. */
  pid: number;
};

/**
 * The built app with the demo seed in a fresh temp data dir. It trusts x-forwarded-for from
 * loopback (TRUSTED_PROXY_ADDRESSES) so that each sign-in can come from its own address
 * (better-auth allows 5 sign-ins a minute per IP).
 * `env` overrides the server's environment (e.g. BASE_URL for the HSTS check).
 */
export async function startSecurityServer(
  options: { env?: Record<string, string> } = {},
): Promise<SecurityServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-security-"));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  // A check that throws or is interrupted must not leave the data dir behind.
  process.once("exit", removeDataDir);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      dataDir,
      seedDemo: true,
      env: { TRUSTED_PROXY_ADDRESSES: "loopback", ...options.env },
    });
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const stopOnSignal = () => {
    server.child.kill("SIGKILL");
    removeDataDir();
    process.exit(130);
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  return {
    url: server.url,
    dataDir,
    pid: server.child.pid ?? 0,
    async stop() {
      process.off("SIGINT", stopOnSignal);
      process.off("SIGTERM", stopOnSignal);
      const exit = await server.stop("SIGTERM");
      removeDataDir();
      if (exit.code !== 0 && exit.signal !== "SIGTERM") {
        console.error(
          `the server exited with ${exit.code ?? exit.signal}:\n${server.output().slice(-3_000)}`,
        );
      }
    },
  };
}

/** A client address of its own for each call (per-IP rate limits on sign-in). */
export function freshClientIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

/** Signs in through better-auth's own endpoint, as the browser's form does, and keeps the cookies. */
export async function signIn(
  url: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: url,
      "x-forwarded-for": freshClientIp(),
    },
    body: JSON.stringify({ email, password }),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
  const userId = body?.user?.id;
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!response.ok || !userId || !cookie) {
    throw new Error(`sign-in as ${email} failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return { cookie, userId, email };
}
