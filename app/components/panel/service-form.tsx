import { SERVICE_CATEGORIES } from "@shared/categories";
import type { PanelActionResult } from "@shared/panel";
import { panelPath } from "@shared/panel";
import { formatNumberInput } from "@shared/polish-number";
import {
  AVAILABILITY_EXAMPLE,
  SERVICE_LIMITS,
  type ServiceForEdit,
  serviceFormSchema,
} from "@shared/service-schemas";
import {
  LocationField,
  PhoneField,
  RepeatedField,
  SelectField,
  TextAreaField,
  TextField,
} from "../form/fields";
import { PaidHighlightNote } from "./paid-highlight-note";
import { PanelForm, useFetcherForm } from "./panel-form";
import { PhotoField, type PhotoItem, photoItems } from "./photo-field";

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
  };
  photos: PhotoItem[];
  /** An edited service that has premium (a promotion's or an administrator's): shown, never posted. */
  isPremium?: boolean;
};

const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));

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
      availability: "",
    },
    photos: [],
  };
}

export function editServiceStart(service: ServiceForEdit): ServiceFormStart {
  return {
    id: service.id,
    values: {
      title: service.title,
      priceFrom: formatNumberInput(service.priceFrom),
      category: service.category,
      location: service.location,
      description: service.description,
      offeredServices: service.offeredServices,
      warrantyMonths: service.warrantyMonths == null ? "" : String(service.warrantyMonths),
      contactPerson: service.contactPerson ?? "",
      phone: service.phone ?? "",
      availability: service.availability ?? "",
    },
    photos: photoItems(service.photos, "stored"),
    isPremium: service.isPremium,
  };
}

/**
 * Add or edit a service: the listing form's behaviour (same schema in the browser and on the
 * server, multipart through a fetcher, a refused save keeps what was typed) with the service's
 * fields. Premium is paid (a promotion or an administrator), never chosen here. An administrator's add dialog posts it
 * to /admin with its own intent and puts its fields (the company) first as `children`.
 */
export function ServiceForm({
  start,
  onSaved,
  onCancel,
  action,
  intent = "service-save",
  children,
}: {
  start: ServiceFormStart;
  onSaved: (result: PanelActionResult) => void;
  onCancel: () => void;
  /** Where the form posts: the panel's services tab unless said otherwise (/admin). */
  action?: string;
  intent?: string;
  children?: React.ReactNode;
}) {
  const { offeredServices, ...textValues } = start.values;
  const form = useFetcherForm({
    id: "service",
    schema: serviceFormSchema,
    action: action ?? panelPath("services"),
    defaultValue: textValues,
    photos: start.photos,
    onSaved,
  });
  const { fields } = form;

  return (
    <PanelForm
      form={form}
      intent={intent}
      id={start.id}
      addLabel="Dodaj usługę"
      privacyPurpose="publikacji oferty usługi; jej treść jest publiczna, a telefon pokazujemy tylko zalogowanym osobom, które o niego poproszą"
      onCancel={onCancel}
    >
      {form.photosInput}
      {children}
      <TextField
        meta={fields.title}
        label="Nazwa usługi"
        maxLength={SERVICE_LIMITS.titleMax}
        data-autofocus
        required
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.priceFrom}
          label="Cena od (zł/h)"
          inputMode="numeric"
          placeholder="np. 80"
          required
        />
        <SelectField
          meta={fields.category}
          label="Kategoria"
          placeholder="Wybierz kategorię"
          options={CATEGORY_OPTIONS}
        />
        <LocationField meta={fields.location} />
        <TextField
          meta={fields.availability}
          label="Dostępność"
          hint={`Np. ${AVAILABILITY_EXAMPLE}. Puste pole: na stronie usługi nie pokażemy godzin.`}
          maxLength={SERVICE_LIMITS.availabilityMax}
        />
      </div>

      <TextAreaField
        meta={fields.description}
        label="Opis"
        rows={5}
        maxLength={SERVICE_LIMITS.descriptionMax}
      />

      <RepeatedField
        id="service-offered"
        name="offeredServices"
        legend="Oferowane usługi"
        hint="Jedna usługa w polu, np. „Montaż gniazdek”; puste pola są pomijane."
        itemLabel={(n) => `Oferowana usługa ${n}`}
        addLabel="Dodaj oferowaną usługę"
        removeLabel={(n) => `Usuń oferowaną usługę ${n}`}
        initial={offeredServices}
        max={SERVICE_LIMITS.offeredMax}
        error={fields.offeredServices?.errors?.[0]}
      />

      <PhotoField {...form.photoField()} max={SERVICE_LIMITS.photosMax} />

      <div className="grid gap-5 sm:grid-cols-3">
        <TextField meta={fields.warrantyMonths} label="Gwarancja (miesiące)" inputMode="numeric" />
        <TextField
          meta={fields.contactPerson}
          label="Osoba kontaktowa"
          autoComplete="name"
          maxLength={SERVICE_LIMITS.contactPersonMax}
        />
        <PhoneField meta={fields.phone} />
      </div>

      {start.id ? (
        start.isPremium ? (
          <p className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-gray-700">
            To jest usługa premium.
          </p>
        ) : null
      ) : (
        <PaidHighlightNote what="usługę" />
      )}
    </PanelForm>
  );
}
