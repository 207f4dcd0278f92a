import { checkboxSchema } from "./form-fields";
import { formatCount, pluralize } from "./format";
import { wholeNumber } from "./polish-number";
import { z } from "./zod";

/** Toasts of the plans section (spec §8: one failure text for every plan change), as written. */
export const PLAN_TEXT = {
  added: "Plan został dodany.",
  updated: "Plan został zapisany.",
  enabled: "Plan został włączony.",
  disabled: "Plan został wyłączony.",
  failed: "Błąd podczas aktualizacji planu.",
  notFound: "Nie znaleziono planu.",
} as const;

export const PLAN_LIMITS = {
  nameMax: 80,
  descriptionMax: 500,
  priceMax: 1_000_000,
  durationMin: 1,
  durationMax: 3650,
  featuresMax: 20,
  featureMax: 120,
  /** A limit of listings or services (besides -1, unlimited). */
  limitMax: 100_000,
} as const;

/** Spec §9: the stored limit that means 'no limit'. */
export const UNLIMITED = -1;

/** The limit fields and the checkbox beside each that stands for 'Bez limitu' (UNLIMITED). */
export const PLAN_LIMIT_FIELDS = {
  maxProperties: "maxPropertiesUnlimited",
  maxServices: "maxServicesUnlimited",
} as const;
export type PlanLimitField = keyof typeof PLAN_LIMIT_FIELDS;

function limitField(what: string) {
  const message = `${what}: podaj liczbę od 0 do ${formatCount(PLAN_LIMITS.limitMax)} albo zaznacz „Bez limitu”.`;
  return z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      if (value === String(UNLIMITED)) return UNLIMITED;
      const n = wholeNumber(value);
      if (n === null || n > PLAN_LIMITS.limitMax) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * A plan's fields as the form sends them (FormData text; planFormValues first folds each
 * 'Bez limitu' checkbox into its limit as -1), parsed into what is stored. The same schema
 * checks the form in the browser and the request on the server. Editing leaves `isActive` out:
 * a plan is switched on and off by its own action.
 */
export const planSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Podaj nazwę planu.")
    .max(PLAN_LIMITS.nameMax, `Nazwa może mieć najwyżej ${PLAN_LIMITS.nameMax} znaków.`),
  description: z
    .string()
    .trim()
    .max(
      PLAN_LIMITS.descriptionMax,
      `Opis może mieć najwyżej ${PLAN_LIMITS.descriptionMax} znaków.`,
    )
    .default("")
    .transform((v) => v || null),
  price: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      const n = wholeNumber(value, "zł");
      if (n === null || n > PLAN_LIMITS.priceMax) {
        ctx.addIssue({
          code: "custom",
          message: "Podaj cenę w pełnych złotych (0 lub więcej), np. 49 lub 1 250.",
        });
        return z.NEVER;
      }
      return n;
    }),
  durationDays: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      const n = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
      if (!(n >= PLAN_LIMITS.durationMin && n <= PLAN_LIMITS.durationMax)) {
        ctx.addIssue({
          code: "custom",
          message: `Podaj czas trwania w dniach, od ${PLAN_LIMITS.durationMin} do ${PLAN_LIMITS.durationMax}.`,
        });
        return z.NEVER;
      }
      return n;
    }),
  /** A textarea, one feature per line: trimmed, empty lines and repeats dropped. */
  features: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const items = [
        ...new Set(
          value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean),
        ),
      ];
      if (items.length > PLAN_LIMITS.featuresMax) {
        ctx.addIssue({
          code: "custom",
          message: `Plan może mieć najwyżej ${PLAN_LIMITS.featuresMax} funkcji.`,
        });
        return z.NEVER;
      }
      if (items.some((item) => item.length > PLAN_LIMITS.featureMax)) {
        ctx.addIssue({
          code: "custom",
          message: `Każda funkcja może mieć najwyżej ${PLAN_LIMITS.featureMax} znaków.`,
        });
        return z.NEVER;
      }
      return items;
    }),
  maxProperties: limitField("Limit ogłoszeń"),
  maxServices: limitField("Limit usług"),
  priorityDisplay: checkboxSchema,
  isActive: checkboxSchema,
});
export type PlanValues = z.output<typeof planSchema>;
/** What an edit changes: every field but `isActive`. */
export type PlanFields = Omit<PlanValues, "isActive">;

/** The form's fields as the schema reads them from FormData (a ticked 'Bez limitu' → '-1'). */
export function planFormValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(planSchema.shape)) {
    const value = form.get(key);
    if (typeof value === "string") out[key] = value;
  }
  for (const [limit, unlimited] of Object.entries(PLAN_LIMIT_FIELDS)) {
    const flag = form.get(unlimited);
    if (flag === "on" || flag === "true") out[limit] = String(UNLIMITED);
  }
  return out;
}

/** A plan as the admin section and /cennik show it. */
export type PlanRow = PlanValues & { id: string };

/** '30 dni', '1 dzień'. */
export function formatPlanDuration(days: number): string {
  return `${days} ${pluralize(days, ["dzień", "dni", "dni"])}`;
}

/** 'Ogłoszenia: bez limitu' / 'Usługi: 10'. */
export function planLimitText(field: PlanLimitField, limit: number): string {
  const what = field === "maxProperties" ? "Ogłoszenia" : "Usługi";
  return `${what}: ${limit === UNLIMITED ? "bez limitu" : formatCount(limit)}`;
}
