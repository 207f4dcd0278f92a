import type { FilterChip } from "@shared/search-chips";
import type { ResultView } from "@shared/search-href";
import { SlidersHorizontal, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../ui/button";
import { deferred } from "../ui/deferred";
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

/**
 * Above the results: on phones the "Filtry (n)" button that opens the filter sheet, the
 * active filters as chips, each a link to the same list without it (no JavaScript needed), and
 * the "Lista | Mapa" switch.
 */
export function FilterToolbar({
  chips,
  views,
  saveHref,
}: {
  chips: FilterChip[];
  views?: ResultView[];
  /** "Zapisz wyszukiwanie" (the panel's form; sign-in first for a visitor): null without filters. */
  saveHref?: string | null;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      {views ? (
        <nav aria-label="Widok wyników" className="view-switch">
          {views.map((view) => (
            <Link key={view.label} to={view.href} aria-current={view.current}>
              {view.label}
            </Link>
          ))}
        </nav>
      ) : null}
      <Button
        variant="secondary"
        popoverTarget={FILTERS_SHEET_ID}
        onClick={openSheet}
        className="lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filtry ({chips.length})
      </Button>
      {chips.length ? (
        <ul aria-label="Aktywne filtry" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link to={chip.href} aria-label={`Usuń filtr: ${chip.label}`} className="filter-chip">
                {chip.label}
                <X aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {saveHref ? (
        <Link to={saveHref} rel="nofollow" className="filter-chip font-semibold">
          Zapisz wyszukiwanie
        </Link>
      ) : null}
    </div>
  );
}

/** Shown only after a mistyped or outdated link, so its code loads only then. */
export const IgnoredFilters = deferred(() =>
  import("./ignored-filters").then((m) => m.IgnoredFilters),
);
