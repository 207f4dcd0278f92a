import { createPromotion } from "@server/promotions/create-promotion.ts";
import { setPromotionActive } from "@server/promotions/set-promotion-active.ts";
import {
  PROMOTION_TEXT,
  polishDay,
  promotionSchema,
  promotionToggleSchema,
} from "@shared/promotion-schemas";
import { type AdminActions, defineAdminAction, flagAdminAction } from "./admin-action.server.ts";

/** The promotion tab's actions on listings' and services' promotions (/admin/promotion/…). */
export const PROMOTION_ADMIN_ACTIONS: AdminActions = {
  "promotion-create": defineAdminAction({
    label: "Dodanie promocji",
    failed: PROMOTION_TEXT.addFailed,
    // Today in Poland when the form arrives: the start's default and what the end must follow.
    get schema() {
      return promotionSchema(polishDay());
    },
    async run(values, ctx) {
      const { id } = await createPromotion(ctx, values);
      return { id, message: PROMOTION_TEXT.added };
    },
  }),
  "promotion-toggle": flagAdminAction(
    promotionToggleSchema,
    {
      label: "Włączenie/wyłączenie promocji",
      failed: PROMOTION_TEXT.toggleFailed,
      set: PROMOTION_TEXT.enabled,
      cleared: PROMOTION_TEXT.disabled,
    },
    ({ kind, id, value }, ctx) => setPromotionActive(ctx, { kind, id, isActive: value }),
  ),
};
