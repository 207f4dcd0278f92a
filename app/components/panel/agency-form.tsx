import { AGENCY_TEXT, type AgencyProfile, agencyFormSchema } from "@shared/agency-schemas";
import { type PanelActionResult, panelPath } from "@shared/panel";
import { PhoneField, TextAreaField, TextField } from "../form/fields";
import { LogoField } from "./logo-field";
import { PanelForm, useFetcherForm, useRestartAfterSave } from "./panel-form";
import { photoItems } from "./photo-field";
import { ProfileSection } from "./profile-section";

/**
 * The Agency tab: the agency's profile — name, licence number, contact, website, logo (a file
 * or an https address), address and description. Checked in the browser with the server's
 * schema; saved through the panel action (`agency-save`) as the signed-in owner's agency.
 */
export function AgencyTab({
  agency,
  result,
}: {
  agency: AgencyProfile | null;
  /** The tab's action result, for a save posted without JavaScript. */
  result?: PanelActionResult;
}) {
  const restart = useRestartAfterSave();
  return (
    <ProfileSection
      id="agency-heading"
      title="Profil agencji"
      intro="Dane agencji są widoczne na jej stronie i przy ogłoszeniach jej pośredników."
    >
      {agency ? (
        <AgencyForm key={restart.key} agency={agency} result={result} onSaved={restart.onSaved} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {AGENCY_TEXT.loadFailed}
        </p>
      )}
    </ProfileSection>
  );
}

function AgencyForm({
  agency,
  result,
  onSaved,
}: {
  agency: AgencyProfile;
  result?: PanelActionResult;
  onSaved: () => void;
}) {
  const { logoUrl, ...defaultValue } = agency;
  const form = useFetcherForm({
    id: "agency",
    schema: agencyFormSchema,
    action: panelPath("agency"),
    defaultValue,
    photos: photoItems(logoUrl ? [logoUrl] : [], "stored"),
    result,
    onSaved,
  });
  const { fields } = form;
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
        meta={fields.name}
        label="Nazwa agencji"
        autoComplete="organization"
        maxLength={200}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.licenseNumber} label="Numer licencji" maxLength={100} />
        <TextField
          meta={fields.email}
          label="E-mail agencji"
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PhoneField meta={fields.phone} required={false} />
        <TextField
          meta={fields.website}
          label="Strona internetowa"
          type="url"
          inputMode="url"
          hint="Adres zaczynający się od http:// lub https://"
          maxLength={500}
        />
      </div>
      {form.photosInput}
      <LogoField id={logo.id} photos={logo.photos} onChange={logo.onChange} error={logo.error} />
      <TextField
        meta={fields.address}
        label="Adres"
        autoComplete="street-address"
        maxLength={300}
      />
      <TextAreaField meta={fields.description} label="Opis agencji" rows={5} maxLength={2000} />
    </PanelForm>
  );
}
