import {
  PROPERTY_CATEGORIES,
  SELLER_LABELS,
  type SellerType,
  TRANSACTION_LABELS,
  type TransactionType,
} from "./categories";
import { formatArea, formatPrice } from "./format";
import { FLOOR_FILTERS, type FloorFilter, MARKET_LABELS, type Market } from "./listing-params";
import { locationLabel } from "./locations";
import { filtersHref, type SearchQuery } from "./search-href";

/** One active filter: its label and the URL of the same list without it. */
export type FilterChip = { key: string; label: string; href: string };

type ChipValues = Omit<SearchQuery, "priceMin" | "priceMax" | "areaMin" | "areaMax" | "rooms"> & {
  priceMin?: number;
  priceMax?: number;
  areaMin?: number;
  areaMax?: number;
  rooms?: number;
};

/**
 * The active filters as removable chips, each a plain link (works without JavaScript). On a
 * category page its category is the page itself, not a filter. The sort is kept; the page
 * is not (fewer filters, other pages).
 */
export function filterChips(values: ChipValues, fixedCategory?: string): FilterChip[] {
  const { categories = [], locations = [] } = values;
  const without = (change: Partial<SearchQuery>) =>
    filtersHref({ ...values, page: undefined, ...change }, fixedCategory);
  const scalar = (key: keyof ChipValues, label: string | undefined): FilterChip[] =>
    label ? [{ key, label, href: without({ [key]: undefined }) }] : [];
  const range = (n: number | undefined, text: (n: number) => string) =>
    n === undefined ? undefined : text(n);
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
    ...scalar("transaction", TRANSACTION_LABELS[values.transaction as TransactionType]),
    ...scalar(
      "priceMin",
      range(values.priceMin, (n) => `Cena od ${formatPrice(n)}`),
    ),
    ...scalar(
      "priceMax",
      range(values.priceMax, (n) => `Cena do ${formatPrice(n)}`),
    ),
    ...scalar(
      "areaMin",
      range(values.areaMin, (n) => `Pow. od ${formatArea(n)}`),
    ),
    ...scalar(
      "areaMax",
      range(values.areaMax, (n) => `Pow. do ${formatArea(n)}`),
    ),
    ...scalar(
      "rooms",
      range(values.rooms, (n) => `Pokoje: od ${n}`),
    ),
    ...scalar("seller", SELLER_LABELS[values.seller as SellerType]),
    ...scalar(
      "market",
      values.market && `Rynek ${MARKET_LABELS[values.market as Market]?.toLowerCase()}`,
    ),
    ...scalar(
      "floor",
      values.floor && `Piętro: ${FLOOR_FILTERS[values.floor as FloorFilter]?.label.toLowerCase()}`,
    ),
    ...scalar("yearMin", values.yearMin ? `Rok budowy od ${values.yearMin}` : undefined),
    ...scalar(
      "plotAreaMin",
      values.plotAreaMin ? `Działka od ${formatArea(Number(values.plotAreaMin))}` : undefined,
    ),
    ...scalar(
      "plotAreaMax",
      values.plotAreaMax ? `Działka do ${formatArea(Number(values.plotAreaMax))}` : undefined,
    ),
    ...scalar("q", values.q ? `„${values.q}”` : undefined),
  ];
}
