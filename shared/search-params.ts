import {
  findPropertyCategory,
  type PropertyCategory,
  SELLER_TYPES,
  type SellerType,
  TRANSACTION_TYPES,
  type TransactionType,
} from "./categories";
import { FLOOR_FILTER_KEYS, type FloorFilter, MARKETS, type Market } from "./listing-params";
import { isLocationSlug, type LocationSlug } from "./locations";
import { type NumberUnit, parsePolishNumber } from "./polish-number";
import { FILTER_KEYS, QUERY_MAX_LENGTH, QUERY_MIN_LENGTH, RESULTS_MAP_VIEW } from "./search-href";
import { LISTING_SORTS, type ListingSort } from "./sorting";
import { z } from "./zod";

export { searchHref } from "./search-href";

/**
 * Values of a multi-valued query parameter, accepting both `?categories=a,b` (links) and
 * `?categories=a&categories=b` (a GET form of checkboxes without JavaScript).
 */
export function readList(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

export type SearchSelection = {
  categories: PropertyCategory[];
  locations: LocationSlug[];
  /** Values that matched nothing; shown so a mistyped link is not silently ignored. */
  unknown: string[];
};

/** Parses `categories` (paths, aliases or singular types) and `locations` (slugs), without duplicates. */
export function parseSearchSelection(params: URLSearchParams): SearchSelection {
  const categories: PropertyCategory[] = [];
  const locations: LocationSlug[] = [];
  const unknown: string[] = [];
  for (const value of readList(params, "categories")) {
    const category = findPropertyCategory(value);
    if (!category) unknown.push(value);
    else if (!categories.includes(category)) categories.push(category);
  }
  for (const value of readList(params, "locations")) {
    const slug = value.toLowerCase();
    if (!isLocationSlug(slug)) unknown.push(value);
    else if (!locations.includes(slug)) locations.push(slug);
  }
  return { categories, locations, unknown };
}

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

/**
 * Every `/search` parameter, validated in one place. A value that fails is dropped and reported
 * (in Polish) rather than failing the page, so a hand-edited or outdated link still shows results.
 */
export const searchParamsSchema = z.object({
  categories: z.array(z.string()).default([]),
  locations: z.array(z.string()).default([]),
  transaction: oneOf(TRANSACTION_TYPES, "Nieznany rodzaj transakcji."),
  priceMin: numberField("Cena od", 1e11, MONEY),
  priceMax: numberField("Cena do", 1e11, MONEY),
  areaMin: numberField("Powierzchnia od", 1e8, AREA),
  areaMax: numberField("Powierzchnia do", 1e8, AREA),
  rooms: z
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
  seller: oneOf(SELLER_TYPES, "Nieznany typ sprzedawcy."),
  market: oneOf(MARKETS, "Rynek: wybierz pierwotny lub wtórny."),
  floor: oneOf(FLOOR_FILTER_KEYS, "Piętro: wybierz parter, 1–3 lub 4 i wyżej."),
  yearMin: z
    .string()
    .transform((v, ctx) => {
      if (v.trim() === "") return undefined;
      const year = /^\d{4}$/.test(v.trim()) ? Number(v) : Number.NaN;
      if (year >= 1800 && year <= 2100) return year;
      ctx.addIssue({ code: "custom", message: "Rok budowy od: podaj rok, np. 2000." });
      return z.NEVER;
    })
    .optional(),
  plotAreaMin: numberField("Powierzchnia działki od", 1e8, AREA),
  plotAreaMax: numberField("Powierzchnia działki do", 1e8, AREA),
  q: z
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
  sort: z
    .enum(LISTING_SORTS.map((s) => s.key) as [ListingSort, ...ListingSort[]])
    .catch("default")
    .default("default"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  // Any other value is the list, the default view.
  widok: z.literal(RESULTS_MAP_VIEW).optional().catch(undefined),
});

type ParsedParams = z.output<typeof searchParamsSchema>;

type SearchFilters = {
  categories: PropertyCategory[];
  locations: LocationSlug[];
  transaction?: TransactionType;
  priceMin?: number;
  priceMax?: number;
  areaMin?: number;
  areaMax?: number;
  /** Minimum number of rooms. */
  rooms?: number;
  seller?: SellerType;
  market?: Market;
  floor?: FloorFilter;
  /** Built in this year or later. */
  yearMin?: number;
  plotAreaMin?: number;
  plotAreaMax?: number;
  q?: string;
  sort: ListingSort;
  page: number;
  widok?: typeof RESULTS_MAP_VIEW;
};

export type ParsedSearch = {
  filters: SearchFilters;
  /** Unknown categories or locations, listed in one message. */
  unknown: string[];
  /** Polish messages for values that were ignored. */
  problems: string[];
};

/** The single-valued parameters: the filters' own (search-href.ts) but the two lists, then sort and page. */
const SCALAR_KEYS = [
  ...FILTER_KEYS.filter((key) => key !== "categories" && key !== "locations"),
  "sort",
  "page",
] as const;

/** Reads and validates every search parameter; never throws. */
export function parseSearchParams(params: URLSearchParams): ParsedSearch {
  const raw: Record<string, unknown> = {
    categories: readList(params, "categories"),
    locations: readList(params, "locations"),
  };
  for (const key of SCALAR_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const problems: string[] = [];
  let parsed = searchParamsSchema.safeParse(raw);
  // Drop each failing field and parse again, so one bad value does not discard the rest.
  for (let attempt = 0; !parsed.success && attempt < SCALAR_KEYS.length; attempt++) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      if (!(key in raw)) continue;
      delete raw[key];
      problems.push(issue.message);
    }
    parsed = searchParamsSchema.safeParse(raw);
  }
  const data: ParsedParams = parsed.success
    ? parsed.data
    : searchParamsSchema.parse({ categories: [], locations: [] });

  const selection = parseSearchSelection(
    new URLSearchParams({
      categories: data.categories.join(","),
      locations: data.locations.join(","),
    }),
  );
  let { priceMin, priceMax, areaMin, areaMax, plotAreaMin, plotAreaMax } = data;
  // A reversed range is almost always a slip; searching it as meant beats an empty page.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
    problems.push("Cena od była większa niż cena do — zamieniono je miejscami.");
  }
  if (areaMin !== undefined && areaMax !== undefined && areaMin > areaMax) {
    [areaMin, areaMax] = [areaMax, areaMin];
    problems.push("Powierzchnia od była większa niż powierzchnia do — zamieniono je miejscami.");
  }
  if (plotAreaMin !== undefined && plotAreaMax !== undefined && plotAreaMin > plotAreaMax) {
    [plotAreaMin, plotAreaMax] = [plotAreaMax, plotAreaMin];
    problems.push("Powierzchnia działki od była większa niż do — zamieniono je miejscami.");
  }
  return {
    filters: {
      categories: selection.categories,
      locations: selection.locations,
      transaction: data.transaction,
      priceMin,
      priceMax,
      areaMin,
      areaMax,
      rooms: data.rooms,
      seller: data.seller,
      market: data.market,
      floor: data.floor,
      yearMin: data.yearMin,
      plotAreaMin,
      plotAreaMax,
      q: data.q,
      sort: data.sort,
      page: data.page,
      widok: data.widok,
    },
    unknown: selection.unknown,
    problems: [...new Set(problems)],
  };
}
