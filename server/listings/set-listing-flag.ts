import { eq } from "drizzle-orm";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { properties } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";

/** The flags an administrator sets on a listing, with the admin action (audit key) of each. */
const LISTING_FLAG_ACTIONS = {
  isVerified: "listing-verify",
  isPremium: "listing-premium",
  isArchived: "listing-archive",
} as const;
export type ListingFlag = keyof typeof LISTING_FLAG_ACTIONS;

export const LISTING_NOT_FOUND = "Nie znaleziono ogłoszenia.";

/**
 * An administrator verifies, promotes or archives a listing (or takes it back), with its audit
 * row in the same transaction. Idempotent: setting the value it already has succeeds and is
 * recorded too, so a double click or a retried request is harmless. Public pages read the flags
 * directly, and the per-location counts follow archiving through the trigger on properties.
 */
export async function setListingFlag(
  ctx: DomainContext,
  { id, flag, value }: { id: string; flag: ListingFlag; value: boolean },
): Promise<void> {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw new AppError("not_found", LISTING_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ title: properties.title, value: properties[flag] })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row) throw new AppError("not_found", LISTING_NOT_FOUND);
    // Premium set or cleared by hand is the administrator's decision: no promotion's end takes
    // it away (server/promotions/promotion-flags.ts), so its provenance is cleared every time.
    if (flag === "isPremium") {
      await tx
        .update(properties)
        .set({ isPremium: value, premiumByPromotion: false })
        .where(eq(properties.id, id));
    } else if (row.value !== value) {
      await tx
        .update(properties)
        .set({ [flag]: value })
        .where(eq(properties.id, id));
    }
    await recordAudit(tx, actor, {
      action: LISTING_FLAG_ACTIONS[flag],
      targetType: "listing",
      targetId: id,
      targetLabel: row.title,
      before: { [flag]: row.value },
      after: { [flag]: value },
    });
  });
}
