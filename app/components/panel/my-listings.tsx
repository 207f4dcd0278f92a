import type { PlanUsage } from "@shared/account-plans";
import { formatQuantity } from "@shared/format";
import { formatListingPrice } from "@shared/listing-price";
import { LISTING_TEXT } from "@shared/listing-schemas";
import type { ListingForEdit, OwnListing } from "@shared/listing-types";
import { locationLabel } from "@shared/locations";
import type { PanelActionResult } from "@shared/panel";
import { panelPath } from "@shared/panel";
import type { ImportedListing } from "@shared/portal-import";
import { listingPlaceholderImage } from "@shared/urls";
import { Download, MapPin, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { ADMIN_RETURN_PARAM, adminReturnPath } from "~/lib/admin-return";
import { useHydrated } from "~/lib/use-hydrated";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { ItemMeta, ItemViews } from "../ui/item-meta";
import { draftKey, removeDraft } from "./drafts";
import { ImportDialog } from "./import-dialog";
import {
  editListingStart,
  importedListingStart,
  ListingForm,
  type ListingFormStart,
  newListingStart,
} from "./listing-form";
import { type OwnItemsPage, OwnItemsSection, type OwnItemView, useBackToTab } from "./own-items";
import { PlanUsageNote } from "./plan-usage";

const PROPERTIES_URL = panelPath("properties");

/** The add form (blank or from an import); editing is driven by the URL (`edit={id}`). */
type Adding = { start: ListingFormStart; imported: boolean } | null;

/**
 * 'Moje ogłoszenia': the user's listings (for an agency also its brokers', named on the card),
 * active or archived, searched and paged, with edit and delete, the add dialog and the import
 * from another portal. `?edit={id}` opens a listing's form (the loader reads it),
 * `?action=add-property` the add form.
 */
export function MyListings({
  listings,
  list,
  editing,
  editMissing,
  addOpen,
  profilePhone,
  plan,
  mapTileUrl,
  result,
}: {
  listings: OwnListing[];
  list: OwnItemsPage;
  editing: ListingForEdit | null;
  editMissing: boolean;
  addOpen: boolean;
  profilePhone: string;
  /** The account's plan: its use is shown, its photo limit (within the site's) is the form's. */
  plan: PlanUsage;
  /** MAP_TILE_URL, for the form's map of the exact point. */
  mapTileUrl: string;
  result: PanelActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const toPropertiesUrl = useBackToTab(PROPERTIES_URL);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Opened from the admin list: back to it, filters and all, not to the admin's own listings.
  const adminList = adminReturnPath(searchParams.get(ADMIN_RETURN_PARAM));
  const afterEdit = () => (adminList ? navigate(adminList) : toPropertiesUrl());
  const [adding, setAdding] = useState<Adding>(null);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    if (addOpen) setAdding({ start: newListingStart(profilePhone), imported: false });
  }, [addOpen, profilePhone]);

  function closeAdd() {
    removeDraft(draftKey("listing", null));
    setAdding(null);
    toPropertiesUrl();
  }

  function closeEdit() {
    if (editing) removeDraft(draftKey("listing", editing.id));
    afterEdit();
  }

  return (
    <OwnItemsSection
      kind="listing"
      noun="ogłoszenie"
      tabUrl={PROPERTIES_URL}
      heading={{
        id: "my-listings-heading",
        title: "Moje ogłoszenia",
        forms: ["ogłoszenie", "ogłoszenia", "ogłoszeń"],
      }}
      items={listings}
      list={list}
      view={listingView}
      stockImage={(listing) => listingPlaceholderImage(listing.type)}
      hydrated={hydrated}
      result={result}
      editMissing={
        editMissing ? "Nie znaleziono ogłoszenia do edycji albo nie należy ono do Ciebie." : null
      }
      actions={
        <Button
          variant="secondary"
          type="button"
          onClick={() => setImporting(true)}
          disabled={!hydrated}
        >
          <Download aria-hidden="true" className="size-4" />
          Importuj z portalu
        </Button>
      }
      plan={<PlanUsageNote usage={plan} kind="listings" />}
      addLabel="Dodaj ogłoszenie"
      onAdd={() => setAdding({ start: newListingStart(profilePhone), imported: false })}
      empty={
        list.query.status === "archiwalne"
          ? {
              title: "Brak archiwalnych ogłoszeń",
              message: "Tu trafiają ogłoszenia zdjęte z serwisu; wciąż możesz je edytować.",
            }
          : {
              title: "Nie masz aktywnych ogłoszeń",
              message: "Dodaj ogłoszenie albo zaimportuj je z innego portalu.",
            }
      }
      deleteText={LISTING_TEXT}
    >
      {hydrated && adding ? (
        <Dialog
          title={adding.imported ? "Sprawdź zaimportowane ogłoszenie" : "Dodaj ogłoszenie"}
          onClose={closeAdd}
        >
          <ListingForm
            start={adding.start}
            maxPhotos={plan.plan.maxPhotos}
            mapTileUrl={mapTileUrl}
            onCancel={closeAdd}
            onSaved={() => {
              setAdding(null);
              toPropertiesUrl();
            }}
          />
        </Dialog>
      ) : null}

      {hydrated && editing && !adding ? (
        <Dialog key={editing.id} title="Edytuj ogłoszenie" onClose={closeEdit}>
          <ListingForm
            start={editListingStart(editing)}
            maxPhotos={editing.maxPhotos}
            mapTileUrl={mapTileUrl}
            onCancel={closeEdit}
            onSaved={afterEdit}
          />
        </Dialog>
      ) : null}

      {hydrated && importing ? (
        <ImportDialog
          onClose={() => setImporting(false)}
          onImported={(imported: ImportedListing) => {
            setImporting(false);
            setAdding({
              start: importedListingStart(imported, profilePhone, plan.plan.maxPhotos),
              imported: true,
            });
          }}
        />
      ) : null}
    </OwnItemsSection>
  );
}

function listingView(listing: OwnListing): OwnItemView {
  return {
    href: `/nieruchomosc/${listing.id}`,
    price: formatListingPrice(listing.price, listing.transactionType),
    badges: (
      <>
        {listing.isArchived ? <Badge tone="gray">Zarchiwizowane</Badge> : null}
        {listing.isPremium ? <Badge tone="brand">Premium</Badge> : null}
        {listing.isVerified ? <Badge tone="green">Zweryfikowane</Badge> : null}
      </>
    ),
    meta: (
      <>
        <ItemMeta icon={MapPin}>
          {locationLabel(listing.location) ?? listing.address ?? "Poza regionem"}
        </ItemMeta>
        <ItemViews views={listing.views} />
        {listing.brokerName ? (
          <ItemMeta icon={UserRound}>Pośrednik: {listing.brokerName}</ItemMeta>
        ) : null}
      </>
    ),
    footer: <ListingLifetime listing={listing} />,
  };
}

const DAY_FORMS = ["dzień", "dni", "dni"] as const;

/**
 * How long the listing stays published, and "Odśwież" (another lifetime from today) when it
 * ends within a week or has ended; a listing archived by hand shows neither.
 */
function ListingLifetime({ listing }: { listing: OwnListing }) {
  if (listing.isArchived && !listing.expired) return null;
  const soon = listing.daysLeft === null || listing.daysLeft <= 7;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className={soon ? "font-medium text-amber-800" : "text-gray-600"}>
        {listing.daysLeft === null
          ? "Wygasło — nie jest widoczne w wyszukiwarce"
          : listing.daysLeft === 0
            ? "Wygasa dziś"
            : `Wygasa za ${formatQuantity(listing.daysLeft, DAY_FORMS)}`}
      </span>
      {soon ? (
        <Form method="post" action={PROPERTIES_URL}>
          <input type="hidden" name="intent" value="listing-renew" />
          <input type="hidden" name="id" value={listing.id} />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            aria-label={`Odśwież ogłoszenie: ${listing.title}`}
          >
            Odśwież
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
