import { optionalPhoneField } from "./phone";
import { ACCOUNT_TYPES, type AccountType, ROLES, type Role } from "./roles";
import { z } from "./zod";

/**
 * Schemas of the setup wizard (/konfiguracja) and the role helpers. The wizard's forms and the
 * domain modules parse with the same schemas, so a rule cannot differ between the two.
 */

/**
 * The role each account type brings (docs/spec/panel.md §6: agencja, posrednik, firma, else
 * wlasciciel).
 */
export const ACCOUNT_TYPE_ROLE: Record<AccountType, Role> = {
  wlasciciel: "wlasciciel",
  posrednik: "posrednik",
  agencja: "agencja",
  firma: "firma",
};

export const accountTypeSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { error: "Wybierz typ konta, aby kontynuować" }),
});
export type AccountTypeInput = z.input<typeof accountTypeSchema>;

export const roleSchema = z.enum(ROLES, { error: "Nieznana rola" });

/** A form field that may be left empty: trimmed, and "" becomes null. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);
}

export const agencySchema = z.object({
  name: z
    .string({ error: "Nazwa jest wymagana" })
    .trim()
    .min(1, "Nazwa jest wymagana")
    .max(200, "Nazwa może mieć najwyżej 200 znaków"),
  licenseNumber: optionalText(100, "Numer licencji może mieć najwyżej 100 znaków"),
  email: optionalText(254, "Adres email jest za długi").pipe(
    z.email({ error: "Podaj prawidłowy adres email" }).nullable(),
  ),
  phone: optionalPhoneField(),
  // Only web addresses: a javascript: or data: URL would run when someone clicks the link.
  website: optionalText(500, "Adres strony jest za długi").pipe(
    z
      .url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: "Podaj adres strony zaczynający się od http:// lub https://",
      })
      .nullable(),
  ),
  address: optionalText(300, "Adres może mieć najwyżej 300 znaków"),
  description: optionalText(2000, "Opis może mieć najwyżej 2000 znaków"),
});
export type AgencyInput = z.input<typeof agencySchema>;
