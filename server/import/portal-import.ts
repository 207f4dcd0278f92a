import type { ImportSummary } from "../../shared/json-import.ts";
import { LISTING_LIMITS } from "../../shared/listing-schemas.ts";
import type { ImportedListing } from "../../shared/portal-import.ts";
import {
  PORTAL_IMPORT_TEXT,
  type PortalOption,
  portalImportSchema,
} from "../../shared/portal-import.ts";
import { sourceLabel } from "../../shared/sources.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { AppError } from "../errors.ts";
import { mapConcurrently } from "../map-concurrently.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { applyImport } from "./feed/apply-import.ts";
import type { FeedItem } from "./feed/types.ts";
import { type ImportPolicy, isAllowedHost, RemoteFetchError } from "./fetch-remote.ts";
import { fetchPortalPage, importListingFromUrl } from "./import-from-url.ts";
import { PORTAL_PARSERS } from "./parsers/index.ts";
import type { PortalParser } from "./types.ts";

/** Each run fetches up to 51 pages of another site: bounded, so nobody uses us as a crawler. */
const PORTAL_IMPORT_PER_HOUR = 20;

/** Listing pages fetched at once: a run of 50 stays well under a minute, gently for the portal. */
const CONCURRENCY = 4;

/** The audit key of the import's one audit row. */
const PORTAL_IMPORT_ACTION = "import-portal";

export type PortalImportContext = DomainContext & { importPolicy: ImportPolicy };

export type PortalImportResult = {
  /** Listings inserted or updated. */
  imported: number;
  /** The listing links taken from the page (at most the limit). */
  total: number;
  /** applyImport's counts, with the listings that could not be read counted as errors. */
  summary: ImportSummary;
  /** The listings that could not be read, and why (for the log). */
  failed: { url: string; reason: string }[];
  /** Parameters of the listings read that could not be, each listing's left out (for the log). */
  droppedParams: { url: string; dropped: string[] }[];
};

/**
 * The search-results page could not be read: the endpoint answers 502 (504 when the portal did
 * not answer in time), as a gateway whose upstream failed.
 */
class PortalUnreadableError extends AppError {
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super("upstream", message, options);
    this.name = "PortalUnreadableError";
    this.timedOut = options.timedOut ?? false;
  }

  override get status(): number {
    return this.timedOut ? 504 : 502;
  }
}

/** A portal whose search pages can be read. */
type SearchParser = PortalParser & Required<Pick<PortalParser, "listingLinks">>;

function searchParsers(): SearchParser[] {
  return PORTAL_PARSERS.filter((parser): parser is SearchParser => !!parser.listingLinks);
}

/** The portals whose search pages can be read, in the order the form offers them. */
export function searchablePortals(): PortalOption[] {
  return searchParsers().map((parser) => ({
    key: parser.source,
    label: sourceLabel(parser.source),
  }));
}

/** The request checked with the form's schema, plus what only the server knows: the hosts. */
function checkRequest(input: unknown) {
  const parsers = searchParsers();
  const schema = portalImportSchema(parsers.map((p) => p.source)).superRefine((request, ctx) => {
    const parser = parsers.find((p) => p.source === request.portal);
    if (parser && !isPortalPage(request.url, parser.hosts)) {
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: `Ten adres nie jest stroną portalu ${sourceLabel(parser.source)}.`,
      });
    }
  });
  const checked = schema.safeParse(input);
  if (!checked.success) {
    throw new AppError("invalid", checked.error.issues[0]?.message ?? PORTAL_IMPORT_TEXT.notJson);
  }
  const parser = parsers.find((p) => p.source === checked.data.portal) as SearchParser;
  return { ...checked.data, parser };
}

/** An address on one of the portal's hosts, without credentials or another port. */
function isPortalPage(raw: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(raw);
    return !url.username && !url.password && !url.port && isAllowedHost(url.hostname, hosts);
  } catch {
    return false;
  }
}

/**
 * Imports listings from a portal's search-results page: reads the page with the SSRF-safe
 * fetcher, takes up to `limit` of its listing links, reads each listing as the import by URL
 * does, and imports them into the Import account with the JSON import's rules (one audit row,
 * 'import-portal'). A search page shows only part of a portal, so nothing is ever archived. A
 * listing that cannot be read counts as an error and the others go on.
 */
export async function importFromPortal(
  ctx: PortalImportContext,
  input: unknown,
): Promise<PortalImportResult> {
  const actor = requireAdministrator(ctx, PORTAL_IMPORT_TEXT.forbidden);
  const request = checkRequest(input);
  const allowed = await consumeRateLimit(ctx.db, {
    key: `import-portal:${actor.id}`,
    max: PORTAL_IMPORT_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  if (!allowed) {
    throw new AppError(
      "rate_limited",
      `Import z portali można uruchomić najwyżej ${PORTAL_IMPORT_PER_HOUR} razy na godzinę. Spróbuj ponownie później.`,
    );
  }

  const links = (await searchResults(request.url, request.parser, ctx.importPolicy)).slice(
    0,
    request.limit,
  );
  const read = await mapConcurrently(links, CONCURRENCY, (url) =>
    importListingFromUrl(url, ctx.importPolicy).then((listing) => ({
      item: feedItem(listing),
      dropped: listing.droppedParams,
    })),
  );
  const items: FeedItem[] = [];
  const failed: PortalImportResult["failed"] = [];
  const droppedParams: PortalImportResult["droppedParams"] = [];
  read.forEach((outcome, i) => {
    const url = links[i] as string;
    if (!outcome.ok) failed.push({ url, reason: reasonOf(outcome.error) });
    else {
      items.push(outcome.value.item);
      const { dropped } = outcome.value;
      if (dropped.length) droppedParams.push({ url, dropped });
    }
  });

  let summary: ImportSummary = { inserted: 0, updated: 0, archived: 0, unchanged: 0, errors: 0 };
  // Nothing read, nothing changed: no audit row for an import that did nothing.
  if (items.length > 0) {
    const result = await applyImport(ctx, items, {
      action: PORTAL_IMPORT_ACTION,
      archiveAbsent: false,
      label: `Import z ${sourceLabel(request.portal)}`,
    });
    if (result.status !== "done") {
      throw new Error("An import that archives nothing asked to confirm archiving");
    }
    summary = result.summary;
  }
  summary = { ...summary, errors: summary.errors + failed.length };
  return {
    imported: summary.inserted + summary.updated,
    total: links.length,
    summary,
    failed,
    droppedParams,
  };
}

/** The listing links of the search page, or why the page cannot be read. */
async function searchResults(
  url: string,
  parser: SearchParser,
  policy: ImportPolicy,
): Promise<string[]> {
  let page: Awaited<ReturnType<typeof fetchPortalPage>>;
  try {
    page = await fetchPortalPage(new URL(url), policy);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fetchError = error instanceof RemoteFetchError ? error : undefined;
    // The fetcher words a 404 for a listing's page.
    const message =
      fetchError?.code === "not_found"
        ? `Nie znaleziono strony wyników wyszukiwania (HTTP ${fetchError.httpStatus}).`
        : error.message;
    throw new PortalUnreadableError(message, {
      cause: error,
      timedOut: fetchError?.reason === "timeout",
    });
  }
  // A redirect may end on another portal, whose listings were not asked for.
  const links = page.parser === parser ? parser.listingLinks(page.html, page.url) : [];
  if (links.length === 0) {
    throw new PortalUnreadableError(PORTAL_IMPORT_TEXT.noListings, { cause: page.url.href });
  }
  return links;
}

/** A listing read from its page as a feed item, or why it cannot be imported. */
function feedItem(listing: ImportedListing): FeedItem {
  if (!listing.title) throw new AppError("invalid", "Ogłoszenie nie ma tytułu.");
  if (listing.price === null || listing.price < 1 || listing.price > LISTING_LIMITS.priceMax) {
    throw new AppError("invalid", "Ogłoszenie nie podaje ceny w złotych.");
  }
  if (!listing.address) throw new AppError("invalid", "Ogłoszenie nie podaje lokalizacji.");
  return {
    title: cut(listing.title, LISTING_LIMITS.titleMax),
    type: listing.type,
    transactionType: listing.transaction,
    locationText: cut(listing.address, LISTING_LIMITS.addressMax),
    price: Math.round(listing.price),
    area: listing.area !== null && listing.area <= LISTING_LIMITS.areaMax ? listing.area : null,
    source: listing.source,
    imageUrl: listing.images[0] ?? null,
    externalUrl: listing.externalUrl,
    params: listing.params,
  };
}

/** A portal's long title or address cut to what a listing holds, by code points. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("").trimEnd();
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
