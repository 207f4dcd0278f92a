import type { ImportedListing } from "../../shared/portal-import.ts";
import type { SourceKey } from "../../shared/sources.ts";
import type { SourceParam } from "./normalize-params.ts";

/**
 * What a parser could read; the import fills the gaps and normalises every field. The parameters
 * are the page's own names and values, read by normalizeListingParams.
 */
export type ParsedListing = Partial<
  Omit<ImportedListing, "location" | "source" | "params" | "droppedParams"> & {
    params: SourceParam[];
  }
>;

/** One portal: adding a portal is one module like this plus one line in `parsers/index.ts`. */
export type PortalParser = {
  source: SourceKey;
  /** Registrable domains; subdomains (www., m., a city's subdomain) match too. */
  hosts: readonly string[];
  parse(html: string, url: URL): ParsedListing;
  /**
   * The listing pages a search-results page at `url` links to, in page order: absolute https
   * URLs on this portal's own hosts, each once. Only portals whose search pages can be read
   * reliably have it; the others are not offered by the import from a portal.
   */
  listingLinks?(html: string, url: URL): string[];
};
