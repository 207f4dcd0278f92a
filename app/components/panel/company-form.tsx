import { COMPANY_LIMITS, type CompanyProfile, companySchema } from "@shared/company-schemas";
import { type PanelActionResult, panelPath } from "@shared/panel";
import { PhoneField, TextAreaField, TextField } from "../form/fields";
import { PanelForm, useFetcherForm, useRestartAfterSave } from "./panel-form";
import { ProfileSection } from "./profile-section";

/**
 * The Company tab: the company's profile shown with its services — name, description, NIP,
 * phone, service areas and specialisations (comma-separated). Checked in the browser with the
 * server's schema; saved through the panel action (`company-save`).
 */
export function CompanyTab({
  profile,
  result,
}: {
  profile: CompanyProfile;
  /** The tab's action result, for a save posted without JavaScript. */
  result?: PanelActionResult;
}) {
  const restart = useRestartAfterSave();
  return (
    <ProfileSection
      id="company-heading"
      title="Profil firmy"
      intro="Nazwa i opis firmy są widoczne przy Twoich usługach."
    >
      <CompanyForm key={restart.key} profile={profile} result={result} onSaved={restart.onSaved} />
    </ProfileSection>
  );
}

function CompanyForm({
  profile,
  result,
  onSaved,
}: {
  profile: CompanyProfile;
  result?: PanelActionResult;
  onSaved: () => void;
}) {
  const defaultValue = {
    companyName: profile.companyName,
    companyDescription: profile.companyDescription,
    nip: profile.nip,
    phone: profile.phone,
    serviceAreas: profile.serviceAreas.join(", "),
    specialization: profile.specialization.join(", "),
  };
  const form = useFetcherForm({
    id: "company",
    schema: companySchema,
    action: panelPath("company"),
    defaultValue,
    result,
    onSaved,
  });
  const { fields } = form;

  return (
    <PanelForm
      form={form}
      intent="company-save"
      id={undefined}
      addLabel="Zapisz profil firmy"
      privacyPurpose="publikacji profilu firmy; jest on publiczny"
      onCancel={() => form.formRef.current?.reset()}
    >
      <TextField
        meta={fields.companyName}
        label="Nazwa firmy"
        autoComplete="organization"
        maxLength={COMPANY_LIMITS.nameMax}
        required
      />
      <TextAreaField
        meta={fields.companyDescription}
        label="Opis firmy"
        rows={5}
        maxLength={COMPANY_LIMITS.descriptionMax}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.nip}
          label="NIP"
          hint="10 cyfr, np. 123-456-32-18"
          inputMode="numeric"
          maxLength={20}
        />
        <PhoneField meta={fields.phone} required={false} />
      </div>
      <TextField
        meta={fields.serviceAreas}
        label="Obszary działania"
        hint="Oddziel przecinkami, np. Sosnowiec, Katowice, Będzin"
      />
      <TextField
        meta={fields.specialization}
        label="Specjalizacje"
        hint="Oddziel przecinkami, np. remonty, instalacje elektryczne"
      />
    </PanelForm>
  );
}
