import { PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS } from "../../server/page-cache/page-cache.ts";

/**
 * The `headers` of a page that is the same for every visitor who is not signed in: it may be
 * kept by our page cache (server/page-cache/) and by a proxy as briefly as by ours, while a
 * browser asks again each time (its copy is answered 304 while unchanged). For a request with a
 * cookie, or an error, the request handler makes it private or unstored (request-handler.ts).
 */
export function publicPageHeaders() {
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS - PAGE_FRESH_SECONDS}`,
  };
}

/** A private file (an attachment, a data export): never cached, never sniffed into a page. */
export const PRIVATE_DOWNLOAD_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
};
