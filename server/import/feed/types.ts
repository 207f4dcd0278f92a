import type { PropertyType, TransactionType } from "../../../app/lib/categories.ts";
import type { SourceKey } from "../../../app/lib/sources.ts";

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
};

/** What one import did. */
export type ImportSummary = {
  inserted: number;
  updated: number;
  archived: number;
  /** Matched and already up to date. */
  unchanged: number;
  /** Items that could not be imported (e.g. a conflicting link); counted, not fatal. */
  errors: number;
};

/** A source whose active Import-account listings the import would archive more than half of. */
export type WipeRisk = { source: SourceKey; active: number; wouldArchive: number };

export type ImportResult =
  | { status: "done"; summary: ImportSummary }
  | { status: "needs_confirmation"; risks: WipeRisk[] };
