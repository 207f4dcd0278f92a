import {
  SELLER_LABELS,
  SELLER_TYPES,
  TRANSACTION_LABELS,
  TRANSACTION_TYPES,
} from "@shared/categories";
import { formatCount, formatQuantity, NOUNS } from "@shared/format";
import { filtersHref, QUERY_MAX_LENGTH, ROOM_MINIMUMS } from "@shared/search-href";
import type { SearchFilters } from "@shared/search-params";
import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../ui/button";
import { closeButtonClass } from "../ui/close-button";
import { deferred } from "../ui/deferred";
import { Input, Select as NativeSelect } from "../ui/input";
import { staticPart } from "../ui/static-part";
import { CategoryChoice, LocationChoice } from "./search-filter";

/** The filter values the form starts from: the search as its loader has read it. */
export type FilterValues = Omit<SearchFilters, "categories" | "locations" | "page"> & {
  categories: readonly string[];
  locations: readonly string[];
};

type Props = {
  values: FilterValues;
  /** The parameters the form writes, in the URL's order (FILTER_KEYS, from the loader). */
  filterKeys: readonly string[];
  /** On a category page the category is given by the page and not offered as a choice. */
  fixedCategory?: { slug: string };
  /** How many offers the current filters match (the sheet's button before anything changes). */
  total: number;
};

/** The id the "Filtry" button opens on phones (filter-toolbar.tsx). */
export const FILTERS_SHEET_ID = "filters-sheet";

/**
 * Plain fields, which the form reads itself: the browser keeps the server's and loads no code
 * for them until the form is rendered anew (after a navigation; a touch on the form loads it
 * ahead). Its labels and table are not in the page's first JavaScript (the 130 KB budget).
 */
const ParamFilters = staticPart(() => import("./param-filters").then((m) => m.ParamFilters), "div");

/** The filters are denser than a form: a fixed height and small text. */
const field = "h-11 text-sm";
const labelText = "mb-1 block text-xs font-medium text-gray-600";

/** Loaded once someone changes a filter: the count of what the changed filters would show. */
const LiveCount = deferred(() => import("./live-count").then((m) => m.LiveCount), {
  fallback: "Pokaż oferty",
});

const showOffers = (total: number) => `Pokaż ${formatQuantity(total, NOUNS.offer)}`;

/** Whether a field differs from what the server rendered. */
function edited(form: HTMLFormElement): boolean {
  return [...form.elements].some((field) => {
    if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
      return Boolean(initial && !initial.selected);
    }
    if (!(field instanceof HTMLInputElement)) return false;
    return field.type === "checkbox" || field.type === "radio"
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  });
}

/** The canonical URL of what the form holds, empty fields left out. */
function formHref(
  form: HTMLFormElement,
  keys: readonly string[],
  fixedCategory: string | undefined,
): string {
  const data = new FormData(form);
  const query: Record<string, string | string[]> = { sort: String(data.get("sort") ?? "") };
  for (const key of keys) {
    // Amounts lose their digit groups ('400 000' as shown): a plain number in the address.
    const values = data
      .getAll(key)
      .map((v) => (key === "q" ? String(v).trim() : String(v).replace(/\s/g, "")));
    query[key] = key === "categories" || key === "locations" ? values : (values[0] ?? "");
  }
  return filtersHref(query, fixedCategory);
}

/**
 * Every search filter in one GET form, so it works without JavaScript and the URL is the whole
 * state (shareable; Back restores it): to /search, or on a category page to the page itself.
 * From lg up it is the bar under the page's heading; below lg the same form is a full-screen
 * sheet whose button counts the offers the changed filters would show: a <dialog> that the
 * "Filtry" button opens as a modal once hydrated (filter-toolbar.tsx) and, before that or without
 * JavaScript, as a plain popover. Once hydrated it navigates to the canonical URL. Remount it
 * (key) when the URL changes so the fields follow Back.
 */
export function SearchFiltersPanel({ values, filterKeys, fixedCategory, total }: Props) {
  const navigate = useNavigate();
  const [categories, setCategories] = useState<string[]>([...values.categories]);
  const [locations, setLocations] = useState<string[]>([...values.locations]);
  const [changedHref, setChangedHref] = useState<string>();
  const fixedSlug = fixedCategory?.slug;
  const action = fixedSlug ? `/${fixedSlug}` : "/search";
  const formRef = useRef<HTMLFormElement>(null);
  // A visitor on a slow phone may change fields before the page's code has run, and
  // ParamFilters' fields are the server's markup, which React does not handle: listen on the
  // form itself, where every field's input arrives, and take over what was changed before.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const update = () => setChangedHref(formHref(form, filterKeys, fixedSlug));
    if (edited(form)) {
      const data = new FormData(form);
      setCategories(data.getAll("categories").map(String));
      setLocations(data.getAll("locations").map(String));
      update();
    }
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    return () => {
      form.removeEventListener("input", update);
      form.removeEventListener("change", update);
    };
  }, [filterKeys, fixedSlug]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A no-op unless it is open as a modal (a popover is no "open" dialog).
    event.currentTarget.closest("dialog")?.close();
    void navigate(formHref(event.currentTarget, filterKeys, fixedSlug));
  };

  return (
    <dialog id={FILTERS_SHEET_ID} popover="auto" aria-label="Filtry" className="filters-sheet">
      <form
        ref={formRef}
        onPointerDown={ParamFilters.preload}
        onFocus={ParamFilters.preload}
        method="get"
        action={action}
        onSubmit={onSubmit}
        noValidate
        aria-label="Filtry wyszukiwania"
        className="text-gray-900 lg:rounded-2xl lg:border lg:border-gray-200 lg:bg-white lg:p-3 lg:shadow-sm"
      >
        <div className="filters-sheet-head">
          <h2 className="text-lg font-bold text-brand-800">Filtry</h2>
          <button
            type="button"
            popoverTarget={FILTERS_SHEET_ID}
            popoverTargetAction="hide"
            // Closes the modal; the popover (no "open" dialog) is closed by popoverTarget.
            onClick={(event) => event.currentTarget.closest("dialog")?.close()}
            aria-label="Zamknij filtry"
            className={closeButtonClass}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        {values.sort && values.sort !== "default" ? (
          <input type="hidden" name="sort" value={values.sort} />
        ) : null}
        {values.widok ? <input type="hidden" name="widok" value={values.widok} /> : null}
        <div className="max-lg:p-4 max-lg:pb-24">
          <div className="grid gap-2 md:auto-cols-fr md:grid-flow-col md:grid-cols-[2fr]">
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
            {/* A category page's own category is its URL, not a choice here. */}
            {fixedCategory ? null : (
              <div>
                <span className={labelText} aria-hidden="true">
                  Kategoria
                </span>
                <CategoryChoice chosen={categories} onChange={setCategories} />
              </div>
            )}
            <div>
              <span className={labelText} aria-hidden="true">
                Miejscowość
              </span>
              <LocationChoice chosen={locations} onChange={setLocations} />
            </div>
          </div>
          <div className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-4 lg:grid-cols-[repeat(7,minmax(0,1fr))_auto]">
            <FilterFields values={values} />
            <div className="filters-sheet-submit">
              <Button type="submit" size="lg" block>
                <Search aria-hidden="true" className="size-5 max-lg:hidden" />
                <span className="max-lg:hidden">Szukaj</span>
                <span className="lg:hidden" aria-live="polite">
                  {changedHref ? (
                    <LiveCount href={changedHref} total={total}>
                      {showOffers}
                    </LiveCount>
                  ) : (
                    showOffers(total)
                  )}
                </span>
              </Button>
            </div>
          </div>
          {/* Inside the sheet's padding, right after the other fields (the bottom padding keeps
              the last ones clear of the pinned button); on wide screens the bar's second row. */}
          <ParamFilters
            className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-5"
            values={values}
            category={fixedCategory?.slug}
          />
        </div>
      </form>
    </dialog>
  );
}

/**
 * The filters after the category and the town, in the desktop bar and in the phone's sheet
 * alike (one list: a new filter is added here once).
 */
function FilterFields({ values }: { values: FilterValues }) {
  return (
    <>
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
        grouped
      />
      <NumberInput
        id="filter-price-max"
        name="priceMax"
        label="Cena do (zł)"
        value={values.priceMax}
        grouped
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
    </>
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
  /**
   * A whole amount shown as the chips show it, '400 000' (the server reads it back, and '350.000'
   * or '350 000' as typed: shared/polish-number.ts); not for a year or a decimal area.
   */
  grouped?: boolean;
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
        defaultValue={
          props.value == null
            ? ""
            : props.grouped
              ? // Plain spaces, as people type them (and the edit forms show them).
                formatCount(props.value).replace(/\s/g, " ")
              : props.value
        }
        className={field}
      />
    </div>
  );
}
