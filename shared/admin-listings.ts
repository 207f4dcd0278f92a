import { PROPERTY_TYPES } from "./categories";
import { formatCount, pluralize } from "./format";
import { LOCATION_SLUGS } from "./locations";
import { searchParamsSchema } from "./search-params";
import { SOURCE_KEYS } from "./sources";
import { z } from "./zod";

/** The administrator's status filter; 'normal' is neither verified, premium nor archived. */
export const ADMIN_LISTING_STATUSES = {
  verified: "Zweryfikowane",
  premium: "Premium",
  archived: "Zarchiwizowane",
  normal: "Zwykłe",
} as const;
type AdminListingStatus = keyof typeof ADMIN_LISTING_STATUSES;
const STATUS_KEYS = Object.keys(ADMIN_LISTING_STATUSES) as [
  AdminListingStatus,
  ...AdminListingStatus[],
];

export const ADMIN_LISTINGS_PAGE_SIZE = 20;

/**
 * A text filter's matches are counted up to this many; past it the screen says 'ponad 600'
 * and pages up to there (counting every match of a common word costs as much as reading every
 * listing).
 */
export const ADMIN_TEXT_COUNT_LIMIT = 600;

/** How many listings one bulk delete may take (a page holds 20). */
export const MAX_BULK_DELETE = 100;

/** An unknown or empty value means "any": a hand-edited link still shows the list. */
const anyOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/**
 * /admin?tab=listings's query: category (property type), location, source, status, q and page.
 * The text is normalised as the public search does it (too short: ignored).
 */
const adminListingFiltersSchema = z.object({
  category: anyOf(PROPERTY_TYPES),
  location: anyOf(LOCATION_SLUGS),
  source: anyOf(SOURCE_KEYS),
  status: anyOf(STATUS_KEYS),
  q: searchParamsSchema.shape.q.catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AdminListingFilters = z.output<typeof adminListingFiltersSchema>;

/** Reads the filters from the query string; never throws. */
export function parseAdminListingFilters(params: URLSearchParams): AdminListingFilters {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(adminListingFiltersSchema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return adminListingFiltersSchema.parse(raw);
}

/** '1 ogłoszenie', '2 ogłoszenia', '5 ogłoszeń'. */
export function listingCount(count: number): string {
  return `${formatCount(count)} ${pluralize(count, ["ogłoszenie", "ogłoszenia", "ogłoszeń"])}`;
}

/** True when anything beyond the page narrows the list (the 'Wyczyść' link, the empty text). */
export function hasListingFilter(f: AdminListingFilters): boolean {
  return !!(f.category || f.location || f.source || f.status || f.q);
}
