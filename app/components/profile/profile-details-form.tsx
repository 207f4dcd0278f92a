import { PROFILE_TEXT, profileSchema } from "@shared/profile-schemas";
import type { OwnProfile } from "@shared/profile-types";
import { Form, useNavigation } from "react-router";
import { formProps, inputProps, useAppForm } from "~/lib/form";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import type { ProfileActionResult } from "./types";

/** Names, phone, the read-only e-mail and, for brokers, experience and specialisations. */
export function ProfileDetailsForm({
  profile,
  result,
  action,
}: {
  profile: OwnProfile;
  result: ProfileActionResult | undefined;
  action?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "profile";
  // A refused save shows what was typed (the reply's values); otherwise what is stored, also
  // right after a save (useAppForm starts the form again from the revalidated profile).
  const [form, fields] = useAppForm({
    id: "profile-details",
    schema: profileSchema,
    result,
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      experienceYears: profile.experienceYears?.toString(),
      specialization: profile.specialization.join(", "),
    },
  });
  return (
    <Form method="post" action={action} className="space-y-5" {...formProps(form)}>
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.firstName} label="Imię">
          <Input
            {...inputProps(fields.firstName, { type: "text" })}
            autoComplete="given-name"
            maxLength={50}
          />
        </Field>
        <Field meta={fields.lastName} label="Nazwisko">
          <Input
            {...inputProps(fields.lastName, { type: "text" })}
            autoComplete="family-name"
            maxLength={50}
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

      <Field meta={fields.phone} label="Telefon" hint="Opcjonalnie, np. 600 123 456">
        <Input
          {...inputProps(fields.phone, { type: "tel", hint: true })}
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
        />
      </Field>

      {profile.isBroker ? (
        <fieldset className="space-y-5 rounded-xl border border-blue-100 bg-blue-50/50 p-4">
          <legend className="px-1 text-sm font-semibold text-blue-900">Dane pośrednika</legend>
          <Field meta={fields.experienceYears} label="Lata doświadczenia">
            <Input
              {...inputProps(fields.experienceYears, { type: "number" })}
              inputMode="numeric"
              min={0}
              max={70}
              step={1}
              className="sm:max-w-40"
            />
          </Field>
          <Field
            meta={fields.specialization}
            label="Specjalizacje"
            hint="Oddziel przecinkami, np. mieszkania, domy, działki budowlane"
          >
            <Input {...inputProps(fields.specialization, { type: "text", hint: true })} />
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
