import type { PropertyType, TransactionType } from "../../../shared/categories.ts";
import type { ImportSummary, WipeRisk } from "../../../shared/json-import.ts";
import type { ListingParams } from "../../../shared/listing-params.ts";
import type { SourceKey } from "../../../shared/sources.ts";

/**
 * One listing of a feed, checked and normalised: an item of the administrator's JSON import or a
 * listing read from a portal's search results. applyImport (apply-import.ts) imports both alike.
 */
export type FeedItem = {
  title: string;
  type: PropertyType;
  transactionType: TransactionType;
  /** The feed's location text: matched to one of the 15 locations when it names one, kept as the address. */
  locationText: string;
  /** Whole złoty, > 0. */
  price: number;
  area: number | null;
  /** Never 'wlasne': a feed's listings come from a portal. */
  source: SourceKey;
  /** An http(s) image address, or null. */
  imageUrl: string | null;
  /** The listing's page on the portal (http(s)), or null. */
  externalUrl: string | null;
  /** Its structured parameters (normalizeListingParams); the import stores those that apply. */
  params: ListingParams;
};

export type ImportResult =
  | { status: "done"; summary: ImportSummary }
  | { status: "needs_confirmation"; risks: WipeRisk[] };
