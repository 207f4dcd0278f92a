/** Sort orders offered on listing and service lists; the key is the `?sort=` value. */
export const LISTING_SORTS = [
  { key: "default", label: "Domyślnie" },
  { key: "price-asc", label: "Cena: od najniższej" },
  { key: "price-desc", label: "Cena: od najwyższej" },
  { key: "area-asc", label: "Powierzchnia: od najmniejszej" },
  { key: "area-desc", label: "Powierzchnia: od największej" },
  { key: "date-desc", label: "Najnowsze" },
] as const;

export type ListingSort = (typeof LISTING_SORTS)[number]["key"];

/** The home grid offers only these three (spec: default, price ascending, price descending). */
export const HOME_SORTS: readonly ListingSort[] = ["default", "price-asc", "price-desc"];

export function parseListingSort(value: string | null | undefined): ListingSort {
  return LISTING_SORTS.find((s) => s.key === value)?.key ?? "default";
}

export const SERVICE_SORTS = [
  { key: "default", label: "Domyślnie" },
  { key: "rating-desc", label: "Najwyżej oceniane" },
  { key: "price-asc", label: "Cena: od najniższej" },
  { key: "price-desc", label: "Cena: od najwyższej" },
  { key: "reviews-desc", label: "Najwięcej opinii" },
  { key: "date-desc", label: "Najnowsze" },
] as const;

export type ServiceSort = (typeof SERVICE_SORTS)[number]["key"];

export function parseServiceSort(value: string | null | undefined): ServiceSort {
  return SERVICE_SORTS.find((s) => s.key === value)?.key ?? "default";
}

/** A positive page number from `?page=`; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export const PAGE_SIZE = 24;

/**
 * Listing results reach at most this many pages (600 offers), as on the big portals: nobody
 * reads page 200, and a deep OFFSET plus an exact count of thousands of matches would cost more
 * than the whole page (bench). Narrower filters reach everything.
 */
export const MAX_LISTING_PAGES = 25;
