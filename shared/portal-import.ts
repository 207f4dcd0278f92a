import type { FlatApiError } from "./api-error";
import type { PropertyType, TransactionType } from "./categories";
import { JSON_IMPORT_TEXT } from "./json-import";
import type { ListingParams } from "./listing-params";
import type { LocationSlug } from "./locations";
import type { SourceKey } from "./sources";
import { z } from "./zod";

/** A listing read from another portal's page: what the "import by URL" form is prefilled with. */
export type ImportedListing = {
  title: string;
  /** Whole PLN; null when the page shows none or a price in another currency. */
  price: number | null;
  location: LocationSlug | null;
  /** The portal's own location text, kept whether or not it matched one of our locations. */
  address: string;
  /** Plain text, tags stripped. */
  description: string;
  area: number | null;
  rooms: number | null;
  bathrooms: number | null;
  type: PropertyType;
  transaction: TransactionType;
  /** Absolute https URLs on allowed hosts, deduplicated. */
  images: string[];
  source: SourceKey;
  /** The canonical page URL. */
  externalUrl: string;
  /** The structured parameters the page gives, as the listing form would store them. */
  params: ListingParams;
  /** Parameters the page gives that could not be read (logged, not shown). */
  droppedParams: string[];
};

/** How many listings one import from a portal may take (docs/spec/panel.md §9). */
export const PORTAL_IMPORT_LIMITS = [5, 10, 25, 50] as const;
export const DEFAULT_PORTAL_IMPORT_LIMIT = 10;

/** A portal whose search results can be imported, as the form offers it. */
export type PortalOption = { key: SourceKey; label: string };

export const PORTAL_IMPORT_TEXT = {
  running: "Importowanie…",
  failed: "Błąd podczas importu",
  signedOut: JSON_IMPORT_TEXT.signedOut,
  forbidden: "Brak uprawnień do importu ogłoszeń.",
  invalidToken: "Nieprawidłowy lub unieważniony token API.",
  notJson: "Wyślij dane jako JSON: {portal, url, limit}.",
  tooLarge: "Za duże zapytanie.",
  portal: "Wybierz portal z listy.",
  urlRequired: "Podaj adres strony wyników wyszukiwania.",
  urlInvalid: "Podaj pełny adres strony zaczynający się od https://.",
  limit: "Liczba ogłoszeń musi wynosić 5, 10, 25 lub 50.",
  noListings: "Nie znaleziono ogłoszeń na tej stronie wyników wyszukiwania.",
  unexpected: "Nie udało się zaimportować ogłoszeń. Spróbuj ponownie.",
} as const;

/** 'Zaimportowano N z M ogłoszeń' (docs/spec/panel.md §8), named after the portal. */
export function portalImportSuccess(imported: number, total: number, portal: string): string {
  return `Zaimportowano ${imported} z ${total} ${total === 1 ? "ogłoszenia" : "ogłoszeń"} z portalu ${portal}.`;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The import's request, checked alike by the tab's form and by POST /api/import-properties:
 * `portals` are the keys of the portals whose search pages can be read. That the address is on
 * the chosen portal is checked by the server, which knows the portals' hosts.
 */
export function portalImportSchema(portals: readonly string[]) {
  return z.object(
    {
      portal: z
        .string({ error: PORTAL_IMPORT_TEXT.portal })
        .refine((key) => portals.includes(key), {
          error: PORTAL_IMPORT_TEXT.portal,
        }),
      url: z
        .string({ error: PORTAL_IMPORT_TEXT.urlRequired })
        .trim()
        .min(1, { error: PORTAL_IMPORT_TEXT.urlRequired })
        .max(2000, { error: PORTAL_IMPORT_TEXT.urlInvalid })
        .refine(isHttpsUrl, { error: PORTAL_IMPORT_TEXT.urlInvalid }),
      // A number in the JSON request; the tab's form sends its choice as text.
      limit: z
        .preprocess(
          (value) => (typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : value),
          z.number({ error: PORTAL_IMPORT_TEXT.limit }),
        )
        .refine((n) => (PORTAL_IMPORT_LIMITS as readonly number[]).includes(n), {
          error: PORTAL_IMPORT_TEXT.limit,
        })
        .default(DEFAULT_PORTAL_IMPORT_LIMIT),
    },
    { error: PORTAL_IMPORT_TEXT.notJson },
  );
}

/** What the endpoint answers: the counts, or the reason it could not import. */
export type PortalImportResponse = { imported: number; total: number } | FlatApiError;
