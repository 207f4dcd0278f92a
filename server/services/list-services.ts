import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ServiceCategoryValue } from "../../shared/categories.ts";
import type { LocationSlug } from "../../shared/locations.ts";
import type { ServiceSummary } from "../../shared/service-types.ts";
import { PAGE_SIZE, type ServiceSort } from "../../shared/sorting.ts";
import { publicService } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { profiles, serviceReviews, services } from "../db/schema.ts";
import { containsText } from "../kernel/sql.ts";
import { serviceSummaryColumns, toServiceSummary } from "./service-summary.ts";

export type ListServicesInput = {
  /** Absent: every category. */
  category?: ServiceCategoryValue;
  location?: LocationSlug;
  /** Words in the title; case and Polish diacritics are ignored. */
  q?: string;
  sort?: ServiceSort;
  page?: number;
  pageSize?: number;
};

export type ServicePage = {
  items: ServiceSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

const ORDER: Record<ServiceSort, SQL[]> = {
  // Paid premium placement first, then the newest.
  default: [desc(services.isPremium), desc(services.createdAt), desc(services.id)],
  // Unrated services go last whatever the direction: 'no reviews' is not 'worst'.
  "rating-desc": [
    sql`${services.rating} desc nulls last`,
    desc(services.reviewCount),
    desc(services.createdAt),
    desc(services.id),
  ],
  "price-asc": [asc(services.priceFrom), desc(services.createdAt), desc(services.id)],
  "price-desc": [desc(services.priceFrom), desc(services.createdAt), desc(services.id)],
  "reviews-desc": [
    desc(services.reviewCount),
    sql`${services.rating} desc nulls last`,
    desc(services.createdAt),
    desc(services.id),
  ],
  "date-desc": [desc(services.createdAt), desc(services.id)],
};

/** The WHERE of a service list's filters; the administrator's list filters the same way. */
export function serviceFilter(input: Pick<ListServicesInput, "category" | "location" | "q">) {
  const q = input.q?.trim();
  return and(
    input.category ? eq(services.category, input.category) : undefined,
    input.location ? eq(services.location, input.location) : undefined,
    q ? containsText(services.title, q) : undefined,
  );
}

/**
 * Public service offers, filtered, sorted and paginated in SQL: featured services (a paid promotion)
 * first whatever the order chosen, then that order.
 */
export async function listServices(db: Db, input: ListServicesInput = {}): Promise<ServicePage> {
  const pageSize = Math.min(Math.max(input.pageSize ?? PAGE_SIZE, 1), 100);
  const page = Math.max(Math.floor(input.page ?? 1), 1);
  const where = and(publicService(), serviceFilter(input));

  const [rows, [{ total }]] = await Promise.all([
    db
      .select(serviceSummaryColumns)
      .from(services)
      .leftJoin(profiles, eq(profiles.id, services.userId))
      .where(where)
      .orderBy(desc(services.isFeatured), ...ORDER[input.sort ?? "default"])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(services).where(where),
  ]);
  const totalCount = Number(total);
  return {
    items: rows.map(toServiceSummary),
    total: totalCount,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(totalCount / pageSize)),
  };
}

/** Number of firms, average rating and total review count of one category (or all services). */
export async function getServiceStats(db: Db, category?: ServiceCategoryValue) {
  const inCategory = and(publicService(), category ? eq(services.category, category) : undefined);
  const [[counts], [reviews]] = await Promise.all([
    db
      .select({
        firms: sql<number>`count(distinct ${services.userId})::int`,
        reviewCount: sql<number>`coalesce(sum(${services.reviewCount}), 0)::int`,
      })
      .from(services)
      .where(inCategory),
    // The mean over every review, not over per-service means (rounded once, at the end).
    db
      .select({ average: sql<string | null>`round(avg(${serviceReviews.rating}), 1)` })
      .from(serviceReviews)
      .innerJoin(services, eq(services.id, serviceReviews.serviceId))
      .where(inCategory),
  ]);
  return {
    firms: Number(counts.firms),
    reviewCount: Number(counts.reviewCount),
    averageRating: reviews.average == null ? null : Number(reviews.average),
  };
}
