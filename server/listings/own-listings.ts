import { and, desc, eq, sql } from "drizzle-orm";
import type { OwnListingRow } from "../../shared/listing-types.ts";
import {
  OWN_ITEMS_PAGE_SIZE,
  type OwnItemStatus,
  type OwnItemsQuery,
  ownItemsPage,
} from "../../shared/own-items-query.ts";
import { managedOwners } from "../agencies/agency-access.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { profiles, properties, users } from "../db/schema.ts";
import { containsText } from "../kernel/sql.ts";

const IS_ARCHIVED: Record<OwnItemStatus, boolean> = { aktywne: false, archiwalne: true };

/**
 * 'Moje ogłoszenia': one page (newest first) of the actor's listings of one status whose title
 * contains `q`, and how many of them each status tab holds; for an agency also its active
 * brokers', each with the broker's name (null on the actor's own). Counted and paged in the
 * database over the owner index (properties_user_id_idx), so 65 listings cost what 20 do.
 */
export async function listOwnListings(
  ctx: DomainContext,
  query: OwnItemsQuery,
): Promise<{
  items: OwnListingRow[];
  counts: Record<OwnItemStatus, number>;
  page: number;
  pageCount: number;
}> {
  const actor = requireSignedIn(ctx);
  const mine = and(
    managedOwners(ctx, actor, properties.userId),
    query.q ? containsText(properties.title, query.q) : undefined,
  );
  const [counts] = await ctx.db
    .select({
      aktywne: sql<number>`count(*) filter (where not ${properties.isArchived})::int`,
      archiwalne: sql<number>`count(*) filter (where ${properties.isArchived})::int`,
    })
    .from(properties)
    .where(mine);
  const tabCounts: Record<OwnItemStatus, number> = {
    aktywne: counts?.aktywne ?? 0,
    archiwalne: counts?.archiwalne ?? 0,
  };
  const { page, pageCount, offset } = ownItemsPage(tabCounts[query.status], query.page);
  const items = await ctx.db
    .select({
      id: properties.id,
      title: properties.title,
      price: properties.price,
      location: properties.location,
      address: properties.address,
      area: properties.area,
      type: properties.type,
      transactionType: properties.transactionType,
      imageUrl: properties.imageUrl,
      views: properties.views,
      isArchived: properties.isArchived,
      isPremium: properties.isPremium,
      isVerified: properties.isVerified,
      createdAt: properties.createdAt,
      refreshedAt: properties.refreshedAt,
      expired: sql<boolean>`${properties.expiredAt} is not null`,
      brokerName: sql<string | null>`case when ${properties.userId} = ${actor.id} then null
        else coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name}) end`,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(profiles, eq(profiles.id, properties.userId))
    .where(and(mine, eq(properties.isArchived, IS_ARCHIVED[query.status])))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(OWN_ITEMS_PAGE_SIZE)
    .offset(offset);
  return { items, counts: tabCounts, page, pageCount };
}
