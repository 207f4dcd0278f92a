import { useRef, useState } from "react";
import { SERVICE_CATEGORIES } from "~/lib/categories";
import { photoManifestSchema } from "~/lib/listing-schemas";
import { LOCATIONS } from "~/lib/locations";
import type { PanelActionResult } from "~/lib/panel";
import { firstFieldErrors } from "~/lib/profile-schemas";
import {
  DEFAULT_AVAILABILITY,
  SERVICE_LIMITS,
  type ServiceForEdit,
  serviceFormValues,
  serviceSchema,
} from "~/lib/service-schemas";
import { toast } from "../ui/toast";
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

/** What the service form starts from: a blank new service or one being edited. */
export type ServiceFormStart = {
  /** Set when editing. */
  id?: string;
  values: {
    title: string;
    priceFrom: string;
    category: string;
    location: string;
    description: string;
    offeredServices: string[];
    warrantyMonths: string;
    contactPerson: string;
    phone: string;
    availability: string;
    isPremium: boolean;
  };
  photos: PhotoItem[];
};

export function newServiceStart(profilePhone: string): ServiceFormStart {
  return {
    values: {
      title: "",
      priceFrom: "",
      category: "",
      location: "",
      description: "",
      offeredServices: [],
      warrantyMonths: "",
      contactPerson: "",
      phone: profilePhone,
      availability: DEFAULT_AVAILABILITY,
      isPremium: false,
    },
    photos: [],
  };
}

export function editServiceStart(service: ServiceForEdit): ServiceFormStart {
  return {
    id: service.id,
    values: {
      title: service.title,
      priceFrom: String(service.priceFrom),
      category: service.category,
      location: service.location,
      description: service.description,
      offeredServices: service.offeredServices,
      warrantyMonths: service.warrantyMonths == null ? "" : String(service.warrantyMonths),
      contactPerson: service.contactPerson ?? "",
      phone: service.phone ?? "",
      availability: service.availability ?? DEFAULT_AVAILABILITY,
      isPremium: service.isPremium,
    },
    photos: photoItems(service.photos, "stored"),
  };
}

/**
 * Add or edit a service: the listing form's behaviour (same schema in the browser and on the
 * server, multipart through a fetcher, a refused save keeps what was typed) with the service's
 * fields. Premium is chosen when the service is added.
 */
export function ServiceForm({
  start,
  onSaved,
  onCancel,
}: {
  start: ServiceFormStart;
  onSaved: (result: PanelActionResult) => void;
  onCancel: () => void;
}) {
  const editing = !!start.id;
  const formRef = useRef<HTMLFormElement>(null);
  const [photos, setPhotos] = useState<PhotoItem[]>(start.photos);
  const [errors, setErrors] = useState<FieldErrors>({});
  const v = start.values;

  const fetcher = usePanelFetcher((result) => {
    if (result.ok) {
      toast.success(result.title, { description: result.message });
      onSaved(result);
    } else {
      toast.error(result.title, { description: result.message });
      setErrors(result.fieldErrors ?? {});
      focusFirstInvalid(formRef.current);
    }
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = serviceSchema.safeParse(serviceFormValues(data));
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

  return (
    <form
      ref={formRef}
      method="post"
      action="/panel"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      aria-busy={fetcher.busy}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="service-save" />
      {start.id ? <input type="hidden" name="id" value={start.id} /> : null}

      <TextField
        id="service-title"
        name="title"
        label="Nazwa usługi"
        defaultValue={v.title}
        error={errors.title}
        maxLength={SERVICE_LIMITS.titleMax}
        data-autofocus
        required
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="service-price"
          name="priceFrom"
          label="Cena od (zł/h)"
          defaultValue={v.priceFrom}
          error={errors.priceFrom}
          inputMode="numeric"
          placeholder="np. 80"
          required
        />
        <SelectField
          id="service-category"
          name="category"
          label="Kategoria"
          defaultValue={v.category}
          error={errors.category}
          placeholder="Wybierz kategorię"
          options={SERVICE_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
        />
        <SelectField
          id="service-location"
          name="location"
          label="Miejscowość"
          defaultValue={v.location}
          error={errors.location}
          placeholder="Wybierz miejscowość"
          options={LOCATIONS.map((l) => ({ value: l.slug, label: l.label }))}
        />
        <TextField
          id="service-availability"
          name="availability"
          label="Dostępność"
          hint={`Np. ${DEFAULT_AVAILABILITY}`}
          defaultValue={v.availability}
          error={errors.availability}
          maxLength={SERVICE_LIMITS.availabilityMax}
        />
      </div>

      <Field id="service-description" label="Opis" error={errors.description}>
        <textarea
          id="service-description"
          name="description"
          rows={5}
          maxLength={SERVICE_LIMITS.descriptionMax}
          defaultValue={v.description}
          {...errorProps("service-description", errors.description)}
          className={inputClass}
        />
      </Field>

      <RepeatedField
        id="service-offered"
        name="offeredServices"
        legend="Oferowane usługi"
        hint="Jedna usługa w polu, np. „Montaż gniazdek”; puste pola są pomijane."
        itemLabel={(n) => `Oferowana usługa ${n}`}
        addLabel="Dodaj oferowaną usługę"
        removeLabel={(n) => `Usuń oferowaną usługę ${n}`}
        initial={v.offeredServices}
        max={SERVICE_LIMITS.offeredMax}
        error={errors.offeredServices}
      />

      <PhotoField id="service-photos" photos={photos} onChange={setPhotos} error={errors.photos} />

      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          id="service-warranty"
          name="warrantyMonths"
          label="Gwarancja (miesiące)"
          defaultValue={v.warrantyMonths}
          error={errors.warrantyMonths}
          inputMode="numeric"
        />
        <TextField
          id="service-contact"
          name="contactPerson"
          label="Osoba kontaktowa"
          autoComplete="name"
          defaultValue={v.contactPerson}
          error={errors.contactPerson}
          maxLength={SERVICE_LIMITS.contactPersonMax}
        />
        <TextField
          id="service-phone"
          name="phone"
          label="Telefon"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          defaultValue={v.phone}
          error={errors.phone}
          required
        />
      </div>

      {editing ? (
        v.isPremium ? (
          <p className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-gray-700">
            To jest usługa premium.
          </p>
        ) : null
      ) : (
        <div className="flex items-start gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
          <input
            id="service-premium"
            name="isPremium"
            type="checkbox"
            defaultChecked={v.isPremium}
            aria-describedby="service-premium-hint"
            className="mt-1 size-4 accent-brand-700"
          />
          <div>
            <label htmlFor="service-premium" className="font-medium text-gray-900">
              Usługa premium
            </label>
            <p id="service-premium-hint" className="text-sm text-gray-600">
              Usługa premium jest wyróżniona na liście usług.
            </p>
          </div>
        </div>
      )}

      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-gray-200 bg-white px-4 py-3 sm:-mx-6 sm:-mb-5 sm:flex-row sm:justify-end sm:px-6">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          Anuluj
        </button>
        <button type="submit" disabled={fetcher.busy} className={primaryButtonClass}>
          {fetcher.busy ? "Zapisywanie..." : editing ? "Zapisz zmiany" : "Dodaj usługę"}
        </button>
      </div>
    </form>
  );
}
