import { eq } from "drizzle-orm";
import { PLAN_TEXT } from "../../shared/plan-schemas.ts";
import {
  PROMOTION_TYPE_LABELS,
  type PromotionKind,
  type PromotionValues,
} from "../../shared/promotion-schemas.ts";
import type { PromotionType } from "../../shared/roles.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import {
  properties,
  propertyPromotions,
  servicePromotions,
  services,
  subscriptionPlans,
} from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { polishMidnight } from "../kernel/polish-midnight.ts";
import { refreshPromotionFlags } from "./promotion-flags.ts";

const NOT_FOUND: Record<PromotionKind, string> = {
  property: "Nie znaleziono ogłoszenia.",
  service: "Nie znaleziono usługi.",
};

/** What the audit log and the list call a promotion: 'Wyróżnienie: Dom z ogrodem'. */
export function promotionLabel(type: PromotionType, title: string): string {
  return `${PROMOTION_TYPE_LABELS[type]}: ${title}`;
}

/** The promoted listing's or service's title (null when it does not exist). */
export async function promotedTitle(
  tx: Pick<Db, "select">,
  kind: PromotionKind,
  id: string,
): Promise<string | null> {
  const table = kind === "property" ? properties : services;
  const [row] = await tx.select({ title: table.title }).from(table).where(eq(table.id, id));
  return row?.title ?? null;
}

/**
 * An administrator adds a promotion (checked by the form's schema) to a listing or a service:
 * one transaction with its audit row, and the listing's or service's flags recomputed in it, so
 * a promotion that starts today shows on the public pages at once (a later start is picked up
 * by the expiry job, server/promotions/expire-promotions.ts).
 */
export async function createPromotion(
  ctx: DomainContext,
  values: PromotionValues,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const actor = requireAdministrator(ctx);
  const { kind } = values;
  return ctx.db.transaction(async (tx) => {
    const title = await promotedTitle(tx, kind, values.targetId);
    if (title === null) throw new AppError("not_found", NOT_FOUND[kind]);
    if (values.planId) {
      const [plan] = await tx
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, values.planId));
      if (!plan) throw new AppError("invalid", PLAN_TEXT.notFound);
    }
    const common = {
      planId: values.planId,
      promotionType: values.type,
      price: values.price,
      startsAt: polishMidnight(values.startsAt),
      endsAt: polishMidnight(values.endsAt),
    };
    const [row] =
      kind === "property"
        ? await tx
            .insert(propertyPromotions)
            .values({ ...common, propertyId: values.targetId })
            .returning({ id: propertyPromotions.id })
        : await tx
            .insert(servicePromotions)
            .values({ ...common, serviceId: values.targetId })
            .returning({ id: servicePromotions.id });
    const { id } = row as { id: string };
    await refreshPromotionFlags(tx, { kind, ids: [values.targetId], now });
    await recordAudit(tx, actor, {
      action: "promotion-create",
      targetType: "promotion",
      targetId: id,
      targetLabel: promotionLabel(values.type, title),
      before: null,
      after: {
        type: PROMOTION_TYPE_LABELS[values.type],
        price: values.price,
        startsAt: values.startsAt,
        endsAt: values.endsAt,
      },
    });
    return { id };
  });
}
