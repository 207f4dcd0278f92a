import { SELLER_LABELS, TRANSACTION_LABELS } from "./categories";
import { formatArea, formatPrice } from "./format";
import { FLOOR_FILTERS, MARKET_LABELS } from "./listing-params";
import { locationLabel } from "./locations";
import type { ParsedSearch } from "./search-params";

/**
 * A short Polish description of a search's filters: the search page's subtitle and a saved
 * search's suggested name ('Mieszkania · Leżajsk · cena do 400 000 zł'); empty when none is set.
 */
export function describeSearch(filters: ParsedSearch["filters"]): string {
  const range = (min: string | undefined, max: string | undefined, what: string) =>
    min && max
      ? `${what} ${min}–${max}`
      : min
        ? `${what} od ${min}`
        : max
          ? `${what} do ${max}`
          : "";
  const price = (n: number | undefined) => (n === undefined ? undefined : formatPrice(n));
  const area = (n: number | undefined) => (n === undefined ? undefined : formatArea(n));
  return [
    filters.categories.map((c) => c.label).join(", "),
    filters.locations.map((slug) => locationLabel(slug) ?? slug).join(", "),
    filters.transaction ? TRANSACTION_LABELS[filters.transaction] : "",
    range(price(filters.priceMin), price(filters.priceMax), "cena"),
    range(area(filters.areaMin), area(filters.areaMax), "powierzchnia"),
    filters.rooms ? `pokoje: od ${filters.rooms}` : "",
    filters.seller ? SELLER_LABELS[filters.seller] : "",
    filters.market ? `rynek ${MARKET_LABELS[filters.market].toLowerCase()}` : "",
    filters.floor ? `piętro: ${FLOOR_FILTERS[filters.floor].label.toLowerCase()}` : "",
    filters.yearMin ? `rok budowy od ${filters.yearMin}` : "",
    range(area(filters.plotAreaMin), area(filters.plotAreaMax), "działka"),
    filters.q ? `„${filters.q}”` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}
