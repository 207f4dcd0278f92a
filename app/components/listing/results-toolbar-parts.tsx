import type { FilterChip } from "@shared/search-chips";
import { LISTING_SORTS } from "@shared/sorting";
import { ArrowUpDown, Bell, X } from "lucide-react";
import { useLocation } from "react-router";

/**
 * The results toolbar's parts that are only links and text (filter-toolbar.tsx renders them as
 * static parts: a first visit keeps the server's markup and loads none of this).
 */

const SORT_MENU_ID = "sort-menu";
const SORT_ANCHOR = "--sort-menu";

/** How results are ordered, and that featured places are paid (EU Omnibus: ranking transparency). */
const LISTING_ORDER_NOTE =
  "Na początku listy widzisz oferty wyróżnione za opłatą. Pozostałe układamy według wybranego sortowania; przy „Domyślnie” najpierw ogłoszenia dodane bezpośrednio w Okolicy (wśród nich najpierw te z płatnym planem z wyróżnieniem w wynikach), potem najnowsze.";

const toolButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-3 font-semibold text-gray-800 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * "Sortuj": an icon button (its word shows from sm) opening a native popover of the orders, each
 * a link to the same list from its first page. It works before hydration and without
 * JavaScript; placed as the filter dropdowns are (app.css: a bottom sheet on phones, under the
 * button from 640 px).
 */
export function SortMenu({ value }: { value: string }) {
  const { pathname, search } = useLocation();
  const href = (key: string) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    if (key === "default") params.delete("sort");
    else params.set("sort", key);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <>
      <button
        type="button"
        popoverTarget={SORT_MENU_ID}
        style={{ anchorName: SORT_ANCHOR }}
        className={`${toolButton} max-sm:px-0`}
      >
        <ArrowUpDown aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">Sortuj</span>
      </button>
      <div
        id={SORT_MENU_ID}
        popover="auto"
        style={{ positionAnchor: SORT_ANCHOR }}
        className="search-dropdown rounded-xl border border-gray-200 bg-white p-2 text-gray-900 shadow-xl max-sm:rounded-b-none sm:min-w-72"
      >
        <ul aria-label="Sortuj">
          {LISTING_SORTS.map((option) => (
            <li key={option.key}>
              <a
                href={href(option.key)}
                aria-current={option.key === value ? "true" : undefined}
                className="flex min-h-12 items-center rounded-md px-3 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-800 sm:min-h-11 sm:text-sm"
              >
                {option.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * Under the toolbar's first row: the active filters as chips (each a link to the same list
 * without it), "Zapisz wyszukiwanie" (a link to the panel's form, drawn as a button with a
 * bell) and "Jak sortujemy?", the ranking note as a disclosure.
 */
export function ActiveFilters({
  chips,
  saveHref,
  orderNote,
}: {
  chips: FilterChip[];
  saveHref?: string | null;
  /** Whether the list (not the map) shows results, which the note explains. */
  orderNote?: boolean;
}) {
  return (
    <>
      {chips.length ? (
        <ul aria-label="Aktywne filtry" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <a href={chip.href} aria-label={`Usuń filtr: ${chip.label}`} className="filter-chip">
                {chip.label}
                <X aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {saveHref ? (
        <a href={saveHref} rel="nofollow" className={`${toolButton} text-sm`}>
          <Bell aria-hidden="true" className="size-4" />
          <span>
            Zapisz<span className="max-sm:sr-only"> wyszukiwanie</span>
          </span>
        </a>
      ) : null}
      {orderNote ? (
        <details className="text-sm open:basis-full">
          <summary className="inline-flex min-h-11 cursor-pointer items-center px-1 font-medium text-brand-800 underline underline-offset-2">
            Jak sortujemy?
          </summary>
          <p className="max-w-3xl pb-2 text-xs text-gray-600 sm:text-sm">{LISTING_ORDER_NOTE}</p>
        </details>
      ) : null}
    </>
  );
}
