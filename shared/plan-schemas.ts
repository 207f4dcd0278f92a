import { checkboxSchema } from "./form-fields";
import { formatCount, pluralize } from "./format";
import { wholeNumber } from "./polish-number";
import { z } from "./zod";

/**
 * Toasts of the plans section (docs/spec/panel.md §8: one failure text for every plan change), as
 * written.
 */
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
  /** A limit of listings, services or photos (besides -1, unlimited). */
  limitMax: 100_000,
} as const;

/** docs/spec/panel.md §9: the stored limit that means 'no limit'. */
export const UNLIMITED = -1;

/** The limit fields and the checkbox beside each that stands for 'Bez limitu' (UNLIMITED). */
export const PLAN_LIMIT_FIELDS = {
  maxProperties: "maxPropertiesUnlimited",
  maxServices: "maxServicesUnlimited",
  maxPhotos: "maxPhotosUnlimited",
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

/** A ticked 'Bez limitu' stands for its limit as UNLIMITED, whatever the number says. */
function foldUnlimited(input: unknown) {
  if (typeof input !== "object" || input === null) return input;
  const values: Record<string, unknown> = { ...input };
  for (const [field, unlimited] of Object.entries(PLAN_LIMIT_FIELDS)) {
    if (values[unlimited] === "on" || values[unlimited] === "true") {
      values[field] = String(UNLIMITED);
    }
  }
  return values;
}

const planFields = z.object({
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
  maxPhotos: limitField("Limit zdjęć w ogłoszeniu"),
  priorityDisplay: checkboxSchema,
  isActive: checkboxSchema,
});
/**
 * A plan's fields as the form sends them (FormData text), parsed into what is stored. The same
 * schema checks the form in the browser and the request on the server. A ticked 'Bez limitu'
 * makes its limit UNLIMITED (its number field is disabled, so not sent). Editing leaves
 * `isActive` out: a plan is switched on and off by its own action.
 */
export const planSchema = z.preprocess(foldUnlimited, planFields);
export type PlanValues = z.output<typeof planSchema>;
/** What an edit changes: every field but `isActive`. */
export type PlanFields = Omit<PlanValues, "isActive">;

/** An edited plan: its id and its fields. */
export const planUpdateSchema = z.preprocess(
  foldUnlimited,
  planFields.extend({ id: z.string().trim().default("") }),
);

/** A plan as the admin section and /cennik show it. */
export type PlanRow = PlanValues & { id: string };

/** '30 dni', '1 dzień'. */
export function formatPlanDuration(days: number): string {
  return `${days} ${pluralize(days, ["dzień", "dni", "dni"])}`;
}

const LIMIT_NAMES: Record<PlanLimitField, string> = {
  maxProperties: "Ogłoszenia",
  maxServices: "Usługi",
  maxPhotos: "Zdjęcia w ogłoszeniu",
};

/** 'Ogłoszenia: bez limitu' / 'Usługi: 10' ('bez limitu' photos: as many as the site allows). */
export function planLimitText(field: PlanLimitField, limit: number): string {
  return `${LIMIT_NAMES[field]}: ${limit === UNLIMITED ? "bez limitu" : formatCount(limit)}`;
}
