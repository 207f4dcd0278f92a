import { PROPERTY_CATEGORIES } from "@shared/categories";
import {
  FLOOR_FILTER_KEYS,
  FLOOR_FILTERS,
  LISTING_PARAM_SCOPE,
  type ListingParamKey,
  MARKET_LABELS,
  MARKETS,
} from "@shared/listing-params";
import { type FilterValues, NumberInput, Select } from "./search-filters-panel";

/**
 * The parameters buyers filter by most (shared/listing-params.ts): market, floor, year built,
 * a balcony, plot area. On a category page only those its type has; one block, to move as a whole (the
 * grid around it is search-filters-panel.tsx's).
 */
export function ParamFilters({ values, category }: { values: FilterValues; category?: string }) {
  const type = PROPERTY_CATEGORIES.find((c) => c.slug === category)?.type;
  const has = (key: ListingParamKey) =>
    !type || Object.keys(LISTING_PARAM_SCOPE[key]).includes(type);
  return (
    <>
      {has("market") ? (
        <Select id="filter-market" name="market" label="Rynek" value={values.market}>
          <option value="">Dowolny</option>
          {MARKETS.map((m) => (
            <option key={m} value={m}>
              {MARKET_LABELS[m]}
            </option>
          ))}
        </Select>
      ) : null}
      {has("floor") ? (
        <Select id="filter-floor" name="floor" label="Piętro" value={values.floor}>
          <option value="">Dowolne</option>
          {FLOOR_FILTER_KEYS.map((f) => (
            <option key={f} value={f}>
              {FLOOR_FILTERS[f].label}
            </option>
          ))}
        </Select>
      ) : null}
      {has("yearBuilt") ? (
        <NumberInput
          id="filter-year-min"
          name="yearMin"
          label="Rok budowy od"
          value={values.yearMin}
        />
      ) : null}
      {has("outdoor") ? (
        <label className="flex h-11 cursor-pointer items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            name="balcony"
            value="1"
            defaultChecked={values.balcony}
            className="size-4 accent-brand-600"
          />
          Z balkonem
        </label>
      ) : null}
      {has("plotArea") ? (
        <>
          <NumberInput
            id="filter-plot-area-min"
            name="plotAreaMin"
            label="Działka od (m²)"
            value={values.plotAreaMin}
          />
          <NumberInput
            id="filter-plot-area-max"
            name="plotAreaMax"
            label="Działka do (m²)"
            value={values.plotAreaMax}
          />
        </>
      ) : null}
    </>
  );
}
