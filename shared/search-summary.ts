import { locationLabel } from "./locations";
import { FILTER_LIST } from "./search-filters";
import type { SearchFilters } from "./search-params";

/**
 * A short Polish description of a search's filters: the search page's subtitle and a saved
 * search's suggested name ('Mieszkania · Leżajsk · cena do 400 000 zł'); empty when none is set.
 */
export function describeSearch(filters: SearchFilters): string {
  const values: Readonly<Record<string, unknown>> = filters;
  const text = (n: unknown, format: (n: number) => string) =>
    typeof n === "number" ? format(n) : undefined;
  return [
    filters.categories.map((c) => c.label).join(", "),
    filters.locations.map((slug) => locationLabel(slug) ?? slug).join(", "),
    ...FILTER_LIST.map(({ key, summary, range }) => {
      if (range) {
        const min = text(values[key], range.format);
        const max = text(values[range.max], range.format);
        const what = range.summary;
        return min && max
          ? `${what} ${min}–${max}`
          : min
            ? `${what} od ${min}`
            : max
              ? `${what} do ${max}`
              : "";
      }
      const value = values[key];
      return value === undefined || !summary ? "" : summary(value);
    }),
  ]
    .filter(Boolean)
    .join(" · ");
}
