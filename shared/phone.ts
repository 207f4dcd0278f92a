import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { POLISH_PHONE_METADATA } from "./phone-metadata";
import { z } from "./zod";

/**
 * Phone numbers, with libphonenumber's Polish metadata (shared/phone-metadata.ts): stored as
 * E.164 ('+48172421234'), shown grouped as Poland writes them ('+48 17 242 12 34',
 * '+48 601 222 333'). Public pages get the number formatted by the server: this module and its
 * metadata stay out of their JavaScript.
 */

export const PHONE_TEXT = {
  required: "Podaj numer telefonu.",
  invalid:
    "Podaj prawidłowy polski numer telefonu: komórkowy, np. 601 222 333, albo stacjonarny z numerem kierunkowym, np. 17 242 12 34.",
} as const;

function parse(value: string) {
  return parsePhoneNumberFromString(value, { defaultCountry: "PL" }, POLISH_PHONE_METADATA);
}

/**
 * A Polish number as typed (spaces, dashes, dots, brackets, +48 / 0048 / 48 in front) in E.164,
 * or null when it is not a valid Polish number (a landline's area code and a mobile's prefix are
 * checked, not only the length).
 */
export function parsePolishPhone(value: string): string | null {
  const phone = parse(value.trim());
  return phone?.country === "PL" && phone.isValid() ? phone.number : null;
}

/**
 * A stored number as people read it: '+48 17 242 12 34'. Numbers stored before E.164
 * ('+48 600 123 456') read the same; anything the metadata cannot read is shown as it was.
 */
export function formatPhone(stored: string): string {
  const phone = parse(stored);
  return phone?.isValid() ? phone.formatInternational() : stored;
}

function phoneField<Empty>(empty: (ctx: z.RefinementCtx) => Empty) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx): string | Empty => {
      if (!value) return empty(ctx);
      const phone = parsePolishPhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: PHONE_TEXT.invalid });
      return z.NEVER;
    });
}

/** Every phone field that may stay empty (profile, company, agency): E.164 or null. */
export const optionalPhoneField = () => phoneField(() => null);

/** A phone field that must be filled (listing, service): E.164. */
export const requiredPhoneField = () =>
  phoneField((ctx) => {
    ctx.addIssue({ code: "custom", message: PHONE_TEXT.required });
    return z.NEVER;
  });
