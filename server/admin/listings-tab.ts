import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { ADMIN_LISTINGS_PAGE_SIZE, type AdminListingFilters } from "../../shared/admin-listings.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { properties, users } from "../db/schema.ts";
import { matchesText } from "../listings/list-listings.ts";

const p = properties;

const STATUS_CONDITIONS: Record<NonNullable<AdminListingFilters["status"]>, SQL> = {
  verified: sql`${p.isVerified}`,
  premium: sql`${p.isPremium}`,
  archived: sql`${p.isArchived}`,
  normal: sql`not (${p.isVerified} or ${p.isPremium} or ${p.isArchived})`,
};

function conditions(filters: AdminListingFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.category) where.push(eq(p.type, filters.category));
  if (filters.location) where.push(eq(p.location, filters.location));
  if (filters.source) where.push(eq(p.source, filters.source));
  if (filters.status) where.push(STATUS_CONDITIONS[filters.status]);
  if (filters.q) where.push(matchesText(filters.q));
  return where.length ? and(...where) : undefined;
}

/**
 * The administrator's listings screen: every listing, archived ones included,
 * newest first (properties_created_idx), 20 a page with the owner joined in the same query,
 * filtered by category, location, source, status and text. A page past the last shows the last.
 */
export async function loadListingsTab(ctx: DomainContext, filters: AdminListingFilters) {
  requireAdministrator(ctx);
  const where = conditions(filters);
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(p).where(where);
  const total = Number(count?.n ?? 0);
  const pageSize = ADMIN_LISTINGS_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const rows = await ctx.db
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
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(where)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pageSize, pageCount, filters: { ...filters, page } };
}
