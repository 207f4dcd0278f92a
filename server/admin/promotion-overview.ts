import { and, asc, desc, eq, not, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { PromotionsData, PromotionTarget } from "../../shared/admin-types.ts";
import { serviceCategoryLabel } from "../../shared/categories.ts";
import { locationLabel } from "../../shared/locations.ts";
import { type PromotionKind, polishDay, promotionStatus } from "../../shared/promotion-schemas.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import {
  properties,
  propertyPromotions,
  servicePromotions,
  services,
  subscriptionPlans,
} from "../db/schema.ts";
import { isUuid } from "../kernel/ids.ts";
import { matchesText } from "../listings/list-listings.ts";
import { serviceFilter } from "../services/list-services.ts";

const PROMOTIONS_PAGE_SIZE = 20;
/** How many listings or services the add dialog's title search offers. */
const PROMOTION_TARGETS_LIMIT = 10;
/** Shorter text would match most titles (and could not use the trigram indexes). */
const PROMOTION_TARGET_QUERY_MIN = 3;
const PLANS_LIMIT = 100;

function listingPlace(location: string | null, address: string | null): string {
  return locationLabel(location) ?? address ?? "Poza regionem";
}

/** One page of a kind's promotions, newest first, each with its listing or service (one query). */
async function promotionsPage(ctx: DomainContext, kind: PromotionKind, page: number) {
  const offset = (page - 1) * PROMOTIONS_PAGE_SIZE;
  if (kind === "property") {
    const pp = propertyPromotions;
    return ctx.db
      .select({
        id: pp.id,
        type: pp.promotionType,
        price: pp.price,
        isActive: pp.isActive,
        startsAt: pp.startsAt,
        endsAt: pp.endsAt,
        targetId: properties.id,
        title: properties.title,
        location: properties.location,
        address: properties.address,
        category: sql<null>`null`,
        plan: subscriptionPlans.name,
      })
      .from(pp)
      .innerJoin(properties, eq(properties.id, pp.propertyId))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, pp.planId))
      .orderBy(desc(pp.createdAt), desc(pp.id))
      .limit(PROMOTIONS_PAGE_SIZE)
      .offset(offset);
  }
  const sp = servicePromotions;
  return ctx.db
    .select({
      id: sp.id,
      type: sp.promotionType,
      price: sp.price,
      isActive: sp.isActive,
      startsAt: sp.startsAt,
      endsAt: sp.endsAt,
      targetId: services.id,
      title: services.title,
      location: sql<null>`null`,
      address: sql<null>`null`,
      category: services.category,
      plan: subscriptionPlans.name,
    })
    .from(sp)
    .innerJoin(services, eq(services.id, sp.serviceId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, sp.planId))
    .orderBy(desc(sp.createdAt), desc(sp.id))
    .limit(PROMOTIONS_PAGE_SIZE)
    .offset(offset);
}

/**
 * The add dialog's search: at most ten active listings (or services) whose title contains the
 * text, newest first, through the same trigram-indexed matching as the public search; a pasted
 * id finds its listing or service directly.
 */
async function findPromotionTargets(
  ctx: DomainContext,
  kind: PromotionKind,
  q: string,
): Promise<PromotionTarget[]> {
  requireAdministrator(ctx);
  const text = q.trim().slice(0, 100);
  if (!isUuid(text) && text.length < PROMOTION_TARGET_QUERY_MIN) return [];
  if (kind === "property") {
    const rows = await ctx.db
      .select({
        id: properties.id,
        title: properties.title,
        location: properties.location,
        address: properties.address,
      })
      .from(properties)
      .where(
        isUuid(text) ? eq(properties.id, text) : and(not(properties.isArchived), matchesText(text)),
      )
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(PROMOTION_TARGETS_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      detail: listingPlace(r.location, r.address),
    }));
  }
  const rows = await ctx.db
    .select({ id: services.id, title: services.title, category: services.category })
    .from(services)
    .where(isUuid(text) ? eq(services.id, text) : serviceFilter({ q: text }))
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(PROMOTION_TARGETS_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    detail: serviceCategoryLabel(r.category) ?? r.category,
  }));
}

/** Which promotions a section shows: a kind's, a page from 1, and the add dialog's title search. */
export type PromotionsQuery = { kind: PromotionKind; page: number; q: string };

async function loadSection(
  ctx: DomainContext,
  { kind, page, q }: PromotionsQuery,
): Promise<PromotionsData> {
  const table = kind === "property" ? propertyPromotions : servicePromotions;
  const [rows, [count], plans, targets] = await Promise.all([
    promotionsPage(ctx, kind, page),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(table),
    ctx.db
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
      .from(subscriptionPlans)
      .orderBy(desc(subscriptionPlans.isActive), asc(subscriptionPlans.price))
      .limit(PLANS_LIMIT),
    q ? findPromotionTargets(ctx, kind, q) : null,
  ]);
  const now = new Date();
  const total = Number(count?.n ?? 0);
  return {
    ok: true,
    kind,
    promotions: rows.map((row) => ({
      id: row.id,
      type: row.type,
      price: row.price,
      isActive: row.isActive,
      status: promotionStatus(row, now),
      startsOn: polishDay(row.startsAt),
      endsOn: row.endsAt ? polishDay(row.endsAt) : null,
      targetId: row.targetId,
      title: row.title,
      detail:
        kind === "property"
          ? listingPlace(row.location, row.address)
          : (serviceCategoryLabel(row.category ?? "") ?? row.category ?? ""),
      plan: row.plan,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PROMOTIONS_PAGE_SIZE)),
    plans,
    today: polishDay(now),
    q,
    targets,
  };
}

/**
 * The promotion tab's 'Promocje ogłoszeń' or 'Promocje usług' section: 20 promotions a page, newest first, the plans the add
 * form offers, and the dialog's title search. Data that cannot be read gives the section's
 * inline error instead of failing the page (spec: 'Błąd podczas ładowania danych promocji.').
 */
export async function loadPromotionOverview(
  ctx: DomainContext,
  query: PromotionsQuery,
  log?: Pick<Logger, "error">,
): Promise<PromotionsData> {
  requireAdministrator(ctx);
  const { kind } = query;
  try {
    return await loadSection(ctx, query);
  } catch (error) {
    log?.error({ err: error }, "promotions section load failed");
    return { ok: false, kind };
  }
}
