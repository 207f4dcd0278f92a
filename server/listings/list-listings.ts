import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { PropertyType, TransactionType } from "../../app/lib/categories.ts";
import { type ListingSort, PAGE_SIZE } from "../../app/lib/sorting.ts";
import type { Db } from "../db/client.ts";
import { properties, propertyCounts } from "../db/schema.ts";
import { type ListingSummary, listingSummaryColumns } from "./listing-summary.ts";

export type ListListingsInput = {
  /** Empty or absent: every type. */
  types?: readonly PropertyType[];
  /** Empty or absent: every location (including imported listings without one). */
  locations?: readonly string[];
  transaction?: TransactionType;
  sort?: ListingSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
};

export type ListingPage = {
  items: ListingSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

// Every order ends in created_at and id so that pages never overlap or skip a row; the default
// and date orders match partial indexes in schema.ts.
const ORDER: Record<ListingSort, SQL[]> = {
  default: [desc(properties.isOwn), desc(properties.createdAt), desc(properties.id)],
  "price-asc": [asc(properties.price), desc(properties.createdAt), desc(properties.id)],
  "price-desc": [desc(properties.price), desc(properties.createdAt), desc(properties.id)],
  "area-asc": [asc(properties.area), desc(properties.createdAt), desc(properties.id)],
  "area-desc": [desc(properties.area), desc(properties.createdAt), desc(properties.id)],
  "date-desc": [desc(properties.createdAt), desc(properties.id)],
};

/** Active listings, filtered, sorted and paginated in SQL, with the total for pagination. */
export async function listListings(db: Db, input: ListListingsInput = {}): Promise<ListingPage> {
  const pageSize = Math.min(Math.max(input.pageSize ?? PAGE_SIZE, 1), 100);
  const page = Math.max(Math.floor(input.page ?? 1), 1);
  const conditions: SQL[] = [sql`not ${properties.isArchived}`];
  if (input.types?.length) conditions.push(inArray(properties.type, [...input.types]));
  if (input.locations?.length) conditions.push(inArray(properties.location, [...input.locations]));
  if (input.transaction) conditions.push(sql`${properties.transactionType} = ${input.transaction}`);
  const where = and(...conditions);

  const [items, total] = await Promise.all([
    db
      .select(listingSummaryColumns)
      .from(properties)
      .where(where)
      .orderBy(...ORDER[input.sort ?? "default"])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countMatching(db, input, where),
  ]);

  const totalCount = Number(total);
  return {
    items,
    total: totalCount,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(totalCount / pageSize)),
  };
}

/**
 * The total for pagination. Type and location filters are answered by the trigger-kept
 * property_counts (counting ~25 000 rows per page view costs more than the page itself);
 * a transaction filter is not tracked there, so it counts the matching rows.
 */
async function countMatching(db: Db, input: ListListingsInput, where: SQL | undefined) {
  if (input.transaction) {
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where);
    return total;
  }
  const conditions: SQL[] = [];
  if (input.types?.length) conditions.push(inArray(propertyCounts.type, [...input.types]));
  if (input.locations?.length)
    conditions.push(inArray(propertyCounts.location, [...input.locations]));
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${propertyCounts.activeCount}), 0)::int` })
    .from(propertyCounts)
    .where(and(...conditions));
  return total;
}
