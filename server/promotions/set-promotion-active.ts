import { eq } from "drizzle-orm";
import { PROMOTION_TEXT, type PromotionKind } from "../../shared/promotion-schemas.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { propertyPromotions, servicePromotions } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import { promotedTitle, promotionLabel } from "./create-promotion.ts";
import { refreshPromotionFlags } from "./promotion-flags.ts";

const NOT_FOUND = "Nie znaleziono promocji.";

/**
 * An administrator switches a promotion on or off, with its audit row and the listing's or
 * service's flags recomputed in the same transaction. An ended promotion cannot be switched on
 * again (add a new one instead); switching one off is always allowed. Idempotent like the other
 * flags: setting the value it has succeeds and is recorded.
 */
export async function setPromotionActive(
  ctx: DomainContext,
  {
    kind,
    id,
    isActive,
    now = new Date(),
  }: { kind: PromotionKind; id: string; isActive: boolean; now?: Date },
): Promise<void> {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const table = kind === "property" ? propertyPromotions : servicePromotions;
  const targetColumn =
    kind === "property" ? propertyPromotions.propertyId : servicePromotions.serviceId;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        targetId: targetColumn,
        type: table.promotionType,
        isActive: table.isActive,
        endsAt: table.endsAt,
      })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!row) throw new AppError("not_found", NOT_FOUND);
    if (isActive && row.endsAt && row.endsAt <= now) {
      throw new AppError("invalid", PROMOTION_TEXT.endedCannotEnable);
    }
    if (row.isActive !== isActive) {
      await tx.update(table).set({ isActive }).where(eq(table.id, id));
    }
    await refreshPromotionFlags(tx, { kind, ids: [row.targetId], now });
    await recordAudit(tx, actor, {
      action: "promotion-toggle",
      targetType: "promotion",
      targetId: id,
      targetLabel: promotionLabel(row.type, (await promotedTitle(tx, kind, row.targetId)) ?? ""),
      before: { isActive: row.isActive },
      after: { isActive },
    });
  });
}
