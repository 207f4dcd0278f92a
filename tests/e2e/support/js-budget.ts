import http from "node:http";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";

/**
 * The JavaScript budget as a visitor meets it: every script the browser fetches on a first visit
 * of a public page, the route's own files and whatever loads right after (the parts `deferred`
 * asks for as the page hydrates, icons, the view beacon's follow-ups), up to the moment the page
 * is idle after load, with no interaction. Each script counts with its size as the server sends
 * it gzipped. The e2e budget test (tests/e2e/js-budget.spec.ts) and `scripts/lighthouse.ts
 * --js-only` both measure with this, so they report the same figures.
 */

/** Public pages fetch at most this much gzipped JavaScript on a first visit. */
export const JS_BUDGET_KB = 130;

/** A phone's width and a desktop's: some parts load their code on one only. */
const BUDGET_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

type PublicPage = { label: string; path: string };

/** What a first visit fetched: each script's URL and gzipped size, and their total. */
type ScriptsFetched = { scripts: { url: string; bytes: number }[]; bytes: number };

/** The size of a response body as sent with `Accept-Encoding: gzip` (no headers, not decoded). */
export function gzippedBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    });
    request.setTimeout(20_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on("error", reject);
  });
}

const firstMatch = (html: string, pattern: RegExp, what: string) => {
  const match = pattern.exec(html);
  if (!match) throw new Error(`no ${what} found`);
  return match[1];
};

/**
 * The public pages to measure, from the demo data: home, a category, search, services, a service
 * category and a service, an agency, and two listings: the first on the home page and the
 * agency's first (a broker's, with the contact box, the broker's box and the phone's contact bar,
 * the heaviest kind).
 */
export async function publicPages(baseUrl: string): Promise<PublicPage[]> {
  const get = async (pathname: string) =>
    (await fetch(baseUrl + pathname, { signal: AbortSignal.timeout(20_000) })).text();
  const listingLink = /href="(\/nieruchomosc\/[0-9a-f-]{36})"/;
  const [home, services, sitemap] = await Promise.all([
    get("/"),
    get("/uslugi"),
    get("/sitemap.xml"),
  ]);
  // The first agency with a listing on its page (other specs, sharing the server, may have
  // taken one agency's listings down).
  let agency = "";
  let agencyListing = "";
  for (const [, candidate] of sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/agencja\/[^<]+)<\/loc>/g)) {
    const listing = listingLink.exec(await get(candidate));
    if (!listing) continue;
    [agency, agencyListing] = [candidate, listing[1]];
    break;
  }
  if (!agencyListing) throw new Error("no agency with a listing found");
  return [
    { label: "home", path: "/" },
    { label: "category", path: "/mieszkania" },
    { label: "listing", path: firstMatch(home, listingLink, "listing") },
    { label: "listing (agency)", path: agencyListing },
    { label: "search", path: "/search" },
    { label: "services", path: "/uslugi" },
    {
      label: "service category",
      path: firstMatch(sitemap, /<loc>https?:\/\/[^/]+(\/usluga\/[a-z-]+)<\/loc>/, "category"),
    },
    {
      label: "service",
      path: firstMatch(services, /href="(\/usluga\/[0-9a-f-]{36})"/, "service"),
    },
    { label: "agency", path: agency },
  ];
}

/**
 * Opens `url` in `page` (a fresh context: nothing cached) and waits until the page is idle after
 * load (no request for 500 ms), touching nothing; returns every script it fetched.
 */
async function scriptsFetched(page: Page, url: string): Promise<ScriptsFetched> {
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script" || /\.m?js(?:\?|$)/.test(request.url()))
      urls.add(request.url());
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(
    [...urls].map(async (script) => ({ url: script, bytes: await gzippedBodyBytes(script) })),
  );
  return { scripts, bytes: scripts.reduce((sum, s) => sum + s.bytes, 0) };
}

/** Measures each page at each width, each in a new context (a first visit). */
export async function measurePublicPages(
  browser: Browser,
  baseUrl: string,
  pages: PublicPage[],
): Promise<{ page: PublicPage; width: number; fetched: ScriptsFetched }[]> {
  const results = [];
  for (const viewport of BUDGET_VIEWPORTS) {
    for (const page of pages) {
      const context = await browser.newContext({ viewport, locale: "pl-PL" });
      try {
        const fetched = await scriptsFetched(await context.newPage(), baseUrl + page.path);
        results.push({ page, width: viewport.width, fetched });
      } finally {
        await context.close();
      }
    }
  }
  return results;
}

/** One line per page and width: the total and the files, largest first. */
export function budgetReport(
  results: { page: PublicPage; width: number; fetched: ScriptsFetched }[],
): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return results
    .map(({ page, width, fetched }) => {
      const over = fetched.bytes > JS_BUDGET_KB * 1024 ? ` OVER the ${JS_BUDGET_KB} KB budget` : "";
      const files = [...fetched.scripts]
        .sort((a, b) => b.bytes - a.bytes)
        .map((s) => `${path.basename(new URL(s.url).pathname)} ${kb(s.bytes)}`)
        .join(", ");
      return `  ${`${page.label} ${page.path}`.slice(0, 48).padEnd(48)} ${String(width).padStart(4)} px ${kb(fetched.bytes).padStart(6)} KB (${fetched.scripts.length} files)${over}\n      ${files}`;
    })
    .join("\n");
}
