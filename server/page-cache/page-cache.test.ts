import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createMemoryBus, type EventBus } from "../realtime/bus.ts";
import { fillTemplate } from "./gzip-template.ts";
import { PageCache, type RenderedPage } from "./page-cache.ts";

const NONCE = "bm9uY2Utb2YtdGhlLWZpbGxlcg==";
const PUBLIC = { "cache-control": "public, max-age=0, s-maxage=10" };

const BASE = { status: 200, headers: new Headers(PUBLIC), nonce: NONCE };

function page(body: string, init: { status?: number; headers?: Record<string, string> } = {}) {
  return (): Promise<RenderedPage> =>
    Promise.resolve({
      status: init.status ?? 200,
      headers: new Headers(init.headers ?? PUBLIC),
      body: Buffer.from(body),
      nonce: NONCE,
    });
}

/** A bus whose content changes the test announces itself. */
function testBus(): EventBus & { change(): void; down(): void } {
  const bus = createMemoryBus();
  const listeners: ((table: string) => void)[] = [];
  let live = true;
  return {
    ...bus,
    onContentChange: (listener) => {
      listeners.push(listener);
      return () => {};
    },
    isLive: () => live,
    change: () => {
      for (const listener of listeners) listener("properties");
    },
    down: () => {
      live = false;
    },
  };
}

const text = (cache: PageCache, key: string, nonce = "ZnJlc2gtbm9uY2UtZm9yLXRlc3Q=") => {
  const hit = cache.get(key);
  return hit && gunzipSync(fillTemplate(hit.page.template, nonce)).toString();
};

describe("the page cache", () => {
  it("keeps a public 200 page and gives each copy its own nonce", async () => {
    const cache = new PageCache(testBus());
    await cache.render("/", page(`<script nonce="${NONCE}">x</script>`)).result;
    expect(text(cache, "/", "b3RoZXItbm9uY2UtZm9yLXRlc3Q=")).toBe(
      '<script nonce="b3RoZXItbm9uY2UtZm9yLXRlc3Q=">x</script>',
    );
  });

  it("keeps no error, no page that sets a cookie and no page its route did not make public", async () => {
    const cache = new PageCache(testBus());
    await cache.render("/a", page("x", { status: 404, headers: PUBLIC })).result;
    await cache.render("/b", page("x", { status: 500, headers: PUBLIC })).result;
    await cache.render("/c", page("x", { headers: { ...PUBLIC, "set-cookie": "s=1" } })).result;
    await cache.render("/d", page("x", { headers: {} })).result;
    expect(cache.size().pages).toBe(0);
  });

  it("renders once for requests that come together", async () => {
    const cache = new PageCache(testBus());
    let renders = 0;
    const slow = async (): Promise<RenderedPage> => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("x")();
    };
    const first = cache.render("/", slow);
    const second = cache.render("/", slow);
    expect([first.own, second.own]).toEqual([true, false]);
    await Promise.all([first.result, second.result]);
    expect(renders).toBe(1);
  });

  it("forgets everything on a content change, and never keeps a render that began before it", async () => {
    const bus = testBus();
    const cache = new PageCache(bus);
    await cache.render("/", page("old")).result;
    let finish: (value: RenderedPage) => void = () => {};
    const pending = cache.render(
      "/search",
      () => new Promise<RenderedPage>((resolve) => (finish = resolve)),
    );
    bus.change();
    expect(cache.get("/")).toBeUndefined();
    finish(await page("old results")());
    await pending.result;
    expect(cache.get("/search")).toBeUndefined();
    // A request after the change does not wait for the render that began before it.
    expect(cache.render("/search", page("new results")).own).toBe(true);
  });

  it("serves a page past its fresh life as stale, and drops it past its stale life", async () => {
    let now = 0;
    const cache = new PageCache(testBus(), { freshMs: 10, staleMs: 50, now: () => now });
    await cache.render("/", page("x")).result;
    expect(cache.get("/")?.stale).toBe(false);
    now = 20;
    expect(cache.get("/")?.stale).toBe(true);
    now = 60;
    expect(cache.get("/")).toBeUndefined();
  });

  it("renders stale pages again one at a time, the others staying stale meanwhile", async () => {
    let now = 0;
    const cache = new PageCache(testBus(), { freshMs: 10, staleMs: 50, now: () => now });
    await cache.render("/a", page("a1")).result;
    await cache.render("/b", page("b1")).result;
    now = 20;
    const finish: (() => void)[] = [];
    cache.setRenderer(
      (key) =>
        new Promise<RenderedPage>((resolve) => {
          finish.push(() => resolve({ ...BASE, body: Buffer.from(`${key.slice(1)}2`) }));
        }),
    );
    const first = cache.refresh("/a");
    expect(first).toBeDefined();
    expect(cache.refresh("/b")).toBeUndefined();
    expect(text(cache, "/b")).toBe("b1");
    finish[0]();
    await first;
    expect(text(cache, "/a")).toBe("a2");
    const second = cache.refresh("/b");
    finish[1]();
    await second;
    expect(text(cache, "/b")).toBe("b2");
  });

  it("holds at most its byte budget, dropping the least recently used page", async () => {
    const cache = new PageCache(testBus(), { maxBytes: 120 });
    const noise = (seed: number) =>
      Array.from({ length: 40 }, (_, i) => String.fromCharCode(33 + ((i * 7 + seed) % 90))).join(
        "",
      );
    await cache.render("/a", page(noise(1))).result;
    await cache.render("/b", page(noise(2))).result;
    cache.get("/a");
    await cache.render("/c", page(noise(3))).result;
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.size().bytes).toBeLessThanOrEqual(120);
  });

  it("keeps nothing while the bus is down: other processes' changes would go unseen", async () => {
    const bus = testBus();
    const cache = new PageCache(bus);
    bus.down();
    await cache.render("/", page("x")).result;
    expect(cache.get("/")).toBeUndefined();
  });
});
