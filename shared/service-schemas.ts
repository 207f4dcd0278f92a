import { SERVICE_CATEGORY_VALUES } from "./categories";
import { repeatedTextSchema } from "./form-fields";
import { listingSchema, photoManifestSchema } from "./listing-schemas";
import { LOCATION_SLUGS } from "./locations";
import { requiredNumberField } from "./polish-number";
import { MAX_PHOTOS_TEXT } from "./settings-texts";
import { z } from "./zod";

/**
 * Toasts and confirmations of the service form and list (docs/spec/marketplace.md §8), exactly as
 * written.
 */
export const SERVICE_TEXT = {
  successTitle: "Sukces",
  errorTitle: "Błąd",
  added: "Usługa została dodana.",
  updated: "Usługa została zaktualizowana.",
  deleted: "Usługa została usunięta.",
  addFailed: "Nie udało się dodać usługi.",
  updateFailed: "Nie udało się zaktualizować usługi.",
  deleteFailed: "Nie udało się usunąć usługi.",
  deleteConfirmTitle: "Czy na pewno chcesz usunąć tę usługę?",
  deleteConfirmText: "Ta akcja jest nieodwracalna. Usługa zostanie trwale usunięta.",
} as const;

export const SERVICE_LIMITS = {
  titleMax: 120,
  priceMin: 1,
  priceMax: 100_000,
  descriptionMax: 5000,
  offeredMax: 20,
  offeredItemMax: 80,
  warrantyMax: 600,
  contactPersonMax: 80,
  availabilityMax: 60,
  /** A service's photos (the administrator's setting is for listings only). */
  photosMax: 20,
} as const;

/**
 * The example under the availability field (docs/spec/marketplace.md §3's default). Only a hint: a
 * service whose company left the field empty shows no availability rather than hours nobody
 * promised.
 */
export const AVAILABILITY_EXAMPLE = "Pn-Pt 8-17";

/** The form's field names, as the inputs must be named (`offeredServices` repeats). */
export const SERVICE_FIELDS = [
  "title",
  "priceFrom",
  "category",
  "location",
  "description",
  "offeredServices",
  "warrantyMonths",
  "contactPerson",
  "phone",
  "availability",
] as const;

/** Optional text: trimmed, at most `max` characters, empty → null. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} może mieć najwyżej ${max} znaków.`)
    .default("")
    .transform((v) => v || null);
}

/**
 * The service form's fields as they arrive (FormData text; `offeredServices` repeated), parsed
 * into what is stored. The same schema checks the form in the browser and the request on the
 * server. Photos travel separately (photoManifestSchema from listing-schemas); rating, review
 * count, views and the verified flag are never fields.
 */
export const serviceSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Podaj nazwę usługi.")
    .max(SERVICE_LIMITS.titleMax, `Nazwa może mieć najwyżej ${SERVICE_LIMITS.titleMax} znaków.`),
  priceFrom: requiredNumberField({
    decimals: 0,
    unit: "zł",
    min: SERVICE_LIMITS.priceMin,
    max: SERVICE_LIMITS.priceMax,
    message: "Podaj cenę w złotych za godzinę (od 1 do 100 000 zł), np. 80.",
    fractionMessage: "Podaj cenę w pełnych złotych za godzinę, bez groszy, np. 80.",
  }),
  category: z.enum(SERVICE_CATEGORY_VALUES, { error: "Wybierz kategorię." }),
  location: z.enum(LOCATION_SLUGS, { error: "Wybierz miejscowość." }),
  description: z
    .string()
    .trim()
    .max(
      SERVICE_LIMITS.descriptionMax,
      `Opis może mieć najwyżej ${SERVICE_LIMITS.descriptionMax} znaków.`,
    )
    .default(""),
  offeredServices: repeatedTextSchema.transform((values, ctx) => {
    // One item per field (a textarea with one per line works too); repeats dropped.
    const items = [
      ...new Set(
        values
          .flatMap((v) => v.split(/\r?\n/))
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (items.length > SERVICE_LIMITS.offeredMax) {
      ctx.addIssue({
        code: "custom",
        message: `Dodaj najwyżej ${SERVICE_LIMITS.offeredMax} oferowanych usług.`,
      });
      return z.NEVER;
    }
    if (items.some((item) => item.length > SERVICE_LIMITS.offeredItemMax)) {
      ctx.addIssue({
        code: "custom",
        message: `Każda oferowana usługa może mieć najwyżej ${SERVICE_LIMITS.offeredItemMax} znaków.`,
      });
      return z.NEVER;
    }
    return items;
  }),
  warrantyMonths: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      if (!value) return null;
      const n = Number(value);
      if (!/^\d+$/.test(value) || n > SERVICE_LIMITS.warrantyMax) {
        ctx.addIssue({
          code: "custom",
          message: `Gwarancja: podaj liczbę miesięcy od 0 do ${SERVICE_LIMITS.warrantyMax}.`,
        });
        return z.NEVER;
      }
      return n;
    }),
  contactPerson: optionalText("Osoba kontaktowa", SERVICE_LIMITS.contactPersonMax),
  /** Required, with the listing form's rule and messages. */
  phone: listingSchema.shape.phone,
  availability: z
    .string()
    .trim()
    .max(
      SERVICE_LIMITS.availabilityMax,
      `Dostępność może mieć najwyżej ${SERVICE_LIMITS.availabilityMax} znaków.`,
    )
    .default("")
    .transform((v) => v || null),
});
export type ServiceValues = z.output<typeof serviceSchema>;

/**
 * The service form as it is posted (the panel's and the administrator's add dialog): the
 * service's fields, its photo list (at most SERVICE_LIMITS.photosMax) and the service edited
 * (`id`, empty when adding).
 */
export const serviceFormSchema = serviceSchema.extend({
  id: z.string().default(""),
  photos: photoManifestSchema.refine(
    (list) => list.length <= SERVICE_LIMITS.photosMax,
    MAX_PHOTOS_TEXT.tooMany(SERVICE_LIMITS.photosMax),
  ),
});

/** One row of the panel's 'Moje usługi' list (listOwnServices). */
export type OwnService = {
  id: string;
  title: string;
  priceFrom: number;
  category: string;
  location: string;
  imageUrl: string | null;
  availability: string | null;
  views: number;
  /** Average of real reviews; null until there are some. */
  rating: number | null;
  reviewCount: number;
  isPremium: boolean;
  isVerified: boolean;
  /** Hidden by a moderation decision: off the public pages until an appeal reverses it. */
  isHidden: boolean;
  createdAt: Date;
};

/** A service as the edit form opens it (getServiceForEdit); `photos` in display order. */
export type ServiceForEdit = {
  id: string;
  title: string;
  priceFrom: number;
  category: string;
  location: string;
  description: string;
  offeredServices: string[];
  warrantyMonths: number | null;
  contactPerson: string | null;
  phone: string | null;
  availability: string | null;
  /** Shown read-only when editing: premium comes only from a promotion or an administrator. */
  isPremium: boolean;
  photos: string[];
};
