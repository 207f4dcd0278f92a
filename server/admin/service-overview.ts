import { desc, eq, sql } from "drizzle-orm";
import type { ServicesData } from "../../shared/admin-types.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { profiles, services, users } from "../db/schema.ts";
import { type ListServicesInput, serviceFilter } from "../services/list-services.ts";
import { listCompanyAccounts } from "./service-admin.ts";

const ADMIN_SERVICES_PAGE_SIZE = 20;

/** Words in the title and a category (each optional), and the page from 1. */
export type AdminServiceFilters = Pick<ListServicesInput, "q" | "category"> & { page: number };

/**
 * The administrator's services screen: every service newest first (the
 * services_created_idx order), filtered by words in the title and category as the public list
 * filters them, 20 a page with its owner in the same query, and the company accounts the add
 * dialog offers.
 */
export async function loadServiceOverview(
  ctx: DomainContext,
  { q, category, page }: AdminServiceFilters,
): Promise<ServicesData> {
  requireAdministrator(ctx);
  const where = serviceFilter({ q, category });
  const [rows, [count], companies] = await Promise.all([
    ctx.db
      .select({
        id: services.id,
        title: services.title,
        category: services.category,
        location: services.location,
        priceFrom: services.priceFrom,
        views: services.views,
        isPremium: services.isPremium,
        isHidden: services.isHidden,
        createdAt: services.createdAt,
        companyName: profiles.companyName,
        ownerName: users.name,
        ownerEmail: users.email,
      })
      .from(services)
      .innerJoin(users, eq(users.id, services.userId))
      .leftJoin(profiles, eq(profiles.id, services.userId))
      .where(where)
      .orderBy(desc(services.createdAt), desc(services.id))
      .limit(ADMIN_SERVICES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_SERVICES_PAGE_SIZE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(services).where(where),
    listCompanyAccounts(ctx),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    services: rows.map(({ companyName, ownerName, ...row }) => ({
      ...row,
      owner: companyName?.trim() || ownerName,
    })),
    total,
    page,
    pageSize: ADMIN_SERVICES_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_SERVICES_PAGE_SIZE)),
    filters: { q: q ?? "", category: category ?? "" },
    companies,
  };
}
