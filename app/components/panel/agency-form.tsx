import {
  AGENCY_TEXT,
  type AgencyProfile,
  agencyFormValues,
  agencyProfileSchema,
} from "@shared/agency-schemas";
import { panelPath } from "@shared/panel";
import { PhoneField, TextAreaField, TextField } from "./form-controls";
import { LogoField } from "./logo-field";
import { PanelForm, usePanelForm, useRestartAfterSave } from "./panel-form";
import { photoItems } from "./photo-field";

/**
 * The Agency tab: the agency's profile — name, licence number, contact, website, logo (a file
 * or an https address), address and description. Checked in the browser with the server's
 * schema; saved through the panel action (`agency-save`) as the signed-in owner's agency.
 */
export function AgencyTab({ agency }: { agency: AgencyProfile | null }) {
  const restart = useRestartAfterSave();
  return (
    <section
      aria-labelledby="agency-heading"
      className="rounded-2xl border border-gray-200 bg-white px-4 pt-4 pb-4 shadow-sm sm:px-6 sm:pt-5 sm:pb-5"
    >
      <h2 id="agency-heading" className="text-xl font-semibold text-gray-900">
        Profil agencji
      </h2>
      <p className="mt-1 mb-5 text-sm text-gray-600">
        Dane agencji są widoczne na jej stronie i przy ogłoszeniach jej pośredników.
      </p>
      {agency ? (
        <AgencyForm key={restart.key} agency={agency} onSaved={restart.onSaved} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {AGENCY_TEXT.loadFailed}
        </p>
      )}
    </section>
  );
}

function AgencyForm({ agency, onSaved }: { onSaved: () => void; agency: AgencyProfile }) {
  const { logoUrl, ...values } = agency;
  const form = usePanelForm({
    idPrefix: "agency",
    action: panelPath("agency"),
    values,
    photos: photoItems(logoUrl ? [logoUrl] : [], "stored"),
    check: (data) => agencyProfileSchema.safeParse(agencyFormValues(data)),
    onSaved,
  });
  const { field } = form;
  const logo = form.photoField();

  return (
    <PanelForm
      form={form}
      intent="agency-save"
      id={undefined}
      addLabel="Zapisz profil agencji"
      privacyPurpose="publikacji profilu agencji; jest on publiczny"
      onCancel={() => form.formRef.current?.reset()}
    >
      <TextField
        {...field("name")}
        label="Nazwa agencji"
        autoComplete="organization"
        maxLength={200}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("licenseNumber", "license")} label="Numer licencji" maxLength={100} />
        <TextField
          {...field("email")}
          label="E-mail agencji"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PhoneField {...field("phone")} required={false} />
        <TextField
          {...field("website")}
          label="Strona internetowa"
          type="url"
          inputMode="url"
          hint="Adres zaczynający się od http:// lub https://"
          maxLength={500}
        />
      </div>
      <LogoField id={logo.id} photos={logo.photos} onChange={logo.onChange} error={logo.error} />
      <TextField
        {...field("address")}
        label="Adres"
        autoComplete="street-address"
        maxLength={300}
      />
      <TextAreaField {...field("description")} label="Opis agencji" rows={5} maxLength={2000} />
    </PanelForm>
  );
}
