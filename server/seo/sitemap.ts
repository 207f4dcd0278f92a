import { and, asc, gt, sql } from "drizzle-orm";
import { PROPERTY_CATEGORIES, SERVICE_CATEGORIES } from "../../shared/categories.ts";
import { publicAgency, publicListing, publicService } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { agencies, properties, services } from "../db/schema.ts";
import { publicListingCounts } from "../listings/count-active-listings.ts";

/** Google's limit is 50 000 URLs per file; staying under it leaves room for the fixed pages. */
export const SITEMAP_MAX_URLS = 45_000;
const BATCH = 2_000;

export type SitemapUrl = { path: string; lastmod?: Date };

const CONTENT_PAGES = ["/uslugi", "/cennik", "/pomoc", "/regulamin", "/polityka-prywatnosci"];

/**
 * Home, category pages, category×location pages that have public listings, the active agencies'
 * pages (of accounts that are not deactivated) (a town has dozens, not thousands) and content pages.
 */
async function staticSitemapUrls(db: Db): Promise<SitemapUrl[]> {
  const publicCounts = publicListingCounts(db);
  const [counts, agencyRows] = await Promise.all([
    db
      .select({ type: publicCounts.type, location: publicCounts.location })
      .from(publicCounts)
      .where(gt(publicCounts.activeCount, 0))
      .orderBy(publicCounts.type, publicCounts.location),
    db
      .select({ id: agencies.id, updatedAt: agencies.updatedAt })
      .from(agencies)
      .where(publicAgency())
      .orderBy(asc(agencies.id)),
  ]);
  const byType = new Map<string, string>(PROPERTY_CATEGORIES.map((c) => [c.type, c.slug]));
  return [
    { path: "/" },
    ...PROPERTY_CATEGORIES.map((c) => ({ path: `/${c.slug}` })),
    ...counts
      .filter((c) => byType.has(c.type))
      .map((c) => ({ path: `/${byType.get(c.type)}/${c.location}` })),
    ...SERVICE_CATEGORIES.map((c) => ({ path: `/usluga/${c.slug}` })),
    ...agencyRows.map((a) => ({ path: `/agencja/${a.id}`, lastmod: a.updatedAt })),
    ...CONTENT_PAGES.map((path) => ({ path })),
  ];
}

async function countSitemapRows(db: Db) {
  const [[listings], [offers]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(properties).where(publicListing()),
    db.select({ n: sql<number>`count(*)::int` }).from(services).where(publicService()),
  ]);
  return { listings: Number(listings.n), services: Number(offers.n) };
}

/**
 * Public listings or services (publicListing, publicService) as sitemap URLs, `limit` rows from row `offset`, fetched in small
 * keyset batches (only id and updated_at) so that memory stays flat however large the table.
 */
export async function* sitemapRows(
  db: Db,
  kind: "listings" | "services",
  offset = 0,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<SitemapUrl> {
  const table = kind === "listings" ? properties : services;
  const prefix = kind === "listings" ? "/nieruchomosc/" : "/usluga/";
  const active = kind === "listings" ? publicListing() : publicService();
  let after: string | null = null;
  let skipped = false;
  let sent = 0;
  while (sent < limit) {
    // The first batch of a later part skips to its starting row once; then keyset on id.
    const rows: { id: string; updatedAt: Date }[] = await db
      .select({ id: table.id, updatedAt: table.updatedAt })
      .from(table)
      .where(and(active, after ? gt(table.id, after) : undefined))
      .orderBy(asc(table.id))
      .limit(Math.min(BATCH, limit - sent))
      .offset(!skipped ? offset : 0);
    skipped = true;
    if (!rows.length) return;
    for (const row of rows) yield { path: `${prefix}${row.id}`, lastmod: row.updatedAt };
    sent += rows.length;
    after = rows[rows.length - 1].id;
    if (rows.length < BATCH) return;
  }
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function urlEntry(baseUrl: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(baseUrl + url.path)}</loc>${lastmod}</url>\n`;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

/** Which parts a sitemap index lists: one for fixed pages, then listings and services in chunks. */
export function sitemapParts(counts: { listings: number; services: number }): string[] {
  const chunk = (n: number) => Math.max(1, Math.ceil(n / SITEMAP_MAX_URLS));
  return [
    "static",
    ...Array.from({ length: chunk(counts.listings) }, (_, i) => `listings-${i + 1}`),
    ...Array.from({ length: chunk(counts.services) }, (_, i) => `services-${i + 1}`),
  ];
}

/**
 * The sitemap as a stream of XML chunks. Small sites get one <urlset>; above SITEMAP_MAX_URLS
 * URLs `/sitemap.xml` is an index of `/sitemap.xml?part=…`, each part within the limit.
 */
export async function* sitemapXml(db: Db, baseUrl: string, part: string | null) {
  if (!part) {
    const counts = await countSitemapRows(db);
    const fixed = await staticSitemapUrls(db);
    if (fixed.length + counts.listings + counts.services > SITEMAP_MAX_URLS) {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      for (const name of sitemapParts(counts)) {
        yield `<sitemap><loc>${escapeXml(`${baseUrl}/sitemap.xml?part=${name}`)}</loc></sitemap>\n`;
      }
      yield "</sitemapindex>\n";
      return;
    }
    yield URLSET_OPEN;
    for (const url of fixed) yield urlEntry(baseUrl, url);
    for await (const url of sitemapRows(db, "listings")) yield urlEntry(baseUrl, url);
    for await (const url of sitemapRows(db, "services")) yield urlEntry(baseUrl, url);
    yield "</urlset>\n";
    return;
  }
  const match = /^(listings|services)-([1-9]\d{0,4})$/.exec(part);
  yield URLSET_OPEN;
  if (part === "static") {
    for (const url of await staticSitemapUrls(db)) yield urlEntry(baseUrl, url);
  } else if (match) {
    const kind = match[1] as "listings" | "services";
    const offset = (Number(match[2]) - 1) * SITEMAP_MAX_URLS;
    for await (const url of sitemapRows(db, kind, offset, SITEMAP_MAX_URLS)) {
      yield urlEntry(baseUrl, url);
    }
  }
  yield "</urlset>\n";
}

/** Collects the stream (tests and small callers). */
export async function sitemapText(db: Db, baseUrl: string, part: string | null = null) {
  let out = "";
  for await (const chunk of sitemapXml(db, baseUrl, part)) out += chunk;
  return out;
}
