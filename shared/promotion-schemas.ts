import { checkPeriodEnd, isDay, startDayField, UUID } from "./day-period";
import { wholeNumber } from "./polish-number";
import { PROMOTION_TYPES, type PromotionType } from "./roles";
import { z } from "./zod";

/**
 * Toasts and messages of the promotion sections (docs/spec/panel.md §8 where it gives them), as
 * written.
 */
export const PROMOTION_TEXT = {
  added: "Promocja została dodana.",
  addFailed: "Nie udało się dodać promocji.",
  enabled: "Promocja została włączona.",
  disabled: "Promocja została wyłączona.",
  toggleFailed: "Błąd podczas aktualizacji promocji.",
  loadFailed: "Błąd podczas ładowania danych promocji.",
  endedCannotEnable: "Nie można włączyć zakończonej promocji.",
} as const;

/** What a promotion is for: a listing (property_promotions) or a service (service_promotions). */
export const PROMOTION_KINDS = ["property", "service"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_TYPE_LABELS: Record<PromotionType, string> = {
  premium: "Premium",
  featured: "Wyróżnienie",
  urgent: "Pilne",
};

/** Services have no 'Pilne' badge, so no urgent promotion either. */
export const PROMOTION_TYPES_BY_KIND: Record<PromotionKind, readonly PromotionType[]> = {
  property: PROMOTION_TYPES,
  service: ["premium", "featured"],
};

/**
 * Where a promotion stands: ended once its end has passed (whatever is_active says: the expiry
 * job switches it off within minutes), scheduled before its start, else active or switched off.
 */
export type PromotionStatus = "active" | "inactive" | "ended" | "scheduled";

export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  active: "Aktywna",
  inactive: "Nieaktywna",
  ended: "Zakończona",
  scheduled: "Zaplanowana",
};

export function promotionStatus(
  promotion: { isActive: boolean; startsAt: Date; endsAt: Date | null },
  now: Date = new Date(),
): PromotionStatus {
  if (promotion.endsAt && promotion.endsAt <= now) return "ended";
  if (!promotion.isActive) return "inactive";
  return promotion.startsAt > now ? "scheduled" : "active";
}

// The form's date fields are days in Poland; promotions start and end at their midnight.
export { polishDay } from "./format";

const PRICE_MAX = 1_000_000;

/**
 * The 'Dodaj promocję' form as it arrives (FormData text), for the browser and the server alike.
 * `today` (Poland) is the start's default and what the end must come after. A promotion runs from
 * the start day's midnight to the end day's midnight (Polish time).
 */
export function promotionSchema(today: string) {
  return z
    .object({
      kind: z.enum(PROMOTION_KINDS, { error: "Nieznany rodzaj promocji." }),
      targetId: z.string().trim().default(""),
      type: z.enum(PROMOTION_TYPES, { error: "Wybierz rodzaj promocji." }),
      price: z
        .string()
        .trim()
        .default("")
        .transform((value, ctx) => {
          const n = wholeNumber(value, "zł");
          if (n === null || n > PRICE_MAX) {
            ctx.addIssue({
              code: "custom",
              message: `Podaj cenę w pełnych złotych (od 0 do ${PRICE_MAX}).`,
            });
            return z.NEVER;
          }
          return n;
        }),
      startsAt: startDayField(today),
      endsAt: z.string().trim().default("").refine(isDay, "Podaj datę końca."),
      planId: z
        .string()
        .trim()
        .default("")
        .refine((value) => value === "" || UUID.test(value), "Wybierz plan z listy.")
        .transform((value) => value || null),
    })
    .superRefine((values, ctx) => {
      if (!UUID.test(values.targetId)) {
        ctx.addIssue({
          code: "custom",
          path: ["targetId"],
          message: values.kind === "service" ? "Wybierz usługę." : "Wybierz ogłoszenie.",
        });
      }
      if (!PROMOTION_TYPES_BY_KIND[values.kind].includes(values.type)) {
        ctx.addIssue({
          code: "custom",
          path: ["type"],
          message: "Usługi nie mają promocji „Pilne”: wybierz premium lub wyróżnienie.",
        });
      }
      checkPeriodEnd(values, today, ctx);
    });
}

export type PromotionValues = z.output<ReturnType<typeof promotionSchema>>;

/** A promotion's switch on the list: which kind's table, which promotion, on or off. */
export const promotionToggleSchema = z.object({
  kind: z.enum(PROMOTION_KINDS, { error: "Nieznany rodzaj promocji." }),
  id: z.string().trim().default(""),
  value: z
    .enum(["true", "false"], { error: "Nieprawidłowa wartość." })
    .transform((v) => v === "true"),
});
