import { and, desc, eq, sql } from "drizzle-orm";
import {
  OWN_ITEMS_PAGE_SIZE,
  type OwnItemsQuery,
  ownItemsPage,
} from "../../shared/own-items-query.ts";
import type { OwnService } from "../../shared/service-schemas.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { services } from "../db/schema.ts";
import { containsText } from "../kernel/sql.ts";

/**
 * 'Moje usługi': one page (newest first) of the actor's services whose title contains `q`, with
 * their counters, and how many match. Services have no archive, hence no status.
 */
export async function listOwnServices(
  ctx: DomainContext,
  query: Pick<OwnItemsQuery, "q" | "page">,
): Promise<{ items: OwnService[]; total: number; page: number; pageCount: number }> {
  const actor = requireSignedIn(ctx);
  const mine = and(
    eq(services.userId, actor.id),
    query.q ? containsText(services.title, query.q) : undefined,
  );
  const [count] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(services)
    .where(mine);
  const total = count?.total ?? 0;
  const { page, pageCount, offset } = ownItemsPage(total, query.page);
  const rows = await ctx.db
    .select({
      id: services.id,
      title: services.title,
      priceFrom: services.priceFrom,
      category: services.category,
      location: services.location,
      imageUrl: services.imageUrl,
      availability: services.availability,
      views: services.views,
      rating: services.rating,
      reviewCount: services.reviewCount,
      isPremium: services.isPremium,
      isVerified: services.isVerified,
      isHidden: services.isHidden,
      createdAt: services.createdAt,
    })
    .from(services)
    .where(mine)
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(OWN_ITEMS_PAGE_SIZE)
    .offset(offset);
  const items = rows.map((row) => ({
    ...row,
    rating: row.rating == null ? null : Number(row.rating),
  }));
  return { items, total, page, pageCount };
}
