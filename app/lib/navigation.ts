import { PROPERTY_CATEGORIES } from "@shared/categories";
import { LOCATIONS } from "@shared/locations";

export type NavCategory = {
  slug: string;
  label: string;
  total: number;
  locations: { slug: string; label: string; count: number }[];
};

/**
 * The header's menus from the per-(type, location) counts of active listings, in the order of
 * docs/vocabulary.md. Counts arrive keyed by stored type.
 */
export function buildNavigation(
  counts: Record<string, { total: number; byLocation: Record<string, number> }>,
): NavCategory[] {
  return PROPERTY_CATEGORIES.map((category) => {
    const entry = counts[category.type];
    return {
      slug: category.slug,
      label: category.label,
      total: entry?.total ?? 0,
      locations: LOCATIONS.map((l) => ({
        slug: l.slug,
        label: l.label,
        count: entry?.byLocation[l.slug] ?? 0,
      })),
    };
  });
}

/** The towns the phone drawer lists under a category: those with offers, in the usual order. */
export function townsWithOffers(category: NavCategory): NavCategory["locations"] {
  return category.locations.filter((town) => town.count > 0);
}
