import { SELLER_LABELS, SELLER_TYPES, TRANSACTION_LABELS, TRANSACTION_TYPES } from "./categories";
import { formatArea, formatPrice } from "./format";
import { FLOOR_FILTER_KEYS, FLOOR_FILTERS, MARKET_LABELS, MARKETS } from "./listing-params";
import { type NumberUnit, parsePolishNumber } from "./polish-number";
import { QUERY_MAX_LENGTH, QUERY_MIN_LENGTH } from "./search-href";
import { z } from "./zod";

/**
 * '400 000', '400.000', '54,5' → a number (the shared Polish parser); '' → undefined (an empty
 * form field). Anything ambiguous fails, so the filter is dropped and reported like any other bad
 * value instead of being misread ('300.000' is never 300 zł).
 */
function numberField(label: string, max: number, rule: { decimals: number; unit: NumberUnit }) {
  return z
    .string()
    .transform((v, ctx) => {
      if (v.trim() === "") return undefined;
      const parsed = parsePolishNumber(v, rule);
      if (parsed.ok && parsed.value <= max) return parsed.value;
      ctx.addIssue({ code: "custom", message: `${label}: podaj liczbę.` });
      return z.NEVER;
    })
    .optional();
}

// Prices are stored in whole złoty, so a bound is too.
const MONEY = { decimals: 0, unit: "zł" } as const;
const AREA = { decimals: 2, unit: "m²" } as const;

const ROOMS_ERROR = "Liczba pokoi: wybierz 1, 2, 3 lub 4+.";

function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  // An empty form field ('') means "any".
  return z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(values, { error: label }).optional(),
  );
}

/** A checkbox: set ('1', what the form sends checked) or absent; '' as absent. */
function flag(label: string) {
  return z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .literal("1", { error: label })
      .transform(() => true as const)
      .optional(),
  );
}

/** The other end of a "from" filter, read together with it (shared/search-params.ts, search-summary.ts). */
type Range = {
  max: string;
  /** The saved search's summary of both ends: 'cena 100–200 zł', 'cena od …', 'cena do …'. */
  summary: string;
  format: (n: number) => string;
  /** The problem reported when the ends came reversed and were swapped. */
  swapped: string;
};

/** One search filter: how its URL value is read, its chip's label and its summary's text. */
type Filter<S extends z.ZodType> = {
  read: S;
  /** The removable chip of a set value (none when undefined). */
  chip: (value: Exclude<z.output<S>, undefined>) => string | undefined;
  /** Its part of the search's summary; a range's "from" end gives the whole range's. */
  summary?: (value: Exclude<z.output<S>, undefined>) => string;
  range?: Range;
};

function filter<S extends z.ZodType>(read: S, texts: Omit<Filter<S>, "read">): Filter<S> {
  return { read, ...texts };
}

/**
 * Every search filter but the category and location lists (they have a parser of their own:
 * search-params.ts), in the order of the URL, the chips and the summary. A new filter is an
 * entry here, its SQL condition in server/listings/list-listings.ts and its field in the form
 * (app/components/listing/param-filters.tsx).
 */
export const SEARCH_FILTERS = {
  transaction: filter(oneOf(TRANSACTION_TYPES, "Nieznany rodzaj transakcji."), {
    chip: (t) => TRANSACTION_LABELS[t],
    summary: (t) => TRANSACTION_LABELS[t],
  }),
  priceMin: filter(numberField("Cena od", 1e11, MONEY), {
    chip: (n) => `Cena od ${formatPrice(n)}`,
    range: {
      max: "priceMax",
      summary: "cena",
      format: formatPrice,
      swapped: "Cena od była większa niż cena do — zamieniono je miejscami.",
    },
  }),
  priceMax: filter(numberField("Cena do", 1e11, MONEY), {
    chip: (n) => `Cena do ${formatPrice(n)}`,
  }),
  areaMin: filter(numberField("Powierzchnia od", 1e8, AREA), {
    chip: (n) => `Pow. od ${formatArea(n)}`,
    range: {
      max: "areaMax",
      summary: "powierzchnia",
      format: formatArea,
      swapped: "Powierzchnia od była większa niż powierzchnia do — zamieniono je miejscami.",
    },
  }),
  areaMax: filter(numberField("Powierzchnia do", 1e8, AREA), {
    chip: (n) => `Pow. do ${formatArea(n)}`,
  }),
  /** Minimum number of rooms. */
  rooms: filter(
    z
      .string()
      .transform((v) => (v.trim() === "" ? undefined : Number(v)))
      .pipe(
        z
          .number()
          .int({ error: ROOMS_ERROR })
          .min(1, { error: ROOMS_ERROR })
          .max(20, { error: ROOMS_ERROR })
          .optional(),
      )
      .optional(),
    { chip: (n) => `Pokoje: od ${n}`, summary: (n) => `pokoje: od ${n}` },
  ),
  seller: filter(oneOf(SELLER_TYPES, "Nieznany typ sprzedawcy."), {
    chip: (s) => SELLER_LABELS[s],
    summary: (s) => SELLER_LABELS[s],
  }),
  market: filter(oneOf(MARKETS, "Rynek: wybierz pierwotny lub wtórny."), {
    chip: (m) => `Rynek ${MARKET_LABELS[m].toLowerCase()}`,
    summary: (m) => `rynek ${MARKET_LABELS[m].toLowerCase()}`,
  }),
  floor: filter(oneOf(FLOOR_FILTER_KEYS, "Piętro: wybierz parter, 1–3 lub 4 i wyżej."), {
    chip: (f) => `Piętro: ${FLOOR_FILTERS[f].label.toLowerCase()}`,
    summary: (f) => `piętro: ${FLOOR_FILTERS[f].label.toLowerCase()}`,
  }),
  /** Built in this year or later. */
  yearMin: filter(
    z
      .string()
      .transform((v, ctx) => {
        if (v.trim() === "") return undefined;
        const year = /^\d{4}$/.test(v.trim()) ? Number(v) : Number.NaN;
        if (year >= 1800 && year <= 2100) return year;
        ctx.addIssue({ code: "custom", message: "Rok budowy od: podaj rok, np. 2000." });
        return z.NEVER;
      })
      .optional(),
    { chip: (year) => `Rok budowy od ${year}`, summary: (year) => `rok budowy od ${year}` },
  ),
  plotAreaMin: filter(numberField("Powierzchnia działki od", 1e8, AREA), {
    chip: (n) => `Działka od ${formatArea(n)}`,
    range: {
      max: "plotAreaMax",
      summary: "działka",
      format: formatArea,
      swapped: "Powierzchnia działki od była większa niż do — zamieniono je miejscami.",
    },
  }),
  plotAreaMax: filter(numberField("Powierzchnia działki do", 1e8, AREA), {
    chip: (n) => `Działka do ${formatArea(n)}`,
  }),
  /** Listings whose outdoor spaces include a balcony. */
  balcony: filter(flag("Z balkonem: zaznacz pole lub usuń je z adresu."), {
    chip: () => "Z balkonem",
    summary: () => "z balkonem",
  }),
  /** Text found in the title or address. */
  q: filter(
    z
      .string()
      .transform((v) => v.replace(/\s+/g, " ").trim())
      .pipe(
        z.union([
          z.literal("").transform(() => undefined),
          z
            .string()
            .min(QUERY_MIN_LENGTH, {
              error: `Wpisz co najmniej ${QUERY_MIN_LENGTH} znaki, aby szukać w tytułach i adresach.`,
            })
            .max(QUERY_MAX_LENGTH, {
              error: `Szukany tekst może mieć najwyżej ${QUERY_MAX_LENGTH} znaków.`,
            }),
        ]),
      )
      .optional(),
    { chip: (q) => `„${q}”`, summary: (q) => `„${q}”` },
  ),
};

export type SearchFilterKey = keyof typeof SEARCH_FILTERS;

/** The filters as read from the URL: what the listing query (ListListingsInput) filters by. */
export type ListingFilters = {
  [K in SearchFilterKey]?: Exclude<z.output<(typeof SEARCH_FILTERS)[K]["read"]>, undefined>;
};

/** The table as a list, for the code that treats every filter alike. */
export const FILTER_LIST = Object.entries(SEARCH_FILTERS).map(([key, definition]) => ({
  key: key as SearchFilterKey,
  // Only ever called with the value this filter's own reader gave.
  ...(definition as unknown as Filter<z.ZodType<unknown>>),
}));

/**
 * The query parameters a filter form writes (everything but sort and page), the view among them
 * (a hidden field) so that filtering the map keeps the map. Public pages get them from their
 * loader (the form's and the sort's fields), so this table stays out of their JavaScript.
 */
export const FILTER_KEYS = [
  "categories",
  "locations",
  ...FILTER_LIST.map((f) => f.key),
  "widok",
] as const;
