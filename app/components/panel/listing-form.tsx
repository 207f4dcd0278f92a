import {
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
  TRANSACTION_LABELS,
  TRANSACTION_TYPES,
  type TransactionType,
} from "@shared/categories";
import { LISTING_LIMITS, listingFormSchema } from "@shared/listing-schemas";
import type { ListingForEdit } from "@shared/listing-types";
import type { PanelActionResult } from "@shared/panel";
import { panelPath } from "@shared/panel";
import { formatNumberInput } from "@shared/polish-number";
import type { ImportedListing } from "@shared/portal-import";
import { useState } from "react";
import {
  LocationField,
  PhoneField,
  RepeatedField,
  SelectField,
  TextAreaField,
  TextField,
} from "../form/fields";
import { type Draft, draftKey, formDraft, readDraft, removeDraft, writeDraft } from "./drafts";
import {
  blankParamValues,
  ListingParamsFieldset,
  type ParamFormValues,
  paramFormValues,
} from "./listing-params-fields";
import { PaidHighlightNote } from "./paid-highlight-note";
import { PanelForm, useFetcherForm } from "./panel-form";
import { PhotoField, type PhotoItem, photoItems } from "./photo-field";
import { PointField } from "./point-field";

/** The form's starting values, as the inputs show them. */
export type ListingFormValues = {
  title: string;
  price: string;
  location: string;
  address: string;
  area: string;
  rooms: string;
  bathrooms: string;
  type: string;
  transactionType: string;
  description: string;
  phone: string;
  videos: string[];
  virtualTourUrl: string;
  /** The exact point's coordinates ('' without one) and the "show exactly" box ('on' ticked). */
  lat: string;
  lng: string;
  showExactLocation: string;
} & ParamFormValues;

/** What the form starts from: a blank new listing, an import, or a listing being edited. */
export type ListingFormStart = {
  /** Set when editing. */
  id?: string;
  values: ListingFormValues;
  photos: PhotoItem[];
  /** A portal's key and page when the form came from an import. */
  origin?: { source: string; externalUrl: string };
  /**
   * A blank new-listing form takes the saved draft (docs/spec/marketplace.md §4); imports and edits
   * do not.
   */
  restoreDraft: boolean;
};

const TYPE_OPTIONS = PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] }));
const TRANSACTION_OPTIONS = TRANSACTION_TYPES.map((t) => ({
  value: t,
  label: TRANSACTION_LABELS[t],
}));

const NO_POINT = { lat: "", lng: "", showExactLocation: "" };

export function newListingStart(profilePhone: string): ListingFormStart {
  return {
    values: {
      title: "",
      price: "",
      location: "",
      address: "",
      area: "",
      rooms: "",
      bathrooms: "",
      type: "mieszkanie",
      transactionType: "sprzedaz",
      description: "",
      phone: profilePhone,
      videos: [],
      virtualTourUrl: "",
      ...NO_POINT,
      ...blankParamValues(),
    },
    photos: [],
    restoreDraft: true,
  };
}

export function importedListingStart(
  imported: ImportedListing,
  profilePhone: string,
  maxPhotos: number,
): ListingFormStart {
  return {
    values: {
      title: imported.title,
      price: formatNumberInput(imported.price),
      location: imported.location ?? "",
      address: imported.address,
      area: formatNumberInput(imported.area),
      rooms: formatNumberInput(imported.rooms),
      bathrooms: formatNumberInput(imported.bathrooms),
      type: imported.type,
      transactionType: imported.transaction,
      description: imported.description,
      phone: profilePhone,
      videos: [],
      virtualTourUrl: "",
      ...NO_POINT,
      ...paramFormValues(imported.params),
    },
    photos: photoItems(imported.images.slice(0, maxPhotos), "remote"),
    origin: { source: imported.source, externalUrl: imported.externalUrl },
    restoreDraft: false,
  };
}

export function editListingStart(listing: ListingForEdit): ListingFormStart {
  return {
    id: listing.id,
    values: {
      title: listing.title,
      price: formatNumberInput(listing.price),
      location: listing.location ?? "",
      address: listing.address ?? "",
      area: formatNumberInput(listing.area),
      rooms: formatNumberInput(listing.rooms),
      bathrooms: formatNumberInput(listing.bathrooms),
      type: listing.type,
      transactionType: listing.transactionType,
      description: listing.description,
      phone: listing.phone ?? "",
      videos: listing.videos,
      virtualTourUrl: listing.virtualTourUrl ?? "",
      lat: listing.lat === null ? "" : String(listing.lat),
      lng: listing.lng === null ? "" : String(listing.lng),
      showExactLocation: listing.showExactLocation ? "on" : "",
      ...paramFormValues(listing),
    },
    photos: photoItems(listing.photos, "stored"),
    restoreDraft: false,
  };
}

/** The start values with a saved draft laid over them (text fields only; files never). */
function withDraft(values: ListingFormValues, draft: Draft | null): ListingFormValues {
  if (!draft) return values;
  const text = (name: keyof ListingFormValues) => {
    const v = draft[name];
    return typeof v === "string" ? v : (values[name] as string);
  };
  // A repeated name: one value is a string, several a list; an untouched form keeps the start.
  const list = (name: "videos" | "outdoor" | "utilities") => {
    const v = draft[name];
    return v === undefined ? values[name] : Array.isArray(v) ? v : [v];
  };
  const params = Object.fromEntries(
    Object.entries(blankParamValues()).map(([name, blank]) => [
      name,
      Array.isArray(blank)
        ? list(name as "outdoor" | "utilities")
        : text(name as keyof ListingFormValues),
    ]),
  ) as ParamFormValues;
  return {
    title: text("title"),
    price: text("price"),
    location: text("location"),
    address: text("address"),
    area: text("area"),
    rooms: text("rooms"),
    bathrooms: text("bathrooms"),
    type: text("type"),
    transactionType: text("transactionType"),
    description: text("description"),
    phone: text("phone"),
    videos: list("videos"),
    virtualTourUrl: text("virtualTourUrl"),
    lat: text("lat"),
    lng: text("lng"),
    // An unticked box is not in the form: the draft's absence means off.
    showExactLocation: draft.showExactLocation === "on" ? "on" : "",
    ...params,
  };
}

/**
 * Fields a draft never keeps: how the form posts, not what was typed. An import's portal and
 * page are kept, so a restored draft of an imported listing is still saved as imported.
 */
const NOT_DRAFTED = ["intent", "id", "photos"];

function draftOrigin(draft: Draft | null): ListingFormStart["origin"] {
  const source = draft?.source;
  const externalUrl = draft?.externalUrl;
  return typeof source === "string" && typeof externalUrl === "string"
    ? { source, externalUrl }
    : undefined;
}

/**
 * Add or edit a listing, on the form layer: checked in the browser with the schema the server
 * uses; sent as multipart through a fetcher (new photos as files); a refused save keeps everything
 * typed and shows the server's reasons at the fields. The text fields are kept as a draft in the
 * browser while the title is filled. `maxPhotos` is the owner's plan's limit within the site's.
 */
export function ListingForm({
  start,
  maxPhotos,
  mapTileUrl,
  onSaved,
  onCancel,
}: {
  start: ListingFormStart;
  maxPhotos: number;
  mapTileUrl: string;
  onSaved: (result: PanelActionResult) => void;
  onCancel: () => void;
}) {
  const key = draftKey("listing", start.id);
  const [{ values, origin }] = useState(() => {
    const draft = start.restoreDraft ? readDraft(key) : null;
    return {
      values: withDraft(start.values, draft),
      origin: start.origin ?? draftOrigin(draft),
    };
  });
  const { videos, outdoor, utilities, ...textValues } = values;
  const form = useFetcherForm({
    id: "listing",
    schema: listingFormSchema,
    action: panelPath("properties"),
    defaultValue: textValues,
    photos: start.photos,
    onSaved: (saved) => {
      removeDraft(key);
      onSaved(saved);
    },
  });
  const { fields } = form;
  // The parameters follow the type and transaction as they are chosen.
  const type = pick(PROPERTY_TYPES, fields.type.value, values.type);
  const transaction = pick(TRANSACTION_TYPES, fields.transactionType.value, values.transactionType);

  function saveDraft() {
    const element = form.formRef.current;
    if (!element) return;
    const draft = formDraft(element, NOT_DRAFTED);
    if (typeof draft.title === "string" && draft.title.trim()) writeDraft(key, draft);
    else removeDraft(key);
  }

  return (
    <PanelForm
      form={form}
      intent="listing-save"
      id={start.id}
      addLabel="Dodaj ogłoszenie"
      privacyPurpose="publikacji ogłoszenia; jego treść jest publiczna, a telefon pokazujemy tylko zalogowanym osobom, które o niego poproszą"
      onCancel={onCancel}
      onChange={saveDraft}
    >
      {form.photosInput}
      {origin ? (
        <>
          <input type="hidden" name="source" value={origin.source} />
          <input type="hidden" name="externalUrl" value={origin.externalUrl} />
        </>
      ) : null}

      <TextField
        meta={fields.title}
        label="Tytuł"
        maxLength={LISTING_LIMITS.titleMax}
        data-autofocus
        required
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.price}
          label="Cena (zł)"
          inputMode="numeric"
          placeholder="np. 350 000"
          required
        />
        <LocationField meta={fields.location} />
        <TextField
          meta={fields.address}
          label="Adres"
          hint="Ulica lub okolica, opcjonalnie"
          maxLength={LISTING_LIMITS.addressMax}
          className="sm:col-span-2"
        />
        <SelectField meta={fields.type} label="Typ" options={TYPE_OPTIONS} />
        <SelectField
          meta={fields.transactionType}
          label="Rodzaj oferty"
          options={TRANSACTION_OPTIONS}
        />
      </div>

      <PointField
        start={
          values.lat && values.lng ? { lat: Number(values.lat), lng: Number(values.lng) } : null
        }
        location={String(fields.location.value ?? values.location)}
        showExact={values.showExactLocation === "on"}
        tileUrl={mapTileUrl}
        error={fields.lat.errors?.[0]}
      />

      <div className="grid gap-5 sm:grid-cols-3">
        <TextField meta={fields.area} label="Powierzchnia (m²)" inputMode="decimal" />
        <TextField meta={fields.rooms} label="Liczba pokoi" inputMode="numeric" />
        <TextField meta={fields.bathrooms} label="Liczba łazienek" inputMode="numeric" />
      </div>

      {type && transaction ? (
        <ListingParamsFieldset
          fields={fields}
          type={type}
          transaction={transaction}
          sets={{ outdoor, utilities }}
        />
      ) : null}

      <TextAreaField
        meta={fields.description}
        label="Opis"
        rows={6}
        maxLength={LISTING_LIMITS.descriptionMax}
      />

      <PhotoField {...form.photoField()} max={maxPhotos} />

      <PhoneField meta={fields.phone} hint="Np. 600 123 456" />

      <RepeatedField
        id="listing-videos"
        name="videos"
        legend="Filmy"
        hint="Linki do filmów (np. YouTube); puste pola są pomijane."
        itemLabel={(n) => `Link do filmu ${n}`}
        addLabel="Dodaj film"
        removeLabel={(n) => `Usuń film ${n}`}
        initial={videos}
        max={LISTING_LIMITS.videosMax}
        onRowsChange={saveDraft}
        error={fields.videos?.errors?.[0]}
        inputType="url"
        placeholder="https://…"
      />

      <TextField
        meta={fields.virtualTourUrl}
        label="Wirtualny spacer URL"
        hint="Link https z Matterport, Kuula lub YouTube (adres /embed/…), opcjonalnie"
        type="url"
        inputMode="url"
      />

      {start.id ? null : <PaidHighlightNote what="ogłoszenie" />}
    </PanelForm>
  );
}

/** The field's current value if it is one of `values`, else the start value's, else none. */
function pick<T extends PropertyType | TransactionType>(
  values: readonly T[],
  current: unknown,
  start: string,
): T | undefined {
  return values.find((v) => v === current) ?? values.find((v) => v === start);
}
