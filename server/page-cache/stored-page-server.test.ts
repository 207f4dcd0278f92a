import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { announcingBus } from "../testing/announcing-bus.ts";
import { type CachedPage, PageCache, rememberWireHeaders } from "./page-cache.ts";
import { createStoredPageServer } from "./stored-page-server.ts";

// As long as every nonce: 16 random bytes in base64.
const RENDER_NONCE = Buffer.from("the render nonce").toString("base64");
const POLICY = `default-src 'self';script-src 'self' 'nonce-${RENDER_NONCE}'`;

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A cache holding "/" and a server that answers from it, or "full path" as Express would. */
async function setup() {
  let now = 0;
  const bus = announcingBus();
  const cache = new PageCache(bus, { freshMs: 10_000, staleMs: 60_000, now: () => now });
  const { result } = cache.render("/", async () => ({
    status: 200,
    headers: new Headers({
      "cache-control": "public, max-age=0, s-maxage=10",
      "content-type": "text/html; charset=utf-8",
    }),
    body: Buffer.from(`<p>Oferty</p><script nonce="${RENDER_NONCE}">start()</script>`),
    nonce: RENDER_NONCE,
  }));
  const page = (await result).page as CachedPage;
  const serveStored = createStoredPageServer(cache, pino({ level: "silent" }));
  server = createServer((req, res) => {
    if (!serveStored(req, res)) res.writeHead(200, { "x-full-path": "yes" }).end("full path");
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${base}/`, { method, headers: { "accept-encoding": "gzip, deflate, br", ...headers } });
  const sent = () =>
    rememberWireHeaders(
      page,
      {
        "content-security-policy": POLICY,
        "x-frame-options": "DENY",
        "cache-control": "public, max-age=0, s-maxage=10",
        "content-type": "text/html; charset=utf-8",
        vary: "Accept-Encoding",
        "x-request-id": "the-first-copy's",
      },
      RENDER_NONCE,
    );
  return { get, sent, bus, cache, page, advance: (ms: number) => (now += ms) };
}

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

describe("serving stored pages before Express", () => {
  it("leaves a page to the full path until one copy has gone out that way", async () => {
    const { get } = await setup();
    expect(await (await get()).text()).toBe("full path");
  });

  it("sends a copy with the first copy's headers, its own nonce in the policy and the page, and its own request id", async () => {
    const { get, sent, page } = await setup();
    sent();
    const first = await get();
    const second = await get();
    for (const response of [first, second]) {
      expect(response.headers.get("x-page-cache")).toBe("hit");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("etag")).toBe(page.etag);
      const nonce = nonceOf(response.headers.get("content-security-policy"));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // fetch has inflated it: the gzip is whole.
      expect(await response.text()).toBe(`<p>Oferty</p><script nonce="${nonce}">start()</script>`);
    }
    expect(nonceOf(first.headers.get("content-security-policy"))).not.toBe(
      nonceOf(second.headers.get("content-security-policy")),
    );
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
    expect(first.headers.get("x-request-id")).not.toBe("the-first-copy's");
  });

  it("leaves to the full path a cookie, another method, a conditional request and a client without plain gzip", async () => {
    const { get, sent, page } = await setup();
    sent();
    const answers = await Promise.all([
      get({ cookie: "okolica.session_token=x" }),
      get({ cookie: "" }),
      get({}, "HEAD"),
      get({}, "POST"),
      get({ "if-none-match": page.etag }),
      get({ "accept-encoding": "identity" }),
      get({ "accept-encoding": "gzip;q=0, br" }),
    ]);
    for (const answer of answers) expect(answer.headers.get("x-full-path")).toBe("yes");
  });

  it("sends a stale page as it is and has the cache render it again; forgets it on a change", async () => {
    const stale = await setup();
    stale.sent();
    const rendered: string[] = [];
    stale.cache.setRenderer(async (key) => {
      rendered.push(key);
      return {
        status: 200,
        headers: new Headers({ "cache-control": "public, max-age=0, s-maxage=10" }),
        body: Buffer.from(`<p>Nowe oferty</p><script nonce="${RENDER_NONCE}"></script>`),
        nonce: RENDER_NONCE,
      };
    });
    stale.advance(10_000);
    const answer = await stale.get();
    expect(answer.headers.get("x-page-cache")).toBe("stale");
    expect(await answer.text()).toContain("<p>Oferty</p>");
    expect(rendered).toEqual(["/"]);
    server?.close();
    const changed = await setup();
    changed.sent();
    changed.bus.change("properties");
    expect((await changed.get()).headers.get("x-full-path")).toBe("yes");
  });
});
