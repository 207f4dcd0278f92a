import { Download, Eye, MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { formatCount, formatPrice, pluralize } from "~/lib/format";
import { LISTING_TEXT } from "~/lib/listing-schemas";
import { locationLabel } from "~/lib/locations";
import type { PanelActionResult } from "~/lib/panel";
import { STOCK_PROPERTY_IMAGE, safeImageSrc } from "~/lib/urls";
import { useHydrated } from "~/lib/use-hydrated";
import type { ImportedListing } from "../../../server/import/types";
import type { ListingForEdit, OwnListing } from "../../../server/listings/save-listing";
import { FormStatus } from "../profile/form-parts";
import { Badge } from "../ui/badge";
import { toast } from "../ui/toast";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { draftKey, removeDraft } from "./drafts";
import { primaryButtonClass, secondaryButtonClass } from "./form-controls";
import { ImportDialog } from "./import-dialog";
import {
  editListingStart,
  importedListingStart,
  ListingForm,
  type ListingFormStart,
  newListingStart,
} from "./listing-form";
import { OwnItemActions, OwnItemsEmpty, OwnItemsHeader } from "./own-items";
import { PanelDialog } from "./panel-dialog";
import { usePanelFetcher } from "./use-panel-fetcher";

const PROPERTIES_URL = "/panel?tab=properties";

/** The add form (blank or from an import); editing is driven by the URL (`edit={id}`). */
type Adding = { start: ListingFormStart; imported: boolean } | null;

/**
 * 'Moje ogłoszenia': the user's listings with edit and delete, the add dialog and the import
 * from another portal. `?tab=properties&edit={id}` opens a listing's form (the loader reads it),
 * `?action=add-property` the add form.
 */
export function MyListings({
  listings,
  editing,
  editMissing,
  addOpen,
  profilePhone,
  result,
}: {
  listings: OwnListing[];
  editing: ListingForEdit | null;
  editMissing: boolean;
  addOpen: boolean;
  profilePhone: string;
  result: PanelActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [adding, setAdding] = useState<Adding>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<OwnListing | null>(null);

  useEffect(() => {
    if (addOpen) setAdding({ start: newListingStart(profilePhone), imported: false });
  }, [addOpen, profilePhone]);

  /** Back to the plain tab URL (drops `action` and `edit`), without scrolling to the top. */
  function toPropertiesUrl() {
    if (`${location.pathname}${location.search}` !== PROPERTIES_URL) {
      navigate(PROPERTIES_URL, { replace: true, preventScrollReset: true });
    }
  }

  function closeAdd() {
    removeDraft(draftKey("listing", null));
    setAdding(null);
    toPropertiesUrl();
  }

  function closeEdit() {
    if (editing) removeDraft(draftKey("listing", editing.id));
    toPropertiesUrl();
  }

  const deleter = usePanelFetcher((answer) => {
    if (answer.ok) {
      toast.success(answer.title, { description: answer.message });
      setDeleting(null);
    } else {
      toast.error(answer.title, { description: answer.message });
    }
  });

  const noJsResult = result?.intent.startsWith("listing-") ? result : undefined;

  return (
    <section aria-labelledby="my-listings-heading" className="space-y-5">
      <OwnItemsHeader
        headingId="my-listings-heading"
        title="Moje ogłoszenia"
        count={listings.length}
        forms={["ogłoszenie", "ogłoszenia", "ogłoszeń"]}
      >
        <button
          type="button"
          onClick={() => setImporting(true)}
          disabled={!hydrated}
          className={secondaryButtonClass}
        >
          <Download aria-hidden="true" className="size-4" />
          Importuj z portalu
        </button>
        <button
          type="button"
          onClick={() => setAdding({ start: newListingStart(profilePhone), imported: false })}
          disabled={!hydrated}
          className={primaryButtonClass}
        >
          <Plus aria-hidden="true" className="size-4" />
          Dodaj ogłoszenie
        </button>
      </OwnItemsHeader>

      {noJsResult ? <FormStatus result={noJsResult} /> : null}
      {editMissing ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Nie znaleziono ogłoszenia do edycji albo nie należy ono do Ciebie.
        </p>
      ) : null}

      {listings.length ? (
        <ul className="space-y-3">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingRow
                listing={listing}
                onDelete={() => setDeleting(listing)}
                canDelete={hydrated}
              />
            </li>
          ))}
        </ul>
      ) : (
        <OwnItemsEmpty
          title="Nie masz jeszcze ogłoszeń"
          message="Dodaj pierwsze ogłoszenie albo zaimportuj je z innego portalu."
        />
      )}

      {hydrated && adding ? (
        <PanelDialog
          title={adding.imported ? "Sprawdź zaimportowane ogłoszenie" : "Dodaj ogłoszenie"}
          onClose={closeAdd}
        >
          <ListingForm
            start={adding.start}
            onCancel={closeAdd}
            onSaved={() => {
              setAdding(null);
              toPropertiesUrl();
            }}
          />
        </PanelDialog>
      ) : null}

      {hydrated && editing && !adding ? (
        <PanelDialog key={editing.id} title="Edytuj ogłoszenie" onClose={closeEdit}>
          <ListingForm
            start={editListingStart(editing)}
            onCancel={closeEdit}
            onSaved={toPropertiesUrl}
          />
        </PanelDialog>
      ) : null}

      {hydrated && importing ? (
        <ImportDialog
          onClose={() => setImporting(false)}
          onImported={(imported: ImportedListing) => {
            setImporting(false);
            setAdding({ start: importedListingStart(imported, profilePhone), imported: true });
          }}
        />
      ) : null}

      {hydrated && deleting ? (
        <ConfirmDeleteDialog
          title={LISTING_TEXT.deleteConfirmTitle}
          text={LISTING_TEXT.deleteConfirmText}
          itemTitle={deleting.title}
          busy={deleter.busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            const form = new FormData();
            form.set("intent", "listing-delete");
            form.set("id", deleting.id);
            deleter.submit(form);
          }}
        />
      ) : null}
    </section>
  );
}

function ListingRow({
  listing,
  onDelete,
  canDelete,
}: {
  listing: OwnListing;
  onDelete: () => void;
  canDelete: boolean;
}) {
  const place = locationLabel(listing.location) ?? listing.address ?? "Poza regionem";
  return (
    <article className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:flex sm:items-center">
      <img
        src={safeImageSrc(listing.imageUrl) ?? STOCK_PROPERTY_IMAGE}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-gray-100 object-cover sm:w-40"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap gap-1">
          {listing.isArchived ? <Badge tone="gray">Zarchiwizowane</Badge> : null}
          {listing.isPremium ? <Badge tone="brand">Premium</Badge> : null}
          {listing.isVerified ? <Badge tone="green">Zweryfikowane</Badge> : null}
        </div>
        <h3 className="font-semibold break-words text-gray-900">
          <Link
            to={`/nieruchomosc/${listing.id}`}
            className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="font-bold text-brand-800 sm:text-lg">{formatPrice(listing.price)}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {place}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {formatCount(listing.views)}{" "}
            {pluralize(listing.views, ["wyświetlenie", "wyświetlenia", "wyświetleń"])}
          </span>
        </p>
      </div>
      <OwnItemActions>
        <Link
          to={`${PROPERTIES_URL}&edit=${listing.id}`}
          preventScrollReset
          aria-label={`Edytuj ogłoszenie: ${listing.title}`}
          className={secondaryButtonClass}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edytuj
        </Link>
        <button
          type="button"
          onClick={onDelete}
          disabled={!canDelete}
          aria-label={`Usuń ogłoszenie: ${listing.title}`}
          className={`${secondaryButtonClass} text-red-700 hover:bg-red-50`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Usuń
        </button>
      </OwnItemActions>
    </article>
  );
}
