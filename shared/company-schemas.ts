import { parseSpecializations, profileSchema } from "./profile-schemas";
import { z } from "./zod";

/** Texts of the panel's Company tab. */
export const COMPANY_TEXT = {
  successTitle: "Sukces",
  errorTitle: "Błąd",
  updated: "Profil firmy został zaktualizowany.",
  updateFailed: "Nie udało się zaktualizować profilu firmy",
  invalidNip: "Podaj prawidłowy NIP (10 cyfr z poprawną sumą kontrolną), np. 123-456-32-18.",
} as const;

export const COMPANY_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  listMax: 20,
  itemMax: 60,
} as const;

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * A Polish NIP as its 10 digits, or null when it is not one: spaces and dashes are allowed
 * ('123-456-32-18'); the weighted sum of the first nine digits mod 11 must equal the last.
 */
export function normalizeNip(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d{10}$/.test(digits)) return null;
  const sum = NIP_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = sum % 11;
  // A remainder of 10 can never match a digit: such numbers are not issued.
  return check === Number(digits[9]) ? digits : null;
}

export function isValidNip(value: string): boolean {
  return normalizeNip(value) !== null;
}

const commaList = (label: string) =>
  z
    .string()
    .default("")
    .transform((value, ctx) => {
      const items = parseSpecializations(value);
      if (
        items.length > COMPANY_LIMITS.listMax ||
        items.some((s) => s.length > COMPANY_LIMITS.itemMax)
      ) {
        ctx.addIssue({
          code: "custom",
          message: `${label}: podaj najwyżej ${COMPANY_LIMITS.listMax} pozycji, każdą do ${COMPANY_LIMITS.itemMax} znaków.`,
        });
        return z.NEVER;
      }
      return items;
    });

/**
 * The company profile form, in the browser and on the server. Every field arrives as text
 * (FormData); the output is what is stored on the company's profile.
 */
export const companySchema = z.object({
  companyName: z
    .string()
    .trim()
    .min(1, "Podaj nazwę firmy.")
    .max(
      COMPANY_LIMITS.nameMax,
      `Nazwa firmy może mieć najwyżej ${COMPANY_LIMITS.nameMax} znaków.`,
    ),
  companyDescription: z
    .string()
    .trim()
    .max(
      COMPANY_LIMITS.descriptionMax,
      `Opis może mieć najwyżej ${COMPANY_LIMITS.descriptionMax} znaków.`,
    )
    .default("")
    .transform((v) => v || null),
  nip: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      if (!value) return null;
      const nip = normalizeNip(value);
      if (!nip) {
        ctx.addIssue({ code: "custom", message: COMPANY_TEXT.invalidNip });
        return z.NEVER;
      }
      return nip;
    }),
  /** The profile form's phone rule: optional, a Polish number stored as E.164 (shared/phone.ts). */
  phone: profileSchema.shape.phone,
  serviceAreas: commaList("Obszary działania"),
  specialization: commaList("Specjalizacje"),
});
export type CompanyInput = z.input<typeof companySchema>;

/** What the Company tab shows and its form starts from. */
export type CompanyProfile = {
  companyName: string;
  companyDescription: string;
  nip: string;
  phone: string;
  serviceAreas: string[];
  specialization: string[];
};
