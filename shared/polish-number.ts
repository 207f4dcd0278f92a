import { z } from "./zod";

/**
 * Numbers as people in Poland type them, for every money and area field: the forms (browser and
 * server alike), the search parameters and the imports. Thousands are grouped with spaces (also
 * U+00A0 and U+202F, as copied from pages) or dots, the decimal mark is a comma, and the field's
 * unit may follow. Whatever could be read two ways is refused, never guessed:
 * - a dot not followed by exactly three digits ('350.5': an English decimal point or a typo);
 * - more than two digits after the comma ('350,000', '1,250,000': English thousands);
 * - mixed or uneven grouping ('1 250.000', '1.250,000.5', '350 00').
 */
export type NumberUnit = "zł" | "m²";

export type ParsedNumber =
  | { ok: true; value: number }
  /** `fraction`: a well-formed number with more decimals than the field keeps (grosze in złoty). */
  | { ok: false; reason: "invalid" | "fraction" };

const UNIT_SUFFIX: Record<NumberUnit, RegExp> = {
  zł: /\s*(zł|pln)$/i,
  // 'm²', 'm2', 'm' and the 'mkw' / 'm kw.' of Polish adverts.
  "m²": /\s*(m[²2]?|m ?kw\.?)$/i,
};

// Plain digits, or groups of three after a first group of one to three, all with the same
// separator; then at most two decimals after a comma. Fifteen digits keep every value exact.
const NUMBER = /^(\d{1,15}|\d{1,3}(?: \d{3}){1,4}|\d{1,3}(?:\.\d{3}){1,4})(?:,(\d{1,2}))?$/;

/**
 * Reads `input` as a non-negative number with at most `decimals` decimal places. Fractions of a
 * field with fewer decimals are refused (`fraction`) rather than rounded: '350000,50' in a
 * whole-złoty price would otherwise be saved as 350 001 zł. ',0' and ',00' are always fine.
 */
export function parsePolishNumber(
  input: string,
  { decimals, unit }: { decimals: number; unit?: NumberUnit },
): ParsedNumber {
  let text = input.trim().replace(/\s+/g, " ");
  if (unit) text = text.replace(UNIT_SUFFIX[unit], "");
  const match = NUMBER.exec(text);
  if (!match) return { ok: false, reason: "invalid" };
  const whole = match[1].replace(/[ .]/g, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > decimals) return { ok: false, reason: "fraction" };
  return { ok: true, value: Number(fraction ? `${whole}.${fraction}` : whole) };
}

/**
 * A stored number as an edit form shows it, so that saving the form unchanged keeps the value:
 * '350 000', '120,5' (plain spaces: what people type; the parser reads them back).
 */
export function formatNumberInput(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return "";
  const [whole, fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** A whole number as typed ('1 250', '1.250 zł', '49,00'); null for anything else. */
export function wholeNumber(text: string, unit?: NumberUnit): number | null {
  const parsed = parsePolishNumber(text, { decimals: 0, unit });
  return parsed.ok ? parsed.value : null;
}

export type NumberFieldRule = {
  decimals: number;
  unit?: NumberUnit;
  min: number;
  max: number;
  /** The field's message for anything it cannot take. */
  message: string;
  /** When set, what a value with too many decimals is told instead (e.g. grosze in złoty). */
  fractionMessage?: string;
};

function numberField<Empty>(rule: NumberFieldRule, empty: (ctx: z.RefinementCtx) => Empty) {
  return z
    .string()
    .trim()
    .default("")
    .transform((text, ctx): number | Empty => {
      if (!text) return empty(ctx);
      const parsed = parsePolishNumber(text, rule);
      if (parsed.ok && parsed.value >= rule.min && parsed.value <= rule.max) return parsed.value;
      const fraction = !parsed.ok && parsed.reason === "fraction" && rule.fractionMessage;
      ctx.addIssue({ code: "custom", message: fraction || rule.message });
      return z.NEVER;
    });
}

/** A form field that must hold a number (FormData text → number). */
export function requiredNumberField(rule: NumberFieldRule) {
  return numberField(rule, (ctx) => {
    ctx.addIssue({ code: "custom", message: rule.message });
    return z.NEVER;
  });
}

/** A form field that may stay empty: empty is unknown (null), never zero. */
export function optionalNumberField(rule: NumberFieldRule) {
  return numberField(rule, () => null);
}
