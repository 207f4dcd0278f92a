import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { changesPublicContent, type EventBus } from "../realtime/bus.ts";
import { compressTemplate, type GzipTemplate } from "./gzip-template.ts";

/** How long a stored page is served as it is, then while it is rendered again (seconds). */
export const PAGE_FRESH_SECONDS = 10;
export const PAGE_STALE_SECONDS = 60;

/** A page as rendered for one request, read whole. */
export type RenderedPage = {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The CSP nonce it was rendered with: every copy sent gets its own in its place. */
  nonce: string;
};

export type CachedPage = {
  status: number;
  headers: [string, string][];
  template: GzipTemplate;
  etag: string;
  storedAt: number;
  /**
   * Every header a copy went out with through the whole server (security headers included), but
   * those made per response: known once one copy has been sent that way (rememberWireHeaders).
   */
  wire?: WireHeaders;
};

type WireHeaders = {
  /** Name, value, name, value… as node:http's writeHead takes them. */
  fixed: string[];
  /** The Content-Security-Policy cut where the copy's nonce goes. */
  policy: string[];
};

export type PageCacheOptions = {
  /** Served as it is for this long after rendering. */
  freshMs?: number;
  /** Then served while one request renders it again in the background, up to this age. */
  staleMs?: number;
  /** Compressed bytes kept at most; the least recently used pages go first. */
  maxBytes?: number;
  now?: () => number;
};

/**
 * The shared cache of anonymous public pages. A page is stored only when its route declared it
 * public (Cache-Control), it answered 200 and set no cookie; whoever asks for it later gets a
 * copy with their own nonce. Any change of public content, in any process, empties it at once
 * (the database's triggers through the event bus); a render that began before the change is
 * not stored. Concurrent requests for a page that is not cached wait for one render.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<Shared>>();
  private bytes = 0;
  private version = 0;
  private refreshing = false;
  private renderer?: (key: string) => Promise<RenderedPage>;
  private readonly freshMs: number;
  private readonly staleMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(
    private readonly bus: EventBus,
    options: PageCacheOptions = {},
  ) {
    this.freshMs = options.freshMs ?? PAGE_FRESH_SECONDS * 1000;
    this.staleMs = options.staleMs ?? PAGE_STALE_SECONDS * 1000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    bus.onContentChange((table) => {
      if (changesPublicContent(table)) this.clear();
    });
  }

  /** The stored page and whether it is past its fresh life (serve it, and render it again). */
  get(key: string): { page: CachedPage; stale: boolean } | undefined {
    // Without the bus, changes made by other processes would go unseen.
    if (!this.bus.isLive()) return undefined;
    const page = this.pages.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (age >= this.staleMs) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page, stale: age >= this.freshMs };
  }

  /**
   * Renders the page once for everyone asking for `key` at the same time. Only the first caller
   * (`own`) may send `rendered` itself: its body can be sent once, stored or not.
   */
  render(
    key: string,
    render: () => Promise<RenderedPage>,
  ): { result: Promise<Shared>; own: boolean } {
    const running = this.rendering.get(key);
    if (running !== undefined) return { result: running, own: false };
    const version = this.version;
    const result = render().then((rendered) => {
      const page = storable(rendered) ? toCachedPage(rendered, this.now()) : undefined;
      if (page && version === this.version && this.bus.isLive()) this.store(key, page);
      return { rendered, page };
    });
    this.rendering.set(key, result);
    const forget = () => {
      if (this.rendering.get(key) === result) this.rendering.delete(key);
    };
    result.then(forget, forget);
    return { result, own: true };
  }

  /** How `refresh` renders a page again, with no visitor's request behind it (request-handler.ts). */
  setRenderer(renderer: (key: string) => Promise<RenderedPage>) {
    this.renderer = renderer;
  }

  /**
   * Renders a stale page again in the background, one page at a time: a burst of pages going
   * stale together (a crawler's, a search's pages) would otherwise render all at once, and every
   * visitor served from the cache would wait behind them. The others stay stale a little longer
   * (they may be served so for up to the stale life); their next visitor starts theirs.
   */
  refresh(key: string): Promise<unknown> | undefined {
    const renderer = this.renderer;
    if (this.refreshing || !renderer) return undefined;
    const { result } = this.render(key, () => renderer(key));
    this.refreshing = true;
    const done = () => {
      this.refreshing = false;
    };
    result.then(done, done);
    return result;
  }

  clear() {
    this.version += 1;
    this.pages.clear();
    this.rendering.clear();
    this.bytes = 0;
  }

  /** Pages and compressed bytes held. */
  size() {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private store(key: string, page: CachedPage) {
    this.remove(key);
    this.pages.set(key, page);
    this.bytes += page.template.size;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= old.template.size;
    }
  }

  private remove(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.template.size;
  }
}

type Shared = { rendered: RenderedPage; page?: CachedPage };

/** Headers that belong to one response, never to a stored page. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "date",
  "set-cookie",
  "content-security-policy",
]);

function storable(rendered: RenderedPage): boolean {
  return (
    rendered.status === 200 &&
    !rendered.headers.has("set-cookie") &&
    /\bpublic\b/.test(rendered.headers.get("cache-control") ?? "")
  );
}

function toCachedPage(rendered: RenderedPage, storedAt: number): CachedPage {
  const template = compressTemplate(rendered.body, rendered.nonce);
  // The same content gives the same tag whatever nonce it was rendered with.
  const hash = createHash("sha256");
  for (const piece of template.pieces) hash.update(piece);
  return {
    status: rendered.status,
    headers: [...rendered.headers].filter(([name]) => !PER_RESPONSE.has(name)),
    template,
    etag: `W/"${hash.digest("base64url").slice(0, 27)}"`,
    storedAt,
  };
}

/** Headers every copy gets anew (stored-page-server.ts), or that belong to one connection. */
const PER_COPY = new Set([
  ...PER_RESPONSE,
  "x-request-id",
  "x-page-cache",
  "connection",
  "keep-alive",
]);

/** Keeps the headers a copy of `page` was sent with, with `nonce` as the hole in its policy. */
export function rememberWireHeaders(page: CachedPage, sent: OutgoingHttpHeaders, nonce: string) {
  if (page.wire) return;
  const policy = sent["content-security-policy"];
  if (typeof policy !== "string") return;
  const fixed: string[] = [];
  for (const [name, value] of Object.entries(sent)) {
    if (PER_COPY.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) fixed.push(name, String(item));
  }
  page.wire = { fixed, policy: policy.split(nonce) };
}
