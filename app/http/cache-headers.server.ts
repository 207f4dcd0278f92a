import { PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS } from "@server/page-cache/page-cache.ts";
import type { HeadersArgs } from "react-router";

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

/**
 * A page whose address is its credential (a capability token: /decyzja/…, /alerty/wypisz/…,
 * /ogloszenie/odswiez/…, /moje-dane/…, /zglos/potwierdz/…): never stored, and its address never sent to another
 * site as a Referer. `same-origin`, not `no-referrer`: under `no-referrer` a browser posts the
 * page's own forms with `Origin: null` (Chromium does, without JavaScript), which the origin
 * check of every form post refuses.
 */
export const TOKEN_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
};

/** A page that shows one person's own things: never stored by a browser or a proxy. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" };

/*
 * A route's headers reach the response only through its `headers` export (React Router drops
 * what a loader gives otherwise); these are the same whatever the loader answered. An error page
 * gets the thrown data's headers from the root's `headers` instead, so a loader that throws
 * passes these along with its error.
 */
export const tokenPageHeaders = () => TOKEN_PAGE_HEADERS;
export const privatePageHeaders = () => PRIVATE_PAGE_HEADERS;

/**
 * The headers of a route with an error boundary (the root, the panels' layouts, the listing
 * page): React Router passes a thrown error's headers (the 503's Retry-After, a token page's
 * no-store) only to the route whose boundary shows it.
 */
export function boundaryHeaders({ errorHeaders, parentHeaders }: HeadersArgs) {
  return errorHeaders ?? parentHeaders;
}
