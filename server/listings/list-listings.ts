import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  gte,
  inArray,
  like,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { type PropertyType, TRANSACTION_TYPES } from "../../shared/categories.ts";
import { FLOOR_FILTERS } from "../../shared/listing-params.ts";
import type { ListingSummary } from "../../shared/listing-types.ts";
import type { LocationSlug } from "../../shared/locations.ts";
import {
  FILTER_LIST,
  type ListingFilters,
  type SearchFilterKey,
} from "../../shared/search-filters.ts";
import { type ListingSort, MAX_LISTING_PAGES, PAGE_SIZE } from "../../shared/sorting.ts";
import { ownerIsHidden, publicListing } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { escapeLike } from "../kernel/sql.ts";
import { publicListingCounts } from "./count-active-listings.ts";
import { listingSummaryColumns } from "./listing-summary.ts";

/** The search's filters (shared/search-filters.ts; unset: any) and what else a list is read by. */
export type ListListingsInput = ListingFilters & {
  /** Empty or absent: every type. */
  types?: readonly PropertyType[];
  /** Empty or absent: every location (including imported listings without one). */
  locations?: readonly LocationSlug[];
  /** Only these owners' listings (an agency's page); an empty list matches nothing. */
  ownerIds?: readonly string[];
  sort?: ListingSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Also the featured listings matching the filters, for the block above page 1's results. */
  featuredFirst?: boolean;
};

export type ListingPage = {
  items: ListingSummary[];
  /**
   * Page 1 with `featuredFirst`: up to FEATURED_BLOCK_SIZE featured listings matching the same
   * filters, newest first, shown above the results (a paid promotion). They keep their place in
   * `items` too, so that the count and the pages stay those of the plain order.
   */
  featured: ListingSummary[];
  /** Exact, unless `totalIsLowerBound`: then more than this many match. */
  total: number;
  totalIsLowerBound: boolean;
  /** More listings match than the pages reach (see MAX_LISTING_PAGES). */
  truncated: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
};

// Every order ends in created_at and id so that pages never overlap or skip a row; the default
// and date orders match partial indexes in schema.ts. A price sort keeps sales and rents apart:
// a monthly rent of 1 200 zł is not "cheaper" than a 300 000 zł flat. Without a transaction
// filter all sales come first (the larger part of the market, what a buyer expects on page 1),
// each group by price; with one, the leading column is a constant. Both read the
// (…, transaction_type, price) indexes in schema.ts.
const ORDER: Record<ListingSort, SQL[]> = {
  // Own listings first, among them those whose owner's plan has 'Wyróżnienie w wynikach'.
  default: [
    desc(properties.isOwn),
    desc(properties.ownerPriority),
    desc(properties.createdAt),
    desc(properties.id),
  ],
  "price-asc": [
    asc(properties.transactionType),
    asc(properties.price),
    desc(properties.createdAt),
    desc(properties.id),
  ],
  "price-desc": [
    asc(properties.transactionType),
    desc(properties.price),
    desc(properties.createdAt),
    desc(properties.id),
  ],
  "area-asc": [asc(properties.area), desc(properties.createdAt), desc(properties.id)],
  // An unknown area (null) is neither the smallest nor the largest: last either way.
  "area-desc": [
    sql`${properties.area} desc nulls last`,
    desc(properties.createdAt),
    desc(properties.id),
  ],
  "date-desc": [desc(properties.createdAt), desc(properties.id)],
};

/** How many featured listings the block above the first page shows at most. */
const FEATURED_BLOCK_SIZE = 4;

/**
 * The newest featured listings matching the filters: the partial index
 * properties_active_featured_idx holds exactly the featured active ones, by type and date, so
 * this reads a handful of index entries whatever the other filters are.
 */
function featuredQuery(db: Db, conditions: SQL[]) {
  return db
    .select(listingSummaryColumns)
    .from(properties)
    .where(and(...conditions, sql`${properties.isFeatured}`))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(FEATURED_BLOCK_SIZE);
}

export function listingConditions(input: ListListingsInput): SQL[] {
  return [publicListing(), ...filterConditions(input)];
}

const p = properties;

/**
 * Each search filter's condition. Parameter filters: listings whose parameter is unknown do not
 * match; ranges are inclusive, prices in whole złoty, areas in m² (a plot's plot area is its area).
 */
const FILTER_CONDITIONS: {
  [K in SearchFilterKey]: (value: NonNullable<ListingFilters[K]>) => SQL | SQL[];
} = {
  transaction: (t) => eq(p.transactionType, t),
  priceMin: (n) => gte(p.price, n),
  priceMax: (n) => lte(p.price, n),
  areaMin: (n) => gte(p.area, n),
  areaMax: (n) => lte(p.area, n),
  // Listings without a room count do not match.
  rooms: (n) => gte(p.rooms, n),
  seller: (s) => eq(p.sellerType, s),
  market: (m) => eq(p.market, m),
  floor: (f) => {
    const { min, max } = FLOOR_FILTERS[f];
    return max === null ? gte(p.floor, min) : [gte(p.floor, min), lte(p.floor, max)];
  },
  yearMin: (year) => gte(p.yearBuilt, year),
  plotAreaMin: (n) => gte(p.plotArea, n),
  plotAreaMax: (n) => lte(p.plotArea, n),
  // Most flats have a balcony: an index of its own would narrow a type's rows too little, as for
  // market and floor; `@>` is the array operator a GIN index would answer, should one be needed.
  balcony: () => arrayContains(p.outdoor, ["balkon"]),
  // Ignoring case and Polish diacritics.
  q: (q) => matchesText(q),
};

/** Whether any of the search's filters is set (other than type and location). */
function anyFilter(input: ListListingsInput): boolean {
  return FILTER_LIST.some(({ key }) => input[key] !== undefined);
}

/** The input's own filters, without the public-listing condition. */
function filterConditions(input: ListListingsInput): SQL[] {
  const conditions: SQL[] = [];
  if (input.types?.length) conditions.push(inArray(p.type, [...input.types]));
  if (input.locations?.length) conditions.push(inArray(p.location, [...input.locations]));
  for (const { key } of FILTER_LIST) {
    const value = input[key];
    if (value === undefined) continue;
    const condition = FILTER_CONDITIONS[key] as (value: unknown) => SQL | SQL[];
    conditions.push(...[condition(value)].flat());
  }
  if (input.ownerIds) conditions.push(inArray(p.userId, [...input.ownerIds]));
  return conditions;
}

/**
 * Listings whose title or address contain `q`, ignoring case and Polish diacritics (the public
 * search's and the administrator's text filter). search_text is already
 * f_unaccent(lower(title + address)), trigram-indexed, so LIKE with a pattern of 3+ characters
 * is answered from the index ('lezajsk' finds 'Leżajsk').
 */
export function matchesText(q: string): SQL {
  return like(properties.searchText, sql`'%' || f_unaccent(lower(${escapeLike(q)})) || '%'`);
}

/**
 * The order of properties_archived_search_idx: counting a text's matches along it reads that
 * narrow index alone (cappedTotal here, countListings in admin/listing-overview.ts).
 */
export const TEXT_ORDER: SQL[] = [asc(properties.isArchived), asc(properties.searchText)];

/** Only type and location filters can be answered from property_counts. */
function countsCover(input: ListListingsInput): boolean {
  return !anyFilter(input) && !input.ownerIds;
}

function itemsQuery(
  db: Db,
  where: SQL | undefined,
  sort: ListingSort | undefined,
  page: number,
  pageSize: number,
) {
  return db
    .select(listingSummaryColumns)
    .from(properties)
    .where(where)
    .orderBy(...ORDER[sort ?? "default"])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

function paging(input: ListListingsInput) {
  const pageSize = Math.min(Math.max(input.pageSize ?? PAGE_SIZE, 1), 100);
  const page = Math.min(Math.max(Math.floor(input.page ?? 1), 1), MAX_LISTING_PAGES);
  return { page, pageSize, reachable: MAX_LISTING_PAGES * pageSize };
}

/** The page query listListings runs, for EXPLAIN in the benchmark. */
export function listingsPageQuery(db: Db, input: ListListingsInput = {}) {
  const { page, pageSize } = paging(input);
  return itemsQuery(db, and(...listingConditions(input)), input.sort, page, pageSize);
}

/**
 * Active listings, filtered, sorted and paginated in SQL, with the total for pagination. Pages
 * stop at MAX_LISTING_PAGES; a page number beyond it shows the last reachable page.
 */
export async function listListings(db: Db, input: ListListingsInput = {}): Promise<ListingPage> {
  const { page, pageSize, reachable } = paging(input);
  const [{ items, featured }, totalCount] = await Promise.all([
    pageOfListings(db, input, page, pageSize),
    countListings(db, input, reachable),
  ]);

  const totalIsLowerBound = !countsCover(input) && totalCount > reachable;
  return {
    items,
    featured,
    total: totalIsLowerBound ? reachable : totalCount,
    totalIsLowerBound,
    truncated: totalCount > reachable,
    page,
    pageSize,
    pageCount: Math.min(Math.max(1, Math.ceil(totalCount / pageSize)), MAX_LISTING_PAGES),
  };
}

/**
 * A page of listings (and the featured ones on the first) without the total: for the home page,
 * which shows no count.
 */
export function listListingsWithoutTotal(
  db: Db,
  input: ListListingsInput = {},
): Promise<Pick<ListingPage, "items" | "featured">> {
  const { page, pageSize } = paging(input);
  return pageOfListings(db, input, page, pageSize);
}

async function pageOfListings(db: Db, input: ListListingsInput, page: number, pageSize: number) {
  const conditions = listingConditions(input);
  const [items, featured] = await Promise.all([
    itemsQuery(db, and(...conditions), input.sort, page, pageSize),
    input.featuredFirst && page === 1 ? featuredQuery(db, conditions) : [],
  ]);
  return { items, featured };
}

async function countListings(db: Db, input: ListListingsInput, reachable: number) {
  if (countsCover(input)) {
    const [row] = await countedTotal(db, input);
    return Number(row?.total ?? 0);
  }
  const result = await db.execute<{ total: number }>(cappedTotal(db, input, reachable));
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * Type and location filters are answered exactly by the trigger-kept property_counts (less
 * deactivated accounts' listings: publicListingCounts): counting ~25 000 rows per page view
 * costs more than the page itself.
 */
function countedTotal(db: Db, input: ListListingsInput) {
  const counts = publicListingCounts(db);
  const conditions: SQL[] = [];
  if (input.types?.length) conditions.push(inArray(counts.type, [...input.types]));
  if (input.locations?.length) conditions.push(inArray(counts.location, [...input.locations]));
  return db
    .select({ total: sql<number>`coalesce(sum(${counts.activeCount}), 0)::int` })
    .from(counts)
    .where(and(...conditions));
}

/**
 * Any other filter is not tracked in property_counts, so the matching rows are counted, but
 * only one past the reachable pages: beyond that the page says 'ponad 600' (bench: q=lezajsk).
 * The owner check would read every counted row (its user_id), so the active matches are
 * counted without it, from the filters' indexes alone, less those of deactivated accounts
 * (few, like publicListingCounts' ones): counting up to `reachable + 1` more than those keeps
 * the total exact below the limit and past it when above (bench: transaction=wynajem). A text's
 * matches are counted in an index's order, so that a common word's count reads that index alone
 * and stops at the limit, where the trigram index would first collect every match (a rare word's
 * still sorts its few): a text alone along the narrow properties_archived_search_idx, a text
 * with other filters in the default order (properties_active_default_idx holds the owner and
 * the search text). The order changes which rows are read, never how many are counted.
 */
function cappedTotal(db: Db, input: ListListingsInput, reachable: number): SQL {
  const filters = filterConditions(input);
  const active = and(sql`not ${properties.isArchived}`, ...filters, ...anyTransaction(input));
  const hidden = db
    .select({ n: sql<number>`count(*)::int`.as("n") })
    .from(properties)
    .where(and(active, ownerIsHidden(properties.userId)));
  const textOrder = filters.length === 1 ? TEXT_ORDER : ORDER.default;
  const order = input.q ? sql` order by ${sql.join(textOrder, sql`, `)}` : sql``;
  return sql`with hidden as (${hidden})
    select ((select count(*) from (
        select 1 from ${properties} where ${active}${order}
        limit ${reachable + 1} + (select n from hidden)) as matching)
      - (select n from hidden))::int as total`;
}

/**
 * A price range without a transaction filter: every transaction type named (the column holds
 * nothing else), so that the (…, transaction_type, price …) indexes are read as one price range per
 * type instead of from the first price on (bench: 'type, price 300-500k', 0.5 -> 0.15 ms).
 */
function anyTransaction(input: ListListingsInput): SQL[] {
  const priced = input.priceMin !== undefined || input.priceMax !== undefined;
  return priced && !input.transaction
    ? [inArray(properties.transactionType, [...TRANSACTION_TYPES])]
    : [];
}

/** The total query listListings runs, for EXPLAIN in the benchmark. */
export function listingsCountQuery(db: Db, input: ListListingsInput = {}): SQLWrapper {
  return countsCover(input)
    ? countedTotal(db, input)
    : cappedTotal(db, input, paging(input).reachable);
}
