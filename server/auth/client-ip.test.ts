import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createTestAuth, TEST_BASE_URL } from "../testing/factories.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import type { Auth } from "./auth.ts";
import { clientIp, withClientIp } from "./client-ip.ts";

/**
 * Over real HTTP on 127.0.0.1, so the socket's peer is the loopback address: a header sent
 * "straight to the app's port" is one from a peer that is (or is not) a configured proxy.
 */
let database: Database;
let auth: Auth;
const servers: Server[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createTestAuth(database.db);
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await database.close();
});

function proxySettings(env: Record<string, string>): Config["trustedProxy"] {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-client-ip-"));
  return loadConfig({ DATA_DIR: dataDir, ...env }).trustedProxy;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/**
 * A server as the app's: GET /ip answers the client address the app would use; POST to
 * /api/auth/* goes to better-auth with that address as its rate-limit key (api-auth.ts).
 */
async function serve(trustedProxy: Config["trustedProxy"]): Promise<string> {
  const server = createServer(async (req, res) => {
    const ip = clientIp(req, trustedProxy);
    if (req.method === "GET") {
      res.end(ip);
      return;
    }
    const request = new Request(`${TEST_BASE_URL}${req.url}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_BASE_URL },
      body: await body(req),
    });
    const response = await auth.handler(withClientIp(request, ip));
    res.statusCode = response.status;
    res.end(await response.text());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function ipSeen(url: string, forwardedFor?: string): Promise<string> {
  const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  return (await fetch(`${url}/ip`, { headers })).text();
}

/** Six wrong sign-ins, each with another forged X-Forwarded-For: the statuses. */
async function rotatingSignIns(url: string): Promise<number[]> {
  const email = `nikt-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const response = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
      body: JSON.stringify({ email, password: "zle-haslo-123" }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe("the client address behind a proxy", () => {
  it("ignores a forged X-Forwarded-For from a peer that is not a configured proxy", async () => {
    // The header is configured, but the only trusted proxy is elsewhere: this peer is a client.
    const url = await serve(
      proxySettings({
        TRUSTED_PROXY_HEADER: "x-forwarded-for",
        TRUSTED_PROXY_ADDRESSES: "192.0.2.10",
      }),
    );
    expect(await ipSeen(url, "203.0.113.5")).toBe("127.0.0.1");
    expect(await ipSeen(url)).toBe("127.0.0.1");
    // Rotating the header does not change the rate-limit key: the sixth attempt is limited.
    expect(await rotatingSignIns(url)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("without proxy settings uses the socket address", async () => {
    const url = await serve(proxySettings({}));
    expect(await ipSeen(url, "203.0.113.5")).toBe("127.0.0.1");
  });

  it("takes the address a trusted proxy appended, walking past every trusted proxy", async () => {
    const url = await serve(proxySettings({ TRUSTED_PROXY_ADDRESSES: "loopback" }));
    // Left of what the proxy appended is whatever the client sent: never believed.
    expect(await ipSeen(url, "10.9.9.9, 203.0.113.5")).toBe("203.0.113.5");
    expect(await ipSeen(url)).toBe("127.0.0.1");
    // A proxy that passes on garbage: the proxy is the last address known.
    expect(await ipSeen(url, "nie-adres")).toBe("127.0.0.1");
    // Each visitor behind the proxy has a rate-limit key of their own.
    expect(await rotatingSignIns(url)).toEqual([401, 401, 401, 401, 401, 401]);

    // Two proxies in a row (a load balancer in 203.0.113.0/24, then nginx on loopback).
    const chained = await serve(
      proxySettings({ TRUSTED_PROXY_ADDRESSES: "loopback, 203.0.113.0/24" }),
    );
    expect(await ipSeen(chained, "10.9.9.9, 198.51.100.7, 203.0.113.5")).toBe("198.51.100.7");
  });

  it("reads the proxy's own header when one is configured", async () => {
    const url = await serve(
      proxySettings({ TRUSTED_PROXY_ADDRESSES: "127.0.0.1", TRUSTED_PROXY_HEADER: "X-Real-IP" }),
    );
    const response = await fetch(`${url}/ip`, {
      headers: { "x-real-ip": "203.0.113.8", "x-forwarded-for": "198.51.100.1" },
    });
    expect(await response.text()).toBe("203.0.113.8");
  });
});
