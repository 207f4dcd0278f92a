import type { PropertyType, TransactionType } from "../../shared/categories.ts";
import type { LocationSlug } from "../../shared/locations.ts";
import type { SourceKey } from "../../shared/sources.ts";

/** A listing read from another portal's page: what the "import by URL" form is prefilled with. */
export type ImportedListing = {
  title: string;
  /** Whole PLN; null when the page shows none or a price in another currency. */
  price: number | null;
  location: LocationSlug | null;
  /** The portal's own location text, kept whether or not it matched one of our locations. */
  address: string;
  /** Plain text, tags stripped. */
  description: string;
  area: number | null;
  rooms: number | null;
  bathrooms: number | null;
  type: PropertyType;
  transaction: TransactionType;
  /** Absolute https URLs on allowed hosts, deduplicated. */
  images: string[];
  source: SourceKey;
  /** The canonical page URL. */
  externalUrl: string;
};

/** What a parser could read; the import fills the gaps and normalises every field. */
export type ParsedListing = Partial<Omit<ImportedListing, "location" | "source">>;

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
