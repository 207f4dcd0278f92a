import type { SearchFilterKey } from "./search-filters";

// Kept free of zod and the parsing code: the hero search and the filter panel only build URLs,
// and this keeps the schemas out of the home and category pages' JavaScript. The filters' table
// (search-filters.ts) is imported for its types only, which the build drops.

/** Rooms offered in the form; the last one means "4 or more". */
export const ROOM_MINIMUMS = [1, 2, 3, 4] as const;
/** Shorter text cannot use the trigram index (and matches nearly everything anyway). */
export const QUERY_MIN_LENGTH = 3;
export const QUERY_MAX_LENGTH = 100;

/** Everything the URL may hold, as the form and links write it (a set flag filter: true). */
export type SearchQuery = {
  categories?: readonly string[];
  locations?: readonly string[];
  sort?: string;
  page?: number | string;
  /** `mapa`: the results on a map (RESULTS_MAP_VIEW); absent: the list. */
  widok?: string;
} & { [K in SearchFilterKey]?: number | string | boolean };

/** The `widok` value of the map view of results. */
export const RESULTS_MAP_VIEW = "mapa";

/**
 * The canonical search URL: `/search?categories=a,b&locations=x,y&…`, empty values left out and
 * the default sort omitted, so equal searches share one URL.
 */
export function searchHref(
  categories: readonly string[],
  locations: readonly string[],
  rest: Omit<SearchQuery, "categories" | "locations"> = {},
): string {
  const params: string[] = [];
  if (categories.length) params.push(`categories=${categories.map(encodeURIComponent).join(",")}`);
  if (locations.length) params.push(`locations=${locations.map(encodeURIComponent).join(",")}`);
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === "" || value === false) continue;
    if (key === "sort" && value === "default") continue;
    params.push(`${key}=${value === true ? "1" : encodeURIComponent(String(value).trim())}`);
  }
  return params.length ? `/search?${params.join("&")}` : "/search";
}

/**
 * The URL of a filtered list: on a category page its own path (one town as the path's second
 * part, like the menu's links), so the page keeps its URL and heading; elsewhere /search.
 */
export function filtersHref(query: SearchQuery, fixedCategory?: string): string {
  const { categories = [], locations = [], ...rest } = query;
  if (!fixedCategory) return searchHref(categories, locations, rest);
  const inPath = locations.length === 1 ? locations[0] : undefined;
  const href = searchHref([], inPath ? [] : locations, rest);
  const path = `/${fixedCategory}${inPath ? `/${encodeURIComponent(inPath)}` : ""}`;
  return href.replace("/search", path);
}

/** One side of the "Lista | Mapa" switch; `current` is the `aria-current` of the one shown. */
export type ResultView = { label: string; href: string; current?: "page" };

/** The "Lista | Mapa" switch: the same results as a list (its first page) and on the map. */
export function resultViews(query: SearchQuery, fixedCategory?: string): ResultView[] {
  const onMap = query.widok === RESULTS_MAP_VIEW;
  return [
    {
      label: "Lista",
      href: filtersHref({ ...query, page: undefined, widok: undefined }, fixedCategory),
      current: onMap ? undefined : "page",
    },
    {
      label: "Mapa",
      href: filtersHref({ ...query, page: undefined, widok: RESULTS_MAP_VIEW }, fixedCategory),
      current: onMap ? "page" : undefined,
    },
  ];
}
