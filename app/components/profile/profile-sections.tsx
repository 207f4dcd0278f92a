import { resultFor } from "@shared/form-result";
import type { OwnProfile } from "@shared/profile-types";
import { Section } from "../ui/section";
import { AvatarForm } from "./avatar-form";
import { DataExportForm } from "./data-export-form";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailPreferencesForm } from "./email-preferences-form";
import { PasswordForm } from "./password-form";
import { ProfileDetailsForm } from "./profile-details-form";
import type { ProfileActionResult } from "./types";

/** The profile page's forms: on /profil and in the panel's profile tab (same action). */
export function ProfileSections({
  profile,
  result,
}: {
  profile: OwnProfile;
  result: ProfileActionResult | undefined;
}) {
  const initials = [profile.firstName, profile.lastName]
    .map((part) => part?.trim().charAt(0).toUpperCase() ?? "")
    .join("");
  return (
    <>
      <Section title="Dane osobowe">
        <div className="space-y-8">
          <AvatarForm
            avatarUrl={profile.avatarUrl}
            initials={initials}
            result={resultFor(result, "avatar")}
          />
          <ProfileDetailsForm profile={profile} result={resultFor(result, "profile")} />
        </div>
      </Section>

      <Section
        title="Zmiana hasła"
        description="Po zmianie hasła pozostałe urządzenia zostaną wylogowane."
      >
        <PasswordForm hasPassword={profile.hasPassword} result={resultFor(result, "password")} />
      </Section>

      <Section
        title="Powiadomienia e-mail"
        description="Wybierz, o czym chcesz dostawać wiadomości e-mail."
      >
        <EmailPreferencesForm
          preferences={profile.emailPreferences}
          result={resultFor(result, "notifications")}
        />
      </Section>

      <Section title="Twoje dane" description="Kopia wszystkiego, co o Tobie przechowujemy (RODO).">
        <DataExportForm state={profile.dataExport} result={resultFor(result, "data-export")} />
      </Section>

      <Section
        title="Strefa niebezpieczna"
        description="Usunięcie konta trwale kasuje Twoje dane zgodnie z RODO."
        tone="danger"
      >
        <DeleteAccountSection email={profile.email} result={resultFor(result, "delete-account")} />
      </Section>
    </>
  );
}
