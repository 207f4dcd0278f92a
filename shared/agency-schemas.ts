import { type PhotoEntry, photoManifestSchema } from "./listing-schemas";
import { profileSchema } from "./profile-schemas";
import { agencySchema } from "./setup-schemas";
import { safeHttpUrl } from "./urls";
import { z } from "./zod";

/** Texts of the panel's Agency tab. */
export const AGENCY_TEXT = {
  successTitle: "Sukces",
  errorTitle: "Błąd",
  saved: "Profil agencji został zapisany.",
  loadFailed: "Nie udało się pobrać danych agencji.",
  saveFailed: "Nie udało się zapisać profilu agencji",
  logoHttps: "Adres logo musi zaczynać się od https://",
  oneLogo: "Agencja może mieć jedno logo.",
} as const;

/**
 * The Agency tab's profile form, in the browser and on the server: the setup wizard's agency
 * rules (name required, e-mail, http(s) website), with the profile form's Polish phone rule.
 * The logo travels separately as the panel forms' photo manifest (agencyLogoEntries).
 */
export const agencyProfileSchema = agencySchema.extend({
  phone: profileSchema.shape.phone,
  website: agencySchema.shape.website.refine((v) => v === null || safeHttpUrl(v) !== null, {
    message: "Podaj adres strony zaczynający się od http:// lub https://",
  }),
});
export type AgencyProfileInput = z.input<typeof agencyProfileSchema>;

/** The logo as the photo manifest: at most one entry, an address only over https. */
export const agencyLogoSchema = z
  .array(z.custom<PhotoEntry>())
  .max(1, AGENCY_TEXT.oneLogo)
  .refine((entries) => entries.every((e) => e.kind !== "link" || e.url.startsWith("https://")), {
    message: AGENCY_TEXT.logoHttps,
  });

/** The Agency tab's form as it is posted: the profile's fields and the logo's photo list. */
export const agencyFormSchema = agencyProfileSchema.extend({
  photos: photoManifestSchema.pipe(agencyLogoSchema),
});

/** What the Agency tab shows and its form starts from. */
export type AgencyProfile = {
  name: string;
  licenseNumber: string;
  email: string;
  phone: string;
  website: string;
  logoUrl: string;
  address: string;
  description: string;
};
