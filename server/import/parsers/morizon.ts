import type { PropertyType } from "../../../shared/categories.ts";
import type { PortalParser } from "../types.ts";
import { anchorHrefs, listingUrls } from "./search-links.ts";
import { parseStructuredData } from "./structured-data.ts";
import { mergeListings, toNumber } from "./values.ts";

// The first words of an offer's path, e.g. /oferta/sprzedaz-mieszkanie-lezajsk-…-54m2-mzn2041234567.
const SLUG = /^\/oferta\/(sprzedaz|wynajem)-(mieszkanie|dom|dzialka|lokal|komercyjne)-/;
const SLUG_TYPES: Record<string, PropertyType> = {
  mieszkanie: "mieszkanie",
  dom: "dom",
  dzialka: "dzialka",
  lokal: "lokal",
  komercyjne: "lokal",
};

// Every offer's path ends in its id: /oferta/…-mzn2041234567.
const OFFER_PATH = /^\/oferta\/[^/]+-mzn\d+$/;

const HOSTS = ["morizon.pl"];

/**
 * Morizon: schema.org JSON-LD and Open Graph carry the listing; the offer's path says the
 * transaction, the type and the area, which are not always in the JSON-LD. A search page's
 * result cards link to those offer paths.
 */
export const morizon: PortalParser = {
  source: "morizon",
  hosts: HOSTS,
  parse(html, url) {
    const slug = SLUG.exec(url.pathname);
    const area = /-(\d+(?:[.,]\d+)?)m2-/.exec(url.pathname);
    return mergeListings(
      {
        transaction: slug?.[1] === "wynajem" ? "wynajem" : slug ? "sprzedaz" : undefined,
        type: slug ? SLUG_TYPES[slug[2]] : undefined,
      },
      parseStructuredData(html, url),
      { area: toNumber(area?.[1]) },
    );
  },
  listingLinks: (html, url) =>
    listingUrls(anchorHrefs(html), url, HOSTS, (link) => OFFER_PATH.test(link.pathname)),
};
