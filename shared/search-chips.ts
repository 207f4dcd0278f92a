import { PROPERTY_CATEGORIES } from "./categories";
import { locationLabel } from "./locations";
import { FILTER_LIST, type ListingFilters } from "./search-filters";
import { filtersHref, type SearchQuery } from "./search-href";

/** One active filter: its label and the URL of the same list without it. */
export type FilterChip = { key: string; label: string; href: string };

/** A search's values as its loader has read them (search-params.ts). */
type ChipValues = Omit<SearchQuery, keyof ListingFilters> & ListingFilters;

/**
 * The active filters as removable chips, each a plain link (works without JavaScript). On a
 * category page its category is the page itself, not a filter. The sort is kept; the page
 * is not (fewer filters, other pages).
 */
export function filterChips(values: ChipValues, fixedCategory?: string): FilterChip[] {
  const { categories = [], locations = [] } = values;
  const without = (change: Partial<SearchQuery>) =>
    filtersHref({ ...values, page: undefined, ...change }, fixedCategory);
  return [
    ...(fixedCategory ? [] : categories).map((slug) => ({
      key: `categories-${slug}`,
      label: PROPERTY_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug,
      href: without({ categories: categories.filter((c) => c !== slug) }),
    })),
    ...locations.map((slug) => ({
      key: `locations-${slug}`,
      label: locationLabel(slug) ?? slug,
      href: without({ locations: locations.filter((l) => l !== slug) }),
    })),
    ...FILTER_LIST.flatMap(({ key, chip }) => {
      const value = values[key];
      const label = value === undefined ? undefined : chip(value);
      return label ? [{ key, label, href: without({ [key]: undefined }) }] : [];
    }),
  ];
}
