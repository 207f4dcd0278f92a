import {
  PROPERTY_CATEGORIES,
  SELLER_LABELS,
  SELLER_TYPES,
  TRANSACTION_LABELS,
  TRANSACTION_TYPES,
} from "@shared/categories";
import { LOCATIONS } from "@shared/locations";
import { QUERY_MAX_LENGTH, ROOM_MINIMUMS, searchHref } from "@shared/search-href";
import { MapPin, Search, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../ui/button";
import { deferred } from "../ui/deferred";
import { Input, Select as NativeSelect } from "../ui/input";
import { MultiChoice } from "./search-filter";

/** The filter values as shown in the form (strings, '' for "any"). */
export type FilterValues = {
  categories: readonly string[];
  locations: readonly string[];
  transaction?: string;
  priceMin?: number;
  priceMax?: number;
  areaMin?: number;
  areaMax?: number;
  rooms?: number;
  seller?: string;
  market?: string;
  floor?: string;
  yearMin?: number;
  plotAreaMin?: number;
  plotAreaMax?: number;
  q?: string;
  sort?: string;
};

type Props = {
  values: FilterValues;
  /** On a category page the category is given by the page and not offered as a choice. */
  fixedCategory?: { slug: string; label: string };
};

/** Its labels and table are not in the page's first JavaScript (the 130 KB budget). */
const ParamFilters = deferred(() => import("./param-filters").then((m) => m.ParamFilters));

/** The form's fields the URL keeps, in the canonical order. */
const QUERY_KEYS = [
  "transaction",
  "priceMin",
  "priceMax",
  "areaMin",
  "areaMax",
  "rooms",
  "seller",
  "market",
  "floor",
  "yearMin",
  "plotAreaMin",
  "plotAreaMax",
  "q",
  "sort",
];

/** The filters are denser than a form: a fixed height and small text. */
const field = "h-11 text-sm";
const labelText = "mb-1 block text-xs font-medium text-gray-600";

/**
 * Every search filter in one GET form to /search, so it works without JavaScript and the URL is
 * the whole state (shareable; Back restores it). Once hydrated it navigates to the canonical URL
 * with empty fields left out. Remount it (key) when the URL changes so the fields follow Back.
 */
export function SearchFiltersPanel({ values, fixedCategory }: Props) {
  const navigate = useNavigate();
  const [categories, setCategories] = useState<string[]>([...values.categories]);
  const [locations, setLocations] = useState<string[]>([...values.locations]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    navigate(
      searchHref(
        form.getAll("categories").map(String),
        form.getAll("locations").map(String),
        Object.fromEntries(QUERY_KEYS.map((key) => [key, text(key)])),
      ),
    );
  };

  return (
    <form
      method="get"
      action="/search"
      onSubmit={onSubmit}
      noValidate
      aria-label="Filtry wyszukiwania"
      className="rounded-2xl border border-gray-200 bg-white p-3 text-gray-900 shadow-sm"
    >
      {values.sort && values.sort !== "default" ? (
        <input type="hidden" name="sort" value={values.sort} />
      ) : null}
      <div className="grid gap-2 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <label htmlFor="filter-q" className={labelText}>
            Szukaj w tytule i adresie
          </label>
          <Input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            maxLength={QUERY_MAX_LENGTH}
            placeholder="np. Żółkiewskiego, z ogrodem"
            className={field}
          />
        </div>
        {fixedCategory ? (
          <div>
            <span className={labelText}>Kategoria</span>
            <input type="hidden" name="categories" value={fixedCategory.slug} />
            <p className="flex h-11 items-center rounded-lg bg-gray-50 px-3 text-sm font-medium">
              {fixedCategory.label}
            </p>
          </div>
        ) : (
          <div>
            <span className={labelText} aria-hidden="true">
              Kategoria
            </span>
            <MultiChoice
              name="categories"
              legend="Kategoria"
              icon={<SlidersHorizontal aria-hidden="true" className="size-4 text-brand-600" />}
              options={PROPERTY_CATEGORIES}
              none="Wszystkie kategorie"
              chosen={categories}
              onChange={setCategories}
            />
          </div>
        )}
        <div>
          <span className={labelText} aria-hidden="true">
            Miejscowość
          </span>
          <MultiChoice
            name="locations"
            legend="Miejscowość"
            icon={<MapPin aria-hidden="true" className="size-4 text-brand-600" />}
            options={LOCATIONS}
            none="Wszystkie miejscowości"
            chosen={locations}
            onChange={setLocations}
            wide
          />
        </div>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-4 lg:grid-cols-[repeat(7,minmax(0,1fr))_auto]">
        <Select
          id="filter-transaction"
          name="transaction"
          label="Transakcja"
          value={values.transaction}
        >
          <option value="">Dowolna</option>
          {TRANSACTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {TRANSACTION_LABELS[t]}
            </option>
          ))}
        </Select>
        <NumberInput
          id="filter-price-min"
          name="priceMin"
          label="Cena od (zł)"
          value={values.priceMin}
        />
        <NumberInput
          id="filter-price-max"
          name="priceMax"
          label="Cena do (zł)"
          value={values.priceMax}
        />
        <NumberInput
          id="filter-area-min"
          name="areaMin"
          label="Pow. od (m²)"
          value={values.areaMin}
        />
        <NumberInput
          id="filter-area-max"
          name="areaMax"
          label="Pow. do (m²)"
          value={values.areaMax}
        />
        <Select id="filter-rooms" name="rooms" label="Pokoje" value={values.rooms?.toString()}>
          <option value="">Dowolnie</option>
          {ROOM_MINIMUMS.map((n) => (
            <option key={n} value={n}>
              {n === ROOM_MINIMUMS[ROOM_MINIMUMS.length - 1] ? `${n} i więcej` : `od ${n}`}
            </option>
          ))}
        </Select>
        <Select id="filter-seller" name="seller" label="Sprzedawca" value={values.seller}>
          <option value="">Dowolny</option>
          {SELLER_TYPES.map((s) => (
            <option key={s} value={s}>
              {SELLER_LABELS[s]}
            </option>
          ))}
        </Select>
        <Button type="submit" size="lg" className="col-span-2 self-end md:col-span-4 lg:col-span-1">
          <Search aria-hidden="true" className="size-5" />
          Szukaj
        </Button>
      </div>
      <ParamFilters values={values} category={fixedCategory?.slug} />
    </form>
  );
}

export function Select(props: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelText}>
        {props.label}
      </label>
      <NativeSelect
        id={props.id}
        name={props.name}
        defaultValue={props.value ?? ""}
        className={field}
      >
        {props.children}
      </NativeSelect>
    </div>
  );
}

export function NumberInput(props: {
  id: string;
  name: string;
  label: string;
  value: number | undefined;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelText}>
        {props.label}
      </label>
      <Input
        id={props.id}
        name={props.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={props.value ?? ""}
        className={field}
      />
    </div>
  );
}
