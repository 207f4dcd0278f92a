// Kept free of zod and the parsing code: the hero search and the filter panel only build URLs,
// and this keeps the schemas out of the home and category pages' JavaScript.

/** Rooms offered in the form; the last one means "4 or more". */
export const ROOM_MINIMUMS = [1, 2, 3, 4] as const;
/** Shorter text cannot use the trigram index (and matches nearly everything anyway). */
export const QUERY_MIN_LENGTH = 3;
export const QUERY_MAX_LENGTH = 100;

/** Everything the URL may hold, as the form and links write it. */
export type SearchQuery = {
  categories?: readonly string[];
  locations?: readonly string[];
  transaction?: string;
  priceMin?: number | string;
  priceMax?: number | string;
  areaMin?: number | string;
  areaMax?: number | string;
  rooms?: number | string;
  seller?: string;
  market?: string;
  floor?: string;
  yearMin?: number | string;
  plotAreaMin?: number | string;
  plotAreaMax?: number | string;
  q?: string;
  sort?: string;
};

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
    if (value === undefined || value === "" || (key === "sort" && value === "default")) continue;
    params.push(`${key}=${encodeURIComponent(String(value).trim())}`);
  }
  return params.length ? `/search?${params.join("&")}` : "/search";
}
