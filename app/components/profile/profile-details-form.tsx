import { PROFILE_TEXT } from "@shared/profile-schemas";
import { Form, useNavigation } from "react-router";
import { Button } from "../ui/button";
import { Field, fieldAria } from "../ui/field";
import { Input } from "../ui/input";
import { FormStatus } from "./form-parts";
import type { ProfileActionResult, ProfileView } from "./types";

/** Names, phone, the read-only e-mail and, for brokers, experience and specialisations. */
export function ProfileDetailsForm({
  profile,
  result,
  action,
}: {
  profile: ProfileView;
  result: ProfileActionResult | undefined;
  action?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "profile";
  const errors = result?.fieldErrors ?? {};
  // After a refused save, show what was typed; otherwise what is stored.
  const typed = result && !result.ok ? result.values : undefined;
  const value = (name: string, stored: string) => typed?.[name] ?? stored;
  // Remount the inputs when the stored values change (e.g. the phone is saved normalized).
  const key = JSON.stringify([
    profile.firstName,
    profile.lastName,
    profile.phone,
    profile.experienceYears,
    profile.specialization,
    result?.ok,
  ]);

  return (
    <Form method="post" action={action} className="space-y-5" noValidate key={key}>
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="profile-first-name" label="Imię" error={errors.firstName}>
          <Input
            id="profile-first-name"
            name="firstName"
            autoComplete="given-name"
            maxLength={50}
            defaultValue={value("firstName", profile.firstName ?? "")}
            {...fieldAria("profile-first-name", { hint: false, error: errors.firstName })}
          />
        </Field>
        <Field id="profile-last-name" label="Nazwisko" error={errors.lastName}>
          <Input
            id="profile-last-name"
            name="lastName"
            autoComplete="family-name"
            maxLength={50}
            defaultValue={value("lastName", profile.lastName ?? "")}
            {...fieldAria("profile-last-name", { hint: false, error: errors.lastName })}
          />
        </Field>
      </div>

      <Field id="profile-email" label="Adres email" hint={PROFILE_TEXT.emailReadOnly}>
        <Input
          id="profile-email"
          type="email"
          value={profile.email}
          readOnly
          aria-describedby="profile-email-hint"
        />
      </Field>

      <Field
        id="profile-phone"
        label="Telefon"
        hint="Opcjonalnie, np. 600 123 456"
        error={errors.phone}
      >
        <Input
          id="profile-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          defaultValue={value("phone", profile.phone ?? "")}
          {...fieldAria("profile-phone", { hint: true, error: errors.phone })}
        />
      </Field>

      {profile.isBroker ? (
        <fieldset className="space-y-5 rounded-xl border border-blue-100 bg-blue-50/50 p-4">
          <legend className="px-1 text-sm font-semibold text-blue-900">Dane pośrednika</legend>
          <Field id="profile-experience" label="Lata doświadczenia" error={errors.experienceYears}>
            <Input
              id="profile-experience"
              name="experienceYears"
              type="number"
              inputMode="numeric"
              min={0}
              max={70}
              step={1}
              defaultValue={value("experienceYears", profile.experienceYears?.toString() ?? "")}
              {...fieldAria("profile-experience", { hint: false, error: errors.experienceYears })}
              className="sm:max-w-40"
            />
          </Field>
          <Field
            id="profile-specialization"
            label="Specjalizacje"
            hint="Oddziel przecinkami, np. mieszkania, domy, działki budowlane"
            error={errors.specialization}
          >
            <Input
              id="profile-specialization"
              name="specialization"
              defaultValue={value("specialization", profile.specialization.join(", "))}
              {...fieldAria("profile-specialization", { hint: true, error: errors.specialization })}
            />
          </Field>
        </fieldset>
      ) : null}

      <FormStatus result={result} />
      <Button type="submit" disabled={saving}>
        {saving ? "Zapisywanie..." : "Zapisz zmiany"}
      </Button>
    </Form>
  );
}
