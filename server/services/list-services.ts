import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ServiceCategoryValue } from "../../app/lib/categories.ts";
import { PAGE_SIZE, type ServiceSort } from "../../app/lib/sorting.ts";
import type { Db } from "../db/client.ts";
import { profiles, services } from "../db/schema.ts";
import { type ServiceSummary, serviceSummaryColumns, toServiceSummary } from "./service-summary.ts";

export type ListServicesInput = {
  /** Absent: every category. */
  category?: ServiceCategoryValue;
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
  "price-asc": [asc(services.priceFrom), desc(services.createdAt), desc(services.id)],
  "price-desc": [desc(services.priceFrom), desc(services.createdAt), desc(services.id)],
  "date-desc": [desc(services.createdAt), desc(services.id)],
};

/** Service offers, optionally of one category, sorted and paginated in SQL. */
export async function listServices(db: Db, input: ListServicesInput = {}): Promise<ServicePage> {
  const pageSize = Math.min(Math.max(input.pageSize ?? PAGE_SIZE, 1), 100);
  const page = Math.max(Math.floor(input.page ?? 1), 1);
  const where = input.category ? eq(services.category, input.category) : undefined;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select(serviceSummaryColumns)
      .from(services)
      .leftJoin(profiles, eq(profiles.id, services.userId))
      .where(where)
      .orderBy(...ORDER[input.sort ?? "default"])
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
