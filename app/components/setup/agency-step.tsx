import type { FormResult } from "@shared/form-result";
import { agencySchema } from "@shared/setup-schemas";
import { Form } from "react-router";
import { formProps, useAppForm } from "~/lib/form";
import { SetupField } from "./setup-field";
import { SubmitButton } from "./submit-button";

/** 'Pomiń' posts this empty form: the profile's rules do not hold back skipping it. */
const SKIP_FORM = "setup-agency-skip";

/** Step 2 (agencies only): the agency's public profile. Only the name is required; skippable. */
export function AgencyStep({ result }: { result?: FormResult }) {
  const [form, fields] = useAppForm({
    id: "setup-agency",
    schema: agencySchema,
    result,
    intent: "agency",
  });
  // A refusal that is no field's (the account is not an agency's) is the form's own error.
  const formError = form.errors?.[0];
  return (
    <>
      <Form
        method="post"
        {...formProps(form)}
        className="mt-6"
        aria-describedby={formError ? form.errorId : undefined}
      >
        {formError ? (
          <p
            id={form.errorId}
            role="alert"
            className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {formError}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SetupField
            meta={fields.name}
            label="Nazwa agencji"
            required
            autoComplete="organization"
            className="sm:col-span-2"
          />
          <SetupField meta={fields.licenseNumber} label="Numer licencji" />
          <SetupField meta={fields.phone} label="Telefon" type="tel" autoComplete="tel" />
          <SetupField meta={fields.email} label="Email agencji" type="email" autoComplete="email" />
          <SetupField
            meta={fields.website}
            label="Strona internetowa"
            type="url"
            autoComplete="url"
            hint="Na przykład https://twoja-agencja.pl"
          />
          <SetupField
            meta={fields.address}
            label="Adres biura"
            autoComplete="street-address"
            className="sm:col-span-2"
          />
          <SetupField
            meta={fields.description}
            label="Opis agencji"
            multiline
            rows={4}
            className="sm:col-span-2"
          />
        </div>
        {/* The primary button comes first in the document, so Enter in a field saves, not skips. */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
          <SubmitButton intent="agency" pendingLabel="Zapisywanie...">
            Zapisz i kontynuuj
          </SubmitButton>
          <SubmitButton
            intent="skip"
            variant="secondary"
            form={SKIP_FORM}
            pendingLabel="Pomijanie..."
          >
            Pomiń
          </SubmitButton>
        </div>
        <p className="mt-4 text-xs text-gray-500">
          Profil agencji możesz uzupełnić także później. Nowa agencja jest widoczna jako
          niezweryfikowana, dopóki administrator jej nie sprawdzi.
        </p>
      </Form>
      <Form method="post" id={SKIP_FORM} />
    </>
  );
}
