import { Form } from "react-router";
import { SetupField } from "./setup-field";
import { SubmitButton } from "./submit-button";

export type AgencyFormValues = Partial<
  Record<
    "name" | "licenseNumber" | "email" | "phone" | "website" | "address" | "description",
    string
  >
>;

/** Step 2 (agencies only): the agency's public profile. Only the name is required; skippable. */
export function AgencyStep({
  values = {},
  errors = {},
  formError,
}: {
  values?: AgencyFormValues;
  errors?: Record<string, string>;
  formError?: string;
}) {
  return (
    <Form
      method="post"
      className="mt-6"
      aria-describedby={formError ? "agency-form-error" : undefined}
    >
      {formError ? (
        <p
          id="agency-form-error"
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SetupField
          name="name"
          label="Nazwa agencji"
          required
          autoComplete="organization"
          defaultValue={values.name}
          error={errors.name}
          className="sm:col-span-2"
        />
        <SetupField
          name="licenseNumber"
          label="Numer licencji"
          defaultValue={values.licenseNumber}
          error={errors.licenseNumber}
        />
        <SetupField
          name="phone"
          label="Telefon"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SetupField
          name="email"
          label="Email agencji"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <SetupField
          name="website"
          label="Strona internetowa"
          type="url"
          autoComplete="url"
          hint="Na przykład https://twoja-agencja.pl"
          defaultValue={values.website}
          error={errors.website}
        />
        <SetupField
          name="address"
          label="Adres biura"
          autoComplete="street-address"
          defaultValue={values.address}
          error={errors.address}
          className="sm:col-span-2"
        />
        <SetupField
          name="description"
          label="Opis agencji"
          multiline
          rows={4}
          defaultValue={values.description}
          error={errors.description}
          className="sm:col-span-2"
        />
      </div>
      {/* The primary button comes first in the document, so Enter in a field saves, not skips. */}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <SubmitButton intent="agency" pendingLabel="Zapisywanie...">
          Zapisz i kontynuuj
        </SubmitButton>
        <SubmitButton intent="skip" variant="secondary" formNoValidate pendingLabel="Pomijanie...">
          Pomiń
        </SubmitButton>
      </div>
      <p className="mt-4 text-xs text-gray-500">
        Profil agencji możesz uzupełnić także później. Nowa agencja jest widoczna jako
        niezweryfikowana, dopóki administrator jej nie sprawdzi.
      </p>
    </Form>
  );
}
