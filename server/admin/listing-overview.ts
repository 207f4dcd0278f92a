import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  ADMIN_TEXT_COUNT_LIMIT,
  type AdminListingFilters,
} from "../../shared/admin-listings.ts";
import type { ListingsData } from "../../shared/admin-types.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { properties, propertyAdminCounts, users } from "../db/schema.ts";
import { matchesText, TEXT_ORDER } from "../listings/list-listings.ts";

const p = properties;

/** The columns the filters read: the same names in properties and property_admin_counts. */
type FilterColumns = Record<
  "type" | "location" | "source" | "isVerified" | "isPremium" | "isArchived",
  PgColumn
>;

const STATUS_CONDITIONS: Record<
  NonNullable<AdminListingFilters["status"]>,
  (c: FilterColumns) => SQL
> = {
  verified: (c) => sql`${c.isVerified}`,
  premium: (c) => sql`${c.isPremium}`,
  archived: (c) => sql`${c.isArchived}`,
  normal: (c) => sql`not (${c.isVerified} or ${c.isPremium} or ${c.isArchived})`,
};

/** Every filter but the text, on the listings or on their counts. */
function conditions(c: FilterColumns, filters: AdminListingFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.category) where.push(eq(c.type, filters.category));
  if (filters.location) where.push(eq(c.location, filters.location));
  if (filters.source) where.push(eq(c.source, filters.source));
  if (filters.status) where.push(STATUS_CONDITIONS[filters.status](c));
  return where;
}

const NEWEST_FIRST = [desc(p.createdAt), desc(p.id)];

/**
 * How many listings the filters match. Without text, exact from the trigger-kept
 * property_admin_counts (a few thousand rows at most) instead of counting up to every listing.
 * A text is not tracked there: its matches are counted, only one past ADMIN_TEXT_COUNT_LIMIT,
 * along an index that holds the text and every filter given, so no row is read: a text alone
 * (or with the archived status) along the narrow properties_archived_search_idx, about half the
 * time of properties_created_idx, whose trailing columns hold every other filter (bench: admin
 * q=lezajsk). The order changes which rows are read, never how many are counted.
 */
async function countListings(db: Db, filters: AdminListingFilters, where: SQL | undefined) {
  if (filters.q) {
    const textAlone =
      !filters.category &&
      !filters.location &&
      !filters.source &&
      (!filters.status || filters.status === "archived");
    const matching = db
      .select({ one: sql`1` })
      .from(p)
      .where(where)
      .orderBy(...(textAlone ? TEXT_ORDER : NEWEST_FIRST))
      .limit(ADMIN_TEXT_COUNT_LIMIT + 1)
      .as("matching");
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
    const n = Number(row?.n ?? 0);
    return {
      total: Math.min(n, ADMIN_TEXT_COUNT_LIMIT),
      totalIsLowerBound: n > ADMIN_TEXT_COUNT_LIMIT,
    };
  }
  const c = propertyAdminCounts;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.count}), 0)::int` })
    .from(c)
    .where(and(...conditions(c, filters)));
  return { total: Number(row?.n ?? 0), totalIsLowerBound: false };
}

/**
 * The administrator's listings screen: every listing, archived ones included,
 * newest first, 20 a page with the owner joined in the same query,
 * filtered by category, location, source, status and text. A page past the last shows the last.
 */
export async function loadListingOverview(
  ctx: DomainContext,
  filters: AdminListingFilters,
): Promise<ListingsData> {
  requireAdministrator(ctx);
  const text = filters.q ? [matchesText(filters.q)] : [];
  const where = and(...conditions(p, filters), ...text);
  const pageSize = ADMIN_LISTINGS_PAGE_SIZE;
  // The total and the asked page at once; only a page past the last needs a second read.
  const [{ total, totalIsLowerBound }, asked] = await Promise.all([
    countListings(ctx.db, filters, where),
    pageRows(ctx.db, where, filters.page),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const rows = page === filters.page ? asked : await pageRows(ctx.db, where, page);
  return {
    rows,
    total,
    totalIsLowerBound,
    page,
    pageSize,
    pageCount,
    filters: { ...filters, page },
  };
}

/**
 * One page with each listing's owner. Its ids come from properties_created_idx alone, whatever
 * the offset and the filters, so only the page's own rows are read (bench: admin 'page 250').
 */
function pageRows(db: Db, where: SQL | undefined, page: number) {
  const pageIds = db
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(ADMIN_LISTINGS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_LISTINGS_PAGE_SIZE)
    .as("page_ids");
  return db
    .select({
      id: p.id,
      title: p.title,
      price: p.price,
      transactionType: p.transactionType,
      type: p.type,
      location: p.location,
      address: p.address,
      source: p.source,
      isVerified: p.isVerified,
      isPremium: p.isPremium,
      isArchived: p.isArchived,
      views: p.views,
      createdAt: p.createdAt,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(pageIds)
    .innerJoin(p, eq(p.id, pageIds.id))
    .innerJoin(users, eq(users.id, p.userId))
    .orderBy(...NEWEST_FIRST);
}
