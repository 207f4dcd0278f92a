import { PROPERTY_TYPES, TRANSACTION_TYPES } from "./categories";
import { checkboxSchema, repeatedTextSchema } from "./form-fields";
import { formatCount } from "./format";
import {
  BUILDING_TYPES,
  CONDITIONS,
  FLOOR_MAX,
  FLOOR_MIN,
  HEATING_TYPES,
  MARKETS,
  OUTDOOR_SPACES,
  OWNERSHIP_FORMS,
  PARKING_TYPES,
  PLOT_TYPES,
  UTILITIES,
} from "./listing-params";
import { LOCATION_SLUGS } from "./locations";
import { MAP_BOUNDS } from "./map-area";
import { requiredPhoneField } from "./phone";
import { type NumberFieldRule, optionalNumberField, requiredNumberField } from "./polish-number";
import { safeHttpUrl, safeTourUrl } from "./urls";
import { z } from "./zod";

/**
 * Toasts and confirmations of the listing form and list (docs/spec/marketplace.md §8), exactly as
 * written.
 */
export const LISTING_TEXT = {
  successTitle: "Sukces",
  errorTitle: "Błąd",
  added: "Ogłoszenie zostało dodane.",
  updated: "Ogłoszenie zostało zaktualizowane.",
  deleted: "Ogłoszenie zostało usunięte.",
  addFailed: "Nie udało się dodać ogłoszenia.",
  updateFailed: "Nie udało się zaktualizować ogłoszenia.",
  deleteFailed: "Nie udało się usunąć ogłoszenia.",
  saveFailed: "Nie udało się zapisać ogłoszenia.",
  deleteConfirmTitle: "Czy na pewno chcesz usunąć to ogłoszenie?",
  deleteConfirmText: "Ta akcja jest nieodwracalna. Ogłoszenie zostanie trwale usunięte.",
  importSuccessTitle: "Import pomyślny",
  importSuccess: "Ogłoszenie zostało zaimportowane. Sprawdź dane i zapisz.",
  importErrorTitle: "Błąd importu",
  importFailed: "Nie udało się zaimportować ogłoszenia z podanego URL.",
  importUrlRequired: "Podaj adres URL ogłoszenia.",
  fileTooLargeTitle: "Plik za duży",
  fileTooLarge: "Maksymalny rozmiar pliku to 5MB.",
  notImageTitle: "Nieprawidłowy typ pliku",
  notImage: "Proszę wybrać plik obrazu.",
  fileTooLargeNamed: (name: string) => `Plik ${name} jest za duży. Maksymalny rozmiar to 5MB.`,
  notImageNamed: (name: string) => `Plik ${name} nie jest obrazem.`,
  tooManyFetchedPhotos:
    "Jednorazowo możesz dodać najwyżej 20 zdjęć z adresów internetowych. Resztę dodaj w edycji.",
} as const;

export const LISTING_LIMITS = {
  titleMax: 150,
  addressMax: 200,
  descriptionMax: 10_000,
  priceMax: 100_000_000,
  areaMax: 1_000_000,
  roomsMax: 100,
  /**
   * The largest choice of the administrator's setting (MAX_PHOTOS_OPTIONS); the setting itself
   * is enforced by createListing/updateListing and passed to the form as `maxPhotos`.
   */
  photosMax: 50,
  /** New files in one save: 10 × 5 MB keeps a request body bounded. */
  newFilesMax: 10,
  /**
   * Photos one save fetches by address (links and an import's portal photos, which number up to
   * MAX_IMPORTED_IMAGES = 20): each is downloaded and re-encoded before the save answers.
   */
  fetchedPhotosMax: 20,
  videosMax: 5,
} as const;

/** The listing's numbers: whole złoty, m² to the hundredth, whole rooms; empty means unknown. */
const LISTING_NUMBERS = {
  price: {
    decimals: 0,
    unit: "zł",
    min: 1,
    max: LISTING_LIMITS.priceMax,
    message: "Podaj cenę w złotych, np. 350 000.",
    fractionMessage: "Podaj cenę w pełnych złotych, bez groszy, np. 350 000.",
  },
  area: {
    decimals: 2,
    unit: "m²",
    min: 0,
    max: LISTING_LIMITS.areaMax,
    message: `Powierzchnia: podaj liczbę od 0 do ${formatCount(LISTING_LIMITS.areaMax)}, np. 54,5.`,
  },
  rooms: {
    decimals: 0,
    min: 1,
    max: LISTING_LIMITS.roomsMax,
    message: `Liczba pokoi: podaj liczbę całkowitą od 1 do ${LISTING_LIMITS.roomsMax}.`,
  },
  bathrooms: {
    decimals: 0,
    min: 0,
    max: LISTING_LIMITS.roomsMax,
    message: `Liczba łazienek: podaj liczbę całkowitą od 0 do ${LISTING_LIMITS.roomsMax}.`,
  },
} as const satisfies Record<string, NumberFieldRule>;

/** The newest year built a listing may give: houses are sold a few years before they are done. */
const YEAR_BUILT_MAX = new Date().getFullYear() + 5;

/** The structured parameters' numbers (shared/listing-params.ts), typed the Polish way too. */
const PARAM_NUMBERS = {
  floorsTotal: {
    decimals: 0,
    min: 0,
    max: 100,
    message: "Liczba pięter: podaj liczbę całkowitą od 0 do 100.",
  },
  yearBuilt: {
    decimals: 0,
    min: 1800,
    max: YEAR_BUILT_MAX,
    message: `Rok budowy: podaj rok od 1800 do ${YEAR_BUILT_MAX}.`,
  },
  rentAdditional: {
    decimals: 0,
    unit: "zł",
    min: 0,
    max: 100_000,
    message: "Czynsz: podaj kwotę w pełnych złotych, np. 450.",
  },
  deposit: {
    decimals: 0,
    unit: "zł",
    min: 0,
    max: 1_000_000,
    message: "Kaucja: podaj kwotę w pełnych złotych, np. 3 000.",
  },
  plotArea: {
    decimals: 2,
    unit: "m²",
    min: 0,
    max: LISTING_LIMITS.areaMax,
    message: `Powierzchnia działki: podaj liczbę od 0 do ${formatCount(LISTING_LIMITS.areaMax)}, np. 1 250.`,
  },
} as const satisfies Record<string, NumberFieldRule>;

/** A select of one of `values`; empty is unknown (null). */
function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z
    .string()
    .trim()
    .default("")
    .transform((value, ctx): T[number] | null => {
      if (!value) return null;
      if ((values as readonly string[]).includes(value)) return value;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

/** Checkboxes sent under one name: values of `values` only, each once; none ticked is unknown. */
function optionalSet<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return repeatedTextSchema.transform((chosen, ctx): T[number][] | null => {
    if (chosen.some((v) => !(values as readonly string[]).includes(v))) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return chosen.length ? values.filter((v) => chosen.includes(v)) : null;
  });
}

const FLOOR_MESSAGE = `Piętro: wybierz suterenę, parter lub piętro od 1 do ${FLOOR_MAX}.`;

/** The listing's structured parameters as the form sends them; the save keeps those that apply. */
const listingParamsShape = {
  market: optionalChoice(MARKETS, "Wybierz rynek: pierwotny lub wtórny."),
  buildingType: optionalChoice(BUILDING_TYPES, "Wybierz rodzaj zabudowy z listy."),
  floor: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      if (!value) return null;
      const floor = /^-?\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
      if (floor >= FLOOR_MIN && floor <= FLOOR_MAX) return floor;
      ctx.addIssue({ code: "custom", message: FLOOR_MESSAGE });
      return z.NEVER;
    }),
  floorsTotal: optionalNumberField(PARAM_NUMBERS.floorsTotal),
  yearBuilt: optionalNumberField(PARAM_NUMBERS.yearBuilt),
  condition: optionalChoice(CONDITIONS, "Wybierz stan wykończenia z listy."),
  heating: optionalChoice(HEATING_TYPES, "Wybierz ogrzewanie z listy."),
  elevator: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      if (!value) return null;
      if (value === "tak" || value === "nie") return value === "tak";
      ctx.addIssue({ code: "custom", message: "Winda: wybierz „tak” lub „nie”." });
      return z.NEVER;
    }),
  outdoor: optionalSet(OUTDOOR_SPACES, "Zaznacz balkon, loggię, taras lub ogród z listy."),
  parking: optionalChoice(PARKING_TYPES, "Wybierz parking z listy."),
  ownership: optionalChoice(OWNERSHIP_FORMS, "Wybierz formę własności z listy."),
  rentAdditional: optionalNumberField(PARAM_NUMBERS.rentAdditional),
  deposit: optionalNumberField(PARAM_NUMBERS.deposit),
  availableFrom: z
    .string()
    .trim()
    .default("")
    .transform((value, ctx) => {
      if (!value) return null;
      const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
      if (day && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)) {
        const year = day.getUTCFullYear();
        if (year >= 2000 && year <= YEAR_BUILT_MAX) return value;
      }
      ctx.addIssue({ code: "custom", message: "Dostępne od: wybierz datę z kalendarza." });
      return z.NEVER;
    }),
  plotArea: optionalNumberField(PARAM_NUMBERS.plotArea),
  plotType: optionalChoice(PLOT_TYPES, "Wybierz rodzaj działki z listy."),
  utilities: optionalSet(UTILITIES, "Zaznacz media z listy: prąd, woda, gaz, kanalizacja."),
};

/** A coordinate the map wrote into a hidden field; empty is no point. Six decimals (~0.1 m). */
const coordinate = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx) => {
    if (!value) return null;
    const number = Number(value);
    if (Number.isFinite(number)) return Math.round(number * 1e6) / 1e6;
    ctx.addIssue({ code: "custom", message: POINT_OUTSIDE });
    return z.NEVER;
  });

const POINT_OUTSIDE =
  "Zaznacz punkt na mapie w powiecie leżajskim lub tuż obok (szer. 49,9–50,45°, dł. 22,1–22,75°).";

/** The owner's point: both coordinates or neither, within MAP_BOUNDS. */
function checkPoint(values: { lat: number | null; lng: number | null }, ctx: z.RefinementCtx) {
  const { lat, lng } = values;
  if (lat === null && lng === null) return;
  const inside =
    lat !== null &&
    lng !== null &&
    lat >= MAP_BOUNDS.latMin &&
    lat <= MAP_BOUNDS.latMax &&
    lng >= MAP_BOUNDS.lngMin &&
    lng <= MAP_BOUNDS.lngMax;
  if (!inside) ctx.addIssue({ code: "custom", path: ["lat"], message: POINT_OUTSIDE });
}

/** A flat cannot be above the top floor of its building. */
function checkFloor(
  values: { floor: number | null; floorsTotal: number | null },
  ctx: z.RefinementCtx,
) {
  if (values.floor !== null && values.floorsTotal !== null && values.floor > values.floorsTotal) {
    ctx.addIssue({
      code: "custom",
      path: ["floor"],
      message: "Piętro nie może być wyższe niż liczba pięter w budynku.",
    });
  }
}

/**
 * The structured parameters alone, as the form sends them (text): the imports put what a portal
 * or a feed says into this form and keep what the form's own rules accept.
 */
export const listingParamsSchema = z.object(listingParamsShape).superRefine(checkFloor);

/**
 * The listing form's fields as they arrive (FormData text; `videos` repeated), parsed into what
 * is stored. The same schema checks the form in the browser and the request on the server.
 * Photos travel separately (photoManifestSchema); seller type and source are never fields.
 */
export const listingSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Podaj tytuł ogłoszenia.")
      .max(LISTING_LIMITS.titleMax, `Tytuł może mieć najwyżej ${LISTING_LIMITS.titleMax} znaków.`),
    price: requiredNumberField(LISTING_NUMBERS.price),
    location: z.enum(LOCATION_SLUGS, { error: "Wybierz miejscowość." }),
    address: z
      .string()
      .trim()
      .max(
        LISTING_LIMITS.addressMax,
        `Adres może mieć najwyżej ${LISTING_LIMITS.addressMax} znaków.`,
      )
      .default("")
      .transform((v) => v || null),
    area: optionalNumberField(LISTING_NUMBERS.area),
    rooms: optionalNumberField(LISTING_NUMBERS.rooms),
    bathrooms: optionalNumberField(LISTING_NUMBERS.bathrooms),
    type: z.enum(PROPERTY_TYPES, { error: "Wybierz typ nieruchomości." }),
    transactionType: z.enum(TRANSACTION_TYPES, { error: "Wybierz rodzaj oferty." }),
    description: z
      .string()
      .trim()
      .max(
        LISTING_LIMITS.descriptionMax,
        `Opis może mieć najwyżej ${LISTING_LIMITS.descriptionMax} znaków.`,
      )
      .default(""),
    phone: requiredPhoneField(),
    videos: repeatedTextSchema.transform((values, ctx) => {
      const urls = values.map((v) => v.trim()).filter(Boolean);
      if (urls.length > LISTING_LIMITS.videosMax) {
        ctx.addIssue({
          code: "custom",
          message: `Dodaj najwyżej ${LISTING_LIMITS.videosMax} filmów.`,
        });
        return z.NEVER;
      }
      const safe = urls.map((url) => safeHttpUrl(url));
      if (safe.some((url) => url === null)) {
        ctx.addIssue({
          code: "custom",
          message: "Link do filmu musi zaczynać się od http:// lub https://.",
        });
        return z.NEVER;
      }
      return safe as string[];
    }),
    virtualTourUrl: z
      .string()
      .trim()
      .default("")
      .transform((value, ctx) => {
        if (!value) return null;
        const url = safeTourUrl(value);
        if (!url) {
          ctx.addIssue({
            code: "custom",
            message:
              "Wirtualny spacer: podaj link https z Matterport (my.matterport.com), Kuula (kuula.co) lub YouTube (adres /embed/…).",
          });
          return z.NEVER;
        }
        return url;
      }),
    ...listingParamsShape,
    // The exact point (optional) and whether visitors may see it (off: an area around it).
    lat: coordinate,
    lng: coordinate,
    showExactLocation: checkboxSchema,
  })
  .superRefine(checkFloor)
  .superRefine(checkPoint);
export type ListingValues = z.output<typeof listingSchema>;

/**
 * One photo of the form, in display order (the first is the main image):
 * - stored: a photo the listing already has (its URL as saved);
 * - file: a new upload, sent in the same request under the form field `field`;
 * - remote: a portal photo from an import, fetched and re-hosted when the listing is saved;
 * - link: an image address the user typed, fetched and re-hosted the same way (never hot-linked).
 */
const photoSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("stored"), url: z.string().min(1).max(2048) }),
  z.object({ kind: z.literal("file"), field: z.string().regex(/^photo-\d{1,3}$/) }),
  z.object({ kind: z.literal("remote"), url: z.url({ protocol: /^https$/ }).max(2048) }),
  z.object({ kind: z.literal("link"), url: z.url({ protocol: /^https?$/ }).max(2048) }),
]);
export type PhotoEntry = z.infer<typeof photoSchema>;

/** The `photos` form field: the JSON list of PhotoEntry. */
export const photoManifestSchema = z
  .string()
  .default("[]")
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Nieprawidłowa lista zdjęć." });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(photoSchema)
      .max(LISTING_LIMITS.photosMax, `Dodaj najwyżej ${LISTING_LIMITS.photosMax} zdjęć.`)
      .refine(
        (photos) => photos.filter((p) => p.kind === "file").length <= LISTING_LIMITS.newFilesMax,
        `Jednorazowo możesz wgrać najwyżej ${LISTING_LIMITS.newFilesMax} zdjęć.`,
      )
      .refine(
        (photos) =>
          photos.filter((p) => p.kind === "remote" || p.kind === "link").length <=
          LISTING_LIMITS.fetchedPhotosMax,
        LISTING_TEXT.tooManyFetchedPhotos,
      ),
  );

/**
 * The listing form as it is posted: the listing's fields, its photo list, the listing edited
 * (`id`, empty when adding) and an import's portal and page (`source`, `externalUrl`, hidden
 * fields that trustedImportOrigin judges on the server).
 */
export const listingFormSchema = listingSchema.extend({
  id: z.string().default(""),
  photos: photoManifestSchema,
  source: z.string().default(""),
  externalUrl: z.string().default(""),
});

/** The import dialog: the address of an offer on another portal (the server judges the rest). */
export const listingImportSchema = z.object({
  url: z.string().trim().min(1, LISTING_TEXT.importUrlRequired),
});

/**
 * 'Odśwież ogłoszenie' on the expiry reminder's page: the token in the address says which
 * listing, the form sends nothing.
 */
export const listingRenewSchema = z.object({});

/** 'Pokaż numer' on the listing page (its form has no other field). */
export const revealPhoneSchema = z.object({
  intent: z.literal("reveal-phone", { error: "Nieznana akcja." }),
});
