import type { FilterChip } from "@shared/search-chips";
import type { ResultView } from "@shared/search-href";
import { SlidersHorizontal } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "../ui/button";
import { deferred } from "../ui/deferred";
import { staticPart } from "../ui/static-part";
import { FILTERS_SHEET_ID } from "./search-filters-panel";

/**
 * Opens the filter sheet as a modal dialog: the page behind is inert (focus and screen readers
 * stay in the sheet) and does not scroll (app.css), Escape closes it, and the focus comes back
 * here (also after a tap, which does not focus a button in every browser). Before hydration and
 * without JavaScript the button's popoverTarget opens it as a popover instead.
 */
function openSheet(event: React.MouseEvent<HTMLButtonElement>) {
  const sheet = document.getElementById(FILTERS_SHEET_ID) as HTMLDialogElement;
  const button = event.currentTarget;
  event.preventDefault();
  sheet.onclose = () => button.focus();
  sheet.showModal();
}

/** Links and text only: a first visit keeps the server's markup and loads no code for them. */
const SortMenu = staticPart(() => import("./results-toolbar-parts").then((m) => m.SortMenu), "div");
const ActiveFilters = staticPart(
  () => import("./results-toolbar-parts").then((m) => m.ActiveFilters),
  "div",
);

/**
 * Above the results, in two rows: "Filtry (n)" (phones: it opens the filter sheet), "Sortuj"
 * (a popover of the orders; not on the map) and the "Lista | Mapa" switch; then the active
 * filters as chips, each a link to the same list without it, "Zapisz wyszukiwanie" and "Jak
 * sortujemy?". All of it works without JavaScript.
 */
export function FilterToolbar({
  chips,
  views,
  saveHref,
  sort,
  orderNote,
}: {
  chips: FilterChip[];
  views?: ResultView[];
  /** "Zapisz wyszukiwanie" (the panel's form; sign-in first for a visitor): null without filters. */
  saveHref?: string | null;
  /** The current order, for the "Sortuj" menu (none on the map). */
  sort?: string;
  /** Show "Jak sortujemy?" (the list has results). */
  orderNote?: boolean;
}) {
  // The static parts keep their markup: each address (sort, filters) gets its own.
  const { key } = useLocation();
  return (
    // A tap here may navigate: the parts' code (one module) then renders the next page's.
    <div className="mb-3 flex flex-col gap-2 sm:mb-5" onPointerDown={ActiveFilters.preload}>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="lg"
          popoverTarget={FILTERS_SHEET_ID}
          onClick={openSheet}
          className="lg:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtry ({chips.length})
        </Button>
        {sort ? <SortMenu key={key} value={sort} className="flex" /> : null}
        {views ? (
          <nav aria-label="Widok wyników" className="view-switch">
            {views.map((view) => (
              <Link key={view.label} to={view.href} aria-current={view.current}>
                {view.label}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
      <ActiveFilters
        key={key}
        chips={chips}
        saveHref={saveHref}
        orderNote={orderNote}
        className="flex flex-wrap items-center gap-2 empty:hidden"
      />
    </div>
  );
}

/** Shown only after a mistyped or outdated link, so its code loads only then. */
export const IgnoredFilters = deferred(() =>
  import("./ignored-filters").then((m) => m.IgnoredFilters),
);
