import type { ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchRemote,
  type ImportPolicy,
  isAllowedHost,
  isPublicAddress,
  MAX_REDIRECTS,
  RemoteFetchError,
  type ResolvedAddress,
} from "./fetch-remote.ts";
import { startTestSite, type TestSite } from "./test-site.ts";

const PAGE = "<!DOCTYPE html><html><body>Mieszkanie w Leżajsku</body></html>";
// 20 MB of zeros compress to about 20 kB: a small download that must not become 20 MB.
const GZIP_BOMB = gzipSync(Buffer.alloc(20 * 1024 * 1024));
const STREAMED_TOTAL = 8 * 1024 * 1024;

let site: TestSite;
let streamedBytes = 0;

function stream(response: ServerResponse) {
  const chunk = Buffer.alloc(64 * 1024, 97);
  response.writeHead(200, { "content-type": "text/html" });
  const write = () => {
    while (streamedBytes < STREAMED_TOTAL && !response.destroyed) {
      streamedBytes += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", write);
    }
    response.end();
  };
  write();
}

beforeAll(async () => {
  site = await startTestSite(["www.otodom.pl", "img.otodom.pl"], (request, response) => {
    const html = { "content-type": "text/html; charset=utf-8" };
    switch (request.url) {
      case "/ok":
        return void response.writeHead(200, html).end(PAGE);
      case "/gzip":
        return void response
          .writeHead(200, { ...html, "content-encoding": "gzip" })
          .end(gzipSync(PAGE));
      case "/gzip-bomb":
        return void response.writeHead(200, { ...html, "content-encoding": "gzip" }).end(GZIP_BOMB);
      case "/set-cookie":
        return void response
          .writeHead(302, { location: "/after-cookie", "set-cookie": "sid=secret; Path=/" })
          .end();
      case "/after-cookie":
        return void response.writeHead(200, html).end(PAGE);
      case "/to-private-host":
        return void response.writeHead(302, { location: "https://img.otodom.pl/ok" }).end();
      case "/to-http":
        return void response.writeHead(301, { location: "http://www.otodom.pl/ok" }).end();
      case "/to-other-portal":
        return void response.writeHead(302, { location: "https://example.com/ok" }).end();
      case "/loop":
        return void response.writeHead(302, { location: "/loop" }).end();
      case "/missing":
        return void response.writeHead(404, html).end("Nie ma");
      case "/declared-too-large":
        // Declares far more than it sends, so only the header can give the answer in time.
        response.writeHead(200, { ...html, "content-length": String(50 * 1024 * 1024) });
        return void response.write("<html>");
      case "/streamed-too-large":
        return stream(response);
      case "/never-answers":
        return;
      case "/stalls-mid-body":
        return void response.writeHead(200, html).write("<html><body>Mieszkanie");
      default:
        response.writeHead(500).end();
    }
  });
});

afterAll(() => site.close());

/** Overrides www.otodom.pl to the local site; any other name resolves as `resolve` says. */
function policy(resolve?: (hostname: string) => Promise<ResolvedAddress[]>): ImportPolicy {
  return {
    allowedHosts: ["otodom.pl"],
    hostOverrides: { "www.otodom.pl": { host: "127.0.0.1", port: site.port } },
    ca: site.ca,
    resolve:
      resolve ??
      (() => Promise.reject(new Error("This test expects no DNS lookup outside the overrides"))),
  };
}

async function failure(promise: Promise<unknown>): Promise<RemoteFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteFetchError);
  return error as RemoteFetchError;
}

function requestsTo(path: string) {
  return site.requests.filter((r) => r.url === path);
}

describe("fetchRemote", () => {
  it("fetches a page over TLS with the real host name, browser-like headers and no cookies", async () => {
    const response = await fetchRemote("https://www.otodom.pl/ok#galeria", policy());
    expect(response).toMatchObject({
      url: "https://www.otodom.pl/ok",
      status: 200,
      contentType: "text/html; charset=utf-8",
    });
    expect(response.body.toString("utf8")).toBe(PAGE);
    const headers = requestsTo("/ok").at(-1)?.headers;
    expect(headers?.host).toBe("www.otodom.pl");
    expect(headers?.["user-agent"]).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers?.["accept-language"]).toMatch(/^pl/);
    expect(headers?.connection).toBe("close");
    expect(headers?.cookie).toBeUndefined();
  });

  it("decodes a gzip body", async () => {
    const response = await fetchRemote("https://www.otodom.pl/gzip", policy());
    expect(response.body.toString("utf8")).toBe(PAGE);
  });

  it("sends no cookie after a Set-Cookie and a redirect", async () => {
    const response = await fetchRemote("https://www.otodom.pl/set-cookie", policy());
    expect(response.url).toBe("https://www.otodom.pl/after-cookie");
    expect(requestsTo("/after-cookie")).toHaveLength(1);
    expect(requestsTo("/after-cookie")[0].headers.cookie).toBeUndefined();
  });

  it.each([
    ["loopback", "127.0.0.1", 4],
    ["private 10/8", "10.0.0.7", 4],
    ["private 172.16/12", "172.20.1.1", 4],
    ["private 192.168/16", "192.168.1.10", 4],
    ["carrier-grade NAT", "100.64.0.1", 4],
    ["link-local (cloud metadata)", "169.254.169.254", 4],
    ["unspecified", "0.0.0.0", 4],
    ["IPv6 loopback", "::1", 6],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1", 6],
    ["IPv6 unique-local", "fd12:3456::1", 6],
    ["IPv6 link-local", "fe80::1", 6],
  ])("refuses a host that resolves to a %s address (%s)", async (_, address, family) => {
    const asked: string[] = [];
    const error = await failure(
      fetchRemote(
        "https://img.otodom.pl/ok",
        policy(async (hostname) => {
          asked.push(hostname);
          return [{ address, family }];
        }),
      ),
    );
    expect(error.reason).toBe("private_address");
    expect(error.message).toBe("Adres prowadzi do sieci wewnętrznej.");
    expect(asked).toEqual(["img.otodom.pl"]);
  });

  it("refuses a host when any one of its addresses is private", async () => {
    const error = await failure(
      fetchRemote(
        "https://img.otodom.pl/ok",
        policy(async () => [
          { address: "93.184.216.34", family: 4 },
          { address: "10.0.0.7", family: 4 },
        ]),
      ),
    );
    expect(error.reason).toBe("private_address");
  });

  it("refuses a redirect to an allowed host that resolves to a private address", async () => {
    const error = await failure(
      fetchRemote(
        "https://www.otodom.pl/to-private-host",
        policy(async () => [{ address: "192.168.0.5", family: 4 }]),
      ),
    );
    expect(error.reason).toBe("private_address");
    expect(requestsTo("/to-private-host")).not.toHaveLength(0);
  });

  it("refuses http:// and other schemes, before and after a redirect", async () => {
    for (const url of ["http://www.otodom.pl/ok", "file:///etc/passwd", "ftp://www.otodom.pl/"]) {
      const error = await failure(fetchRemote(url, policy()));
      expect(error.reason).toBe("not_https");
      expect(error.message).toBe("Adres URL musi zaczynać się od https://.");
    }
    const redirected = await failure(fetchRemote("https://www.otodom.pl/to-http", policy()));
    expect(redirected.reason).toBe("not_https");
  });

  it("refuses a host off the allow-list, before and after a redirect", async () => {
    for (const url of [
      "https://example.com/",
      "https://otodom.pl.example.com/",
      "https://127.0.0.1/",
      "https://www.otodom.pl:8443/ok",
      "https://user:pass@www.otodom.pl/ok",
    ]) {
      const error = await failure(fetchRemote(url, policy()));
      expect(error.reason).toBe("host_not_allowed");
      expect(error.message).toBe("Ten portal nie jest obsługiwany.");
    }
    const redirected = await failure(
      fetchRemote("https://www.otodom.pl/to-other-portal", policy()),
    );
    expect(redirected.reason).toBe("host_not_allowed");
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    const before = requestsTo("/loop").length;
    const error = await failure(fetchRemote("https://www.otodom.pl/loop", policy()));
    expect(error.reason).toBe("too_many_redirects");
    expect(requestsTo("/loop").length - before).toBe(MAX_REDIRECTS + 1);
  });

  it("turns 404 into not_found with the status in the message", async () => {
    const error = await failure(fetchRemote("https://www.otodom.pl/missing", policy()));
    expect(error.code).toBe("not_found");
    expect(error.message).toBe("Nie znaleziono strony ogłoszenia (HTTP 404).");
  });

  it("refuses a response whose Content-Length is over the cap", async () => {
    const error = await failure(
      fetchRemote("https://www.otodom.pl/declared-too-large", policy(), { timeoutMs: 2000 }),
    );
    expect(error.reason).toBe("too_large");
    expect(error.message).toBe("Strona jest za duża.");
  });

  it("stops reading a body without Content-Length once it passes the cap", async () => {
    const error = await failure(
      fetchRemote("https://www.otodom.pl/streamed-too-large", policy(), { maxBytes: 100_000 }),
    );
    expect(error.reason).toBe("too_large");
    // The server could not send the whole body: the connection was closed under it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(streamedBytes).toBeLessThan(STREAMED_TOTAL);
  });

  it("caps the decoded size of a compressed body (a gzip bomb)", async () => {
    const error = await failure(fetchRemote("https://www.otodom.pl/gzip-bomb", policy()));
    expect(error.reason).toBe("too_large");
  });

  it.each(["/never-answers", "/stalls-mid-body"])(
    "gives up when the portal does not finish in time (%s)",
    async (path) => {
      const started = Date.now();
      const error = await failure(
        fetchRemote(`https://www.otodom.pl${path}`, policy(), { timeoutMs: 300 }),
      );
      expect(error.reason).toBe("timeout");
      expect(error.message).toBe("Przekroczono czas oczekiwania na odpowiedź portalu.");
      expect(Date.now() - started).toBeLessThan(3000);
    },
  );

  it("does not trust a certificate outside the policy's CA", async () => {
    const { ca: _ca, ...untrusting } = policy();
    const error = await failure(fetchRemote("https://www.otodom.pl/ok", untrusting));
    expect(error.reason).toBe("network");
  });
});

describe("isAllowedHost", () => {
  it("allows a listed domain and its subdomains only", () => {
    const allowed = ["otodom.pl", "olxcdn.com"];
    expect(isAllowedHost("otodom.pl", allowed)).toBe(true);
    expect(isAllowedHost("www.otodom.pl", allowed)).toBe(true);
    expect(isAllowedHost("WWW.OTODOM.PL.", allowed)).toBe(true);
    expect(isAllowedHost("ireland.apollo.olxcdn.com", allowed)).toBe(true);
    expect(isAllowedHost("notodom.pl", allowed)).toBe(false);
    expect(isAllowedHost("otodom.pl.evil.com", allowed)).toBe(false);
  });
});

describe("isPublicAddress", () => {
  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2a00:1450:4001:82b::200e",
    "2606:4700::6810:84e5",
    "2001:4860:4860::8888",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("lets %s through", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.255.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "100.64.0.1",
    "100.127.255.255",
    "169.254.1.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "fe80::1%eth0",
    "febf::1",
    "fc00::1",
    "fdff::1",
    "ff02::1",
    "::ffff:10.0.0.1",
    "::ffff:a00:1",
    "::ffff:169.254.169.254",
    "64:ff9b::7f00:1",
    // 6to4 wraps any IPv4 address: this one is 127.0.0.1, and 2002:a9fe:a9fe:: the metadata.
    "2002:7f00:1::1",
    "2002:a9fe:a9fe::1",
    "2002::1",
    // Local-use NAT64 translates to whatever the operator's network holds.
    "64:ff9b:1::a9fe:a9fe",
    "64:ff9b:1:ffff::1",
    // Site-local (deprecated, still routed inside some networks).
    "fec0::1",
    "feff:ffff::1",
    // Teredo (2001::/32) and the rest of the IETF protocol block 2001::/23.
    "2001::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001:1ff:ffff::1",
    // Documentation.
    "2001:db8::1",
    "3fff::1",
    // Outside global unicast.
    "4000::1",
    "100::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
