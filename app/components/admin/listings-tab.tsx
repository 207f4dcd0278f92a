import { adminPath } from "@shared/admin";
import { hasListingFilter, listingCount } from "@shared/admin-listings";
import type { AdminListingRow, ListingsData } from "@shared/admin-types";
import { LISTING_TEXT } from "@shared/listing-schemas";
import { MODERATION_TEXT } from "@shared/moderation";
import type { PanelActionResult } from "@shared/panel";
import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EmptyNote } from "../ui/empty-list";
import { Pagination } from "../ui/pagination";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { ListingFilters } from "./listing-filters";
import { LISTING_COLUMNS, ListingRow } from "./listing-row";

/**
 * /admin/listings: every listing with a GET filter form, the flags, edit and delete per row,
 * and the page's checkboxes with 'Zaznacz wszystkie' for a bulk delete (asked first). Changes
 * go through fetchers to /admin/listings; the list refreshes as the loaders revalidate. The flags also
 * work without JavaScript; deleting, being permanent, always asks in a dialog first.
 */
export function ListingsTab({
  data,
  result,
}: {
  data: ListingsData;
  result: PanelActionResult | undefined;
}) {
  const { rows, total, totalIsLowerBound, page, pageCount, filters } = data;
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<AdminListingRow | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const deleter = useActionFetcher((answer) => {
    toastResult(answer);
    if (!answer.ok) return;
    setDeleting(null);
    setBulkDeleting(false);
  }, adminPath("listings"));

  // Only this page's listings count as chosen: deleted ones and other pages' drop out.
  const selected = rows.filter((r) => chosen.includes(r.id));
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) {
      selectAll.current.indeterminate = selected.length > 0 && !allSelected;
    }
  });

  const choose = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((c) => c !== id)));
  const noJsResult = result?.intent.startsWith("listing-") ? result : undefined;
  const filtered = hasListingFilter(filters);

  return (
    <section aria-labelledby="admin-listings-heading" className="space-y-5">
      <div>
        <h2 id="admin-listings-heading" className="text-xl font-semibold text-gray-900">
          Ogłoszenia
        </h2>
        <p className="text-sm text-gray-600" aria-live="polite">
          Znaleziono {totalIsLowerBound ? "ponad " : ""}
          {listingCount(total)}
        </p>
      </div>

      <ListingFilters key={search} filters={filters} />

      {noJsResult ? <FormStatus result={noJsResult} /> : null}

      {rows.length ? (
        <>
          <Card
            variant="muted"
            padding="none"
            item
            flat
            className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <label className="inline-flex items-center gap-3 font-medium text-gray-800">
              <input
                ref={selectAll}
                type="checkbox"
                checked={allSelected}
                disabled={!hydrated}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  const ids = rows.map((r) => r.id);
                  setChosen((current) =>
                    on
                      ? [...new Set([...current, ...ids])]
                      : current.filter((c) => !ids.includes(c)),
                  );
                }}
                className="size-5 accent-brand-700"
              />
              Zaznacz wszystkie
            </label>
            <Button
              variant="danger-outline"
              type="button"
              disabled={!hydrated || selected.length === 0}
              onClick={() => setBulkDeleting(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Usuń zaznaczone ({selected.length})
            </Button>
          </Card>

          <div
            aria-hidden="true"
            className={`hidden px-4 text-xs font-semibold tracking-wide text-gray-500 uppercase ${LISTING_COLUMNS}`}
          >
            <span />
            <span>Ogłoszenie</span>
            <span className="text-right">Cena</span>
            <span>Działania</span>
          </div>
          <ul className="space-y-3">
            {rows.map((listing) => (
              <li key={listing.id}>
                <ListingRow
                  listing={listing}
                  postUrl={`${adminPath("listings")}${search}`}
                  hydrated={hydrated}
                  selected={chosen.includes(listing.id)}
                  onSelect={(on) => choose(listing.id, on)}
                  onDelete={() => setDeleting(listing)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyNote>
          {filtered ? "Brak ogłoszeń pasujących do filtrów." : "Nie ma jeszcze żadnych ogłoszeń."}
        </EmptyNote>
      )}

      <Pagination page={page} pageCount={pageCount} />

      {hydrated && deleting ? (
        <ConfirmDialog
          title={LISTING_TEXT.deleteConfirmTitle}
          text={LISTING_TEXT.deleteConfirmText}
          itemTitle={deleting.title}
          note={MODERATION_TEXT.housekeepingContent}
          busy={deleter.busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => void deleter.post("listing-delete", { id: deleting.id })}
        />
      ) : null}

      {hydrated && bulkDeleting && selected.length ? (
        <ConfirmDialog
          title="Usuń zaznaczone ogłoszenia"
          text={`Czy na pewno chcesz usunąć ${listingCount(selected.length)}? Tej operacji nie można cofnąć.`}
          itemTitle={selected.map((r) => r.title).join(", ")}
          note={MODERATION_TEXT.housekeepingContent}
          busy={deleter.busy}
          onClose={() => setBulkDeleting(false)}
          onConfirm={() =>
            void deleter.post("listing-bulk-delete", { ids: selected.map((r) => r.id) })
          }
        />
      ) : null}
    </section>
  );
}
