import { findPropertyCategory, type PropertyCategory } from "./categories";
import { isLocationSlug, type LocationSlug } from "./locations";

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

/** The canonical search URL: `/search?categories=a,b&locations=x,y`. */
export function searchHref(categories: readonly string[], locations: readonly string[]): string {
  const params: string[] = [];
  if (categories.length) params.push(`categories=${categories.map(encodeURIComponent).join(",")}`);
  if (locations.length) params.push(`locations=${locations.map(encodeURIComponent).join(",")}`);
  return params.length ? `/search?${params.join("&")}` : "/search";
}
