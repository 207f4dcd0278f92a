import type { ImportedListing } from "../../shared/portal-import.ts";
import { sourceLabel } from "../../shared/sources.ts";
import { AppError } from "../errors.ts";
import { IMAGE_ACCEPT } from "../images/linked-image.ts";
import { MAX_IMAGE_BYTES } from "../images/process-image.ts";
import {
  fetchRemote,
  HTML_ACCEPT,
  type ImportPolicy,
  isAllowedHost,
  RemoteFetchError,
} from "./fetch-remote.ts";
import { matchLocation } from "./match-location.ts";
import { normalizeListingParams } from "./normalize-params.ts";
import { htmlToText } from "./parsers/html.ts";
import { findPortalParser, PORTAL_PARSERS } from "./parsers/index.ts";
import type { ParsedListing, PortalParser } from "./types.ts";

export const MAX_DESCRIPTION_LENGTH = 10_000;
export const MAX_IMPORTED_IMAGES = 20;

/**
 * Reads a listing from a supported portal's page: fetched through the SSRF-safe fetcher,
 * parsed by the portal's module, every field normalised. Nothing is stored; the caller shows
 * the result in the listing form for the user to check.
 */
export async function importListingFromUrl(
  rawUrl: string,
  policy: ImportPolicy,
): Promise<ImportedListing> {
  const input = rawUrl.trim();
  if (!input) throw new AppError("invalid", "Podaj adres URL ogłoszenia.");
  // An address copied from a page's text, not the address bar, often has no scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (error) {
    throw notAWebAddress(error);
  }
  // A site's address names a domain (otodom.pl): 'nie-url' or 'mieszkanie' is no address, not
  // an unsupported portal.
  if (!url.hostname.includes(".")) throw notAWebAddress(input);
  if (!findPortalParser(url.hostname)) throw unsupportedPortal(url);

  const page = await fetchPortalPage(url, policy);
  const listing = normalize(page.parser.parse(page.html, page.url), page.parser, page.url, policy);
  if (!listing.title && listing.price === null) throw notRecognised(page.url.href);
  return listing;
}

/**
 * An HTML page of a supported portal, fetched through the SSRF-safe fetcher: its text, its URL
 * after redirects and the parser of the portal it ended on.
 */
export async function fetchPortalPage(
  url: URL,
  policy: ImportPolicy,
): Promise<{ html: string; url: URL; parser: PortalParser }> {
  const page = await fetchRemote(url.href, policy, { accept: HTML_ACCEPT });
  const finalUrl = new URL(page.url);
  const parser = findPortalParser(finalUrl.hostname);
  if (!parser) throw unsupportedPortal(finalUrl);
  if (!/^\s*(text\/html|application\/xhtml\+xml)/i.test(page.contentType)) {
    throw notRecognised(`content-type: ${page.contentType}`);
  }
  return { html: decodeHtml(page.body, page.contentType), url: finalUrl, parser };
}

/** Fetches one of an imported listing's photos so the listing save can re-host it. */
export async function fetchImportedImage(url: string, policy: ImportPolicy): Promise<Buffer> {
  try {
    const response = await fetchRemote(url, policy, {
      accept: IMAGE_ACCEPT,
      maxBytes: MAX_IMAGE_BYTES,
    });
    return response.body;
  } catch (error) {
    if (!(error instanceof RemoteFetchError)) throw error;
    if (error.reason === "too_large") {
      throw new RemoteFetchError("too_large", "Zdjęcie jest za duże (maks. 5 MB).", {
        cause: error,
      });
    }
    if (error.code === "not_found") {
      throw new RemoteFetchError(
        "http_status",
        `Nie znaleziono zdjęcia (HTTP ${error.httpStatus}).`,
        {
          cause: error,
          httpStatus: error.httpStatus,
        },
      );
    }
    throw error;
  }
}

function notAWebAddress(cause: unknown): AppError {
  return new AppError("invalid", "To nie jest adres strony internetowej.", { cause });
}

function unsupportedPortal(url: URL): AppError {
  const names = PORTAL_PARSERS.map((p) => sourceLabel(p.source)).join(", ");
  return new AppError("invalid", `Ten portal nie jest obsługiwany. Obsługujemy: ${names}.`, {
    cause: url.href,
  });
}

function notRecognised(cause: string): AppError {
  return new AppError("invalid", "Nie rozpoznano ogłoszenia na tej stronie.", { cause });
}

/** The body as text, in the charset the header or the page's own <meta> names (UTF-8 if none). */
function decodeHtml(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 2048).toString("latin1");
  const charset =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
    "utf-8";
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

function normalize(
  parsed: ParsedListing,
  parser: PortalParser,
  pageUrl: URL,
  policy: ImportPolicy,
): ImportedListing {
  const address = oneLine(parsed.address);
  const { params, dropped } = normalizeListingParams(parsed.params ?? []);
  return {
    title: oneLine(parsed.title),
    price: positive(parsed.price, 0),
    location: matchLocation(address),
    address,
    description: truncate(htmlToText(parsed.description ?? ""), MAX_DESCRIPTION_LENGTH),
    area: positive(parsed.area, 2),
    rooms: positive(parsed.rooms, 0),
    bathrooms: positive(parsed.bathrooms, 0),
    // The form shows both for the user to correct; these are the most common imports.
    type: parsed.type ?? "mieszkanie",
    transaction: parsed.transaction ?? "sprzedaz",
    images: imageUrls(parsed.images ?? [], pageUrl, policy),
    source: parser.source,
    externalUrl: canonicalUrl(parsed.externalUrl, pageUrl, parser),
    params,
    droppedParams: dropped,
  };
}

function oneLine(value: string | undefined): string {
  return htmlToText(value ?? "").replace(/\s+/g, " ");
}

function positive(value: number | null | undefined, decimals: number): number | null {
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // By code points, so an emoji is never cut in half.
  return Array.from(text).slice(0, max).join("").trimEnd();
}

function absoluteHttps(value: string, base: URL): URL | undefined {
  try {
    const url = new URL(value, base);
    url.hash = "";
    return url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Absolute https URLs the fetcher would accept, each once, at most 20. */
function imageUrls(values: string[], pageUrl: URL, policy: ImportPolicy): string[] {
  const urls = new Set<string>();
  for (const value of values) {
    const url = absoluteHttps(value, pageUrl);
    if (url && isAllowedHost(url.hostname, policy.allowedHosts)) urls.add(url.href);
    if (urls.size === MAX_IMPORTED_IMAGES) break;
  }
  return [...urls];
}

/** The page's canonical URL when it is on the same portal; otherwise the URL fetched. */
function canonicalUrl(value: string | undefined, pageUrl: URL, parser: PortalParser): string {
  const canonical = value ? absoluteHttps(value, pageUrl) : undefined;
  if (canonical && isAllowedHost(canonical.hostname, parser.hosts)) return canonical.href;
  const fetched = new URL(pageUrl);
  fetched.hash = "";
  return fetched.href;
}
