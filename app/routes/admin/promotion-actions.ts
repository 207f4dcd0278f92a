import { fieldErrors, formValues } from "@shared/auth-schemas";
import {
  PROMOTION_KINDS,
  PROMOTION_TEXT,
  type PromotionKind,
  polishDay,
  promotionSchema,
} from "@shared/promotion-schemas";
import { requireAdministrator } from "../../../server/auth/actor.ts";
import { AppError } from "../../../server/errors.ts";
import { createPromotion } from "../../../server/promotions/create-promotion.ts";
import { setPromotionActive } from "../../../server/promotions/set-promotion-active.ts";
import { type AdminActions, FormRejectedError, formFlag, formText } from "./admin-action.ts";

function formKind(form: FormData): PromotionKind {
  const kind = PROMOTION_KINDS.find((k) => k === formText(form, "kind"));
  if (!kind) throw new AppError("invalid", "Nieznany rodzaj promocji.");
  return kind;
}

/** The promotion tab's actions on listings' and services' promotions (/admin?tab=promotion). */
export const PROMOTION_ADMIN_ACTIONS: AdminActions = {
  "promotion-create": {
    label: "Dodanie promocji",
    failed: PROMOTION_TEXT.addFailed,
    async run(form, ctx) {
      // Others are refused before the form is judged.
      requireAdministrator(ctx);
      const parsed = promotionSchema(polishDay()).safeParse(formValues(form));
      if (!parsed.success) throw new FormRejectedError(fieldErrors(parsed.error));
      const { id } = await createPromotion(ctx, parsed.data);
      return { id, message: PROMOTION_TEXT.added };
    },
  },
  "promotion-toggle": {
    label: "Włączenie/wyłączenie promocji",
    failed: PROMOTION_TEXT.toggleFailed,
    async run(form, ctx) {
      requireAdministrator(ctx);
      const id = formText(form, "id");
      const isActive = formFlag(form);
      await setPromotionActive(ctx, formKind(form), id, isActive);
      return { id, message: isActive ? PROMOTION_TEXT.enabled : PROMOTION_TEXT.disabled };
    },
  },
};
