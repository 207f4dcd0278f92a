import { findPropertyCategory, type PropertyCategory } from "./categories";
import { isLocationSlug, type LocationSlug } from "./locations";
import { FILTER_KEYS, FILTER_LIST, SEARCH_FILTERS } from "./search-filters";
import { RESULTS_MAP_VIEW } from "./search-href";
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

/** Each filter's reader, under its key: the schema's part for the filters. */
function readers<T extends Record<string, { read: z.ZodType }>>(filters: T) {
  return Object.fromEntries(Object.entries(filters).map(([key, f]) => [key, f.read])) as {
    [K in keyof T]: T[K]["read"];
  };
}

/**
 * Every `/search` parameter, validated in one place. A value that fails is dropped and reported
 * (in Polish) rather than failing the page, so a hand-edited or outdated link still shows results.
 */
export const searchParamsSchema = z.object({
  categories: z.array(z.string()).default([]),
  locations: z.array(z.string()).default([]),
  ...readers(SEARCH_FILTERS),
  sort: z
    .enum(LISTING_SORTS.map((s) => s.key) as [ListingSort, ...ListingSort[]])
    .catch("default")
    .default("default"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  // Any other value is the list, the default view.
  widok: z.literal(RESULTS_MAP_VIEW).optional().catch(undefined),
});

type ParsedParams = z.output<typeof searchParamsSchema>;

/** A search's filters: the schema's values, with the categories and locations looked up. */
export type SearchFilters = Omit<ParsedParams, "categories" | "locations"> & {
  categories: PropertyCategory[];
  locations: LocationSlug[];
};

export type ParsedSearch = {
  filters: SearchFilters;
  /** Unknown categories or locations, listed in one message. */
  unknown: string[];
  /** Polish messages for values that were ignored. */
  problems: string[];
};

/** The single-valued parameters: the filters' own (search-filters.ts) but the two lists, then sort and page. */
const SCALAR_KEYS = [
  ...FILTER_KEYS.filter((key) => key !== "categories" && key !== "locations"),
  "sort",
  "page",
] as const;

/** Every parameter's key, in the schema's order: a search names each, an unset one undefined. */
const UNSET = Object.fromEntries(
  Object.keys(searchParamsSchema.shape).map((key) => [key, undefined]),
);

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
  const filters: SearchFilters = {
    ...UNSET,
    ...data,
    categories: selection.categories,
    locations: selection.locations,
  };
  // A reversed range is almost always a slip; searching it as meant beats an empty page.
  for (const { key, range } of FILTER_LIST) {
    if (!range) continue;
    const bounds = filters as Record<string, unknown>;
    const [min, max] = [bounds[key], bounds[range.max]];
    if (typeof min === "number" && typeof max === "number" && min > max) {
      [bounds[key], bounds[range.max]] = [max, min];
      problems.push(range.swapped);
    }
  }
  return {
    filters,
    unknown: selection.unknown,
    problems: [...new Set(problems)],
  };
}
