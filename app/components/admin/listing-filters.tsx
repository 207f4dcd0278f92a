import { adminPath } from "@shared/admin";
import {
  ADMIN_LISTING_STATUSES,
  type AdminListingFilters,
  hasListingFilter,
} from "@shared/admin-listings";
import { PROPERTY_TYPE_LABELS } from "@shared/categories";
import { LOCATIONS } from "@shared/locations";
import { SOURCES } from "@shared/sources";
import { Form } from "react-router";
import { Input, Select } from "../ui/input";
import { FilterButtons } from "./filter-buttons";

const labelClass = "block text-sm font-medium text-gray-800";

function Choice({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className={labelClass}>
      {label}
      <Select name={name} defaultValue={value ?? ""} className="mt-1">
        <option value="">Wszystkie</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </label>
  );
}

const CATEGORY_OPTIONS = Object.entries(PROPERTY_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const LOCATION_OPTIONS = LOCATIONS.map((l) => ({ value: l.slug, label: l.label }));
const SOURCE_OPTIONS = SOURCES.map((s) => ({ value: s.key, label: s.label }));
const STATUS_OPTIONS = Object.entries(ADMIN_LISTING_STATUSES).map(([value, label]) => ({
  value,
  label,
}));

/**
 * The listings tab's GET filter form (works without JavaScript; the page number starts again).
 * Render it with a `key` of the query, so its fields show the filters after any navigation.
 */
export function ListingFilters({ filters }: { filters: AdminListingFilters }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filtry ogłoszeń"
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.5fr)_auto] lg:items-end"
    >
      <Choice
        label="Kategoria"
        name="category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
      />
      <Choice
        label="Lokalizacja"
        name="location"
        value={filters.location}
        options={LOCATION_OPTIONS}
      />
      <Choice label="Źródło" name="source" value={filters.source} options={SOURCE_OPTIONS} />
      <Choice label="Status" name="status" value={filters.status} options={STATUS_OPTIONS} />
      <label className={labelClass}>
        Szukaj
        <Input
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          placeholder="Tytuł lub adres"
          className="mt-1"
        />
      </label>
      <FilterButtons
        filtered={hasListingFilter(filters)}
        clearTo={adminPath("listings")}
        className="sm:col-span-2 lg:col-span-1"
      />
    </Form>
  );
}
