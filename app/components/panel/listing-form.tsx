import { useRef, useState } from "react";
import {
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  TRANSACTION_LABELS,
  TRANSACTION_TYPES,
} from "~/lib/categories";
import {
  LISTING_LIMITS,
  listingFormValues,
  listingSchema,
  photoManifestSchema,
} from "~/lib/listing-schemas";
import { LOCATIONS } from "~/lib/locations";
import type { PanelActionResult } from "~/lib/panel";
import { firstFieldErrors } from "~/lib/profile-schemas";
import type { ImportedListing } from "../../../server/import/types";
import type { ListingForEdit } from "../../../server/listings/save-listing";
import { toast } from "../ui/toast";
import { type Draft, draftKey, formDraft, readDraft, removeDraft, writeDraft } from "./drafts";
import {
  errorProps,
  Field,
  type FieldErrors,
  focusFirstInvalid,
  inputClass,
  primaryButtonClass,
  RepeatedField,
  SelectField,
  secondaryButtonClass,
  TextField,
} from "./form-controls";
import { appendPhotos, PhotoField, type PhotoItem, photoItems } from "./photo-field";
import { usePanelFetcher } from "./use-panel-fetcher";

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
  isPremium: boolean;
  videos: string[];
  virtualTourUrl: string;
};

/** What the form starts from: a blank new listing, an import, or a listing being edited. */
export type ListingFormStart = {
  /** Set when editing. */
  id?: string;
  values: ListingFormValues;
  photos: PhotoItem[];
  /** A portal's key and page when the form came from an import. */
  origin?: { source: string; externalUrl: string };
  /** A blank new-listing form takes the saved draft (spec §4); imports and edits do not. */
  restoreDraft: boolean;
};

const number = (value: number | null | undefined) => (value ? String(value) : "");

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
      isPremium: false,
      videos: [],
      virtualTourUrl: "",
    },
    photos: [],
    restoreDraft: true,
  };
}

export function importedListingStart(
  imported: ImportedListing,
  profilePhone: string,
): ListingFormStart {
  return {
    values: {
      title: imported.title,
      price: number(imported.price),
      location: imported.location ?? "",
      address: imported.address,
      area: number(imported.area),
      rooms: number(imported.rooms),
      bathrooms: number(imported.bathrooms),
      type: imported.type,
      transactionType: imported.transaction,
      description: imported.description,
      phone: profilePhone,
      isPremium: false,
      videos: [],
      virtualTourUrl: "",
    },
    photos: photoItems(imported.images.slice(0, LISTING_LIMITS.photosMax), "remote"),
    origin: { source: imported.source, externalUrl: imported.externalUrl },
    restoreDraft: false,
  };
}

export function editListingStart(listing: ListingForEdit): ListingFormStart {
  return {
    id: listing.id,
    values: {
      title: listing.title,
      price: String(listing.price),
      location: listing.location ?? "",
      address: listing.address ?? "",
      area: number(listing.area),
      rooms: number(listing.rooms),
      bathrooms: number(listing.bathrooms),
      type: listing.type,
      transactionType: listing.transactionType,
      description: listing.description,
      phone: listing.phone ?? "",
      isPremium: listing.isPremium,
      videos: listing.videos,
      virtualTourUrl: listing.virtualTourUrl ?? "",
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
  const videos = draft.videos;
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
    isPremium: draft.isPremium === "on",
    videos: videos === undefined ? values.videos : Array.isArray(videos) ? videos : [videos],
    virtualTourUrl: text("virtualTourUrl"),
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
 * Add or edit a listing. Checked in the browser with the same schema as on the server; sent as
 * multipart through a fetcher (new photos as files); a refused save keeps everything typed and
 * shows the server's reasons next to the fields. The text fields are kept as a draft in the
 * browser while the title is filled.
 */
export function ListingForm({
  start,
  onSaved,
  onCancel,
}: {
  start: ListingFormStart;
  onSaved: (result: PanelActionResult) => void;
  onCancel: () => void;
}) {
  const editing = !!start.id;
  const key = draftKey("listing", start.id);
  const formRef = useRef<HTMLFormElement>(null);
  const [{ values, origin }] = useState(() => {
    const draft = start.restoreDraft ? readDraft(key) : null;
    return {
      values: withDraft(start.values, draft),
      origin: start.origin ?? draftOrigin(draft),
    };
  });
  const [photos, setPhotos] = useState<PhotoItem[]>(start.photos);
  const [errors, setErrors] = useState<FieldErrors>({});

  const fetcher = usePanelFetcher((result) => {
    if (result.ok) {
      toast.success(result.title, { description: result.message });
      removeDraft(key);
      onSaved(result);
    } else {
      toast.error(result.title, { description: result.message });
      setErrors(result.fieldErrors ?? {});
      focusFirstInvalid(formRef.current);
    }
  });

  function saveDraft() {
    const form = formRef.current;
    if (!form) return;
    const draft = formDraft(form, NOT_DRAFTED);
    if (typeof draft.title === "string" && draft.title.trim()) writeDraft(key, draft);
    else removeDraft(key);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = listingSchema.safeParse(listingFormValues(data));
    appendPhotos(data, photos);
    const manifest = photoManifestSchema.safeParse(data.get("photos") ?? undefined);
    const found: FieldErrors = {
      ...(parsed.success ? {} : firstFieldErrors(parsed.error)),
      ...(manifest.success ? {} : { photos: manifest.error.issues[0]?.message }),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(form);
      return;
    }
    fetcher.submit(data);
  }

  const v = values;
  return (
    <form
      ref={formRef}
      method="post"
      action="/panel"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      onChange={saveDraft}
      aria-busy={fetcher.busy}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="listing-save" />
      {start.id ? <input type="hidden" name="id" value={start.id} /> : null}
      {origin ? (
        <>
          <input type="hidden" name="source" value={origin.source} />
          <input type="hidden" name="externalUrl" value={origin.externalUrl} />
        </>
      ) : null}

      <TextField
        id="listing-title"
        name="title"
        label="Tytuł"
        defaultValue={v.title}
        error={errors.title}
        maxLength={LISTING_LIMITS.titleMax}
        data-autofocus
        required
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="listing-price"
          name="price"
          label="Cena (zł)"
          defaultValue={v.price}
          error={errors.price}
          inputMode="numeric"
          placeholder="np. 350 000"
          required
        />
        <SelectField
          id="listing-location"
          name="location"
          label="Miejscowość"
          defaultValue={v.location}
          error={errors.location}
          placeholder="Wybierz miejscowość"
          options={LOCATIONS.map((l) => ({ value: l.slug, label: l.label }))}
        />
        <TextField
          id="listing-address"
          name="address"
          label="Adres"
          hint="Ulica lub okolica, opcjonalnie"
          defaultValue={v.address}
          error={errors.address}
          maxLength={LISTING_LIMITS.addressMax}
          className="sm:col-span-2"
        />
        <SelectField
          id="listing-type"
          name="type"
          label="Typ"
          defaultValue={v.type}
          error={errors.type}
          options={PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t] }))}
        />
        <SelectField
          id="listing-transaction"
          name="transactionType"
          label="Rodzaj oferty"
          defaultValue={v.transactionType}
          error={errors.transactionType}
          options={TRANSACTION_TYPES.map((t) => ({ value: t, label: TRANSACTION_LABELS[t] }))}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          id="listing-area"
          name="area"
          label="Powierzchnia (m²)"
          defaultValue={v.area}
          error={errors.area}
          inputMode="decimal"
        />
        <TextField
          id="listing-rooms"
          name="rooms"
          label="Liczba pokoi"
          defaultValue={v.rooms}
          error={errors.rooms}
          inputMode="numeric"
        />
        <TextField
          id="listing-bathrooms"
          name="bathrooms"
          label="Liczba łazienek"
          defaultValue={v.bathrooms}
          error={errors.bathrooms}
          inputMode="numeric"
        />
      </div>

      <Field id="listing-description" label="Opis" error={errors.description}>
        <textarea
          id="listing-description"
          name="description"
          rows={6}
          maxLength={LISTING_LIMITS.descriptionMax}
          defaultValue={v.description}
          {...errorProps("listing-description", errors.description)}
          className={inputClass}
        />
      </Field>

      <PhotoField id="listing-photos" photos={photos} onChange={setPhotos} error={errors.photos} />

      <TextField
        id="listing-phone"
        name="phone"
        label="Telefon"
        hint="Np. 600 123 456"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        defaultValue={v.phone}
        error={errors.phone}
        required
      />

      <RepeatedField
        id="listing-videos"
        name="videos"
        legend="Filmy"
        hint="Linki do filmów (np. YouTube); puste pola są pomijane."
        itemLabel={(n) => `Link do filmu ${n}`}
        addLabel="Dodaj film"
        removeLabel={(n) => `Usuń film ${n}`}
        initial={v.videos}
        max={LISTING_LIMITS.videosMax}
        onRowsChange={saveDraft}
        error={errors.videos}
        inputType="url"
        placeholder="https://…"
      />

      <TextField
        id="listing-tour"
        name="virtualTourUrl"
        label="Wirtualny spacer URL"
        hint="Link https z Matterport, Kuula lub YouTube (adres /embed/…), opcjonalnie"
        type="url"
        inputMode="url"
        defaultValue={v.virtualTourUrl}
        error={errors.virtualTourUrl}
      />

      {editing ? null : (
        <div className="flex items-start gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
          <input
            id="listing-premium"
            name="isPremium"
            type="checkbox"
            defaultChecked={v.isPremium}
            aria-describedby="listing-premium-hint"
            className="mt-1 size-4 accent-brand-700"
          />
          <div>
            <label htmlFor="listing-premium" className="font-medium text-gray-900">
              Ogłoszenie premium
            </label>
            <p id="listing-premium-hint" className="text-sm text-gray-600">
              Ogłoszenie premium jest wyróżnione na listach ofert.
            </p>
          </div>
        </div>
      )}

      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-gray-200 bg-white px-4 py-3 sm:-mx-6 sm:-mb-5 sm:flex-row sm:justify-end sm:px-6">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          Anuluj
        </button>
        <button type="submit" disabled={fetcher.busy} className={primaryButtonClass}>
          {fetcher.busy ? "Zapisywanie..." : editing ? "Zapisz zmiany" : "Dodaj ogłoszenie"}
        </button>
      </div>
    </form>
  );
}
