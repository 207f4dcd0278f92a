import type { PortalParser } from "../types.ts";
import { anchorHrefs, listingUrls } from "./search-links.ts";
import { parseStructuredData } from "./structured-data.ts";

// Every offer's path ends in its id: /nieruchomosci/dzialka-kurylowka/ob/34567890.
const OFFER_PATH = /^\/nieruchomosci\/[^/]+\/ob\/\d+$/;

const HOSTS = ["gratka.pl"];

/**
 * Gratka: schema.org JSON-LD and Open Graph, read by the generic parser. A search page's result
 * cards link to the offer paths.
 */
export const gratka: PortalParser = {
  source: "gratka",
  hosts: HOSTS,
  parse: parseStructuredData,
  listingLinks: (html, url) =>
    listingUrls(anchorHrefs(html), url, HOSTS, (link) => OFFER_PATH.test(link.pathname)),
};
