import {
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  EMAIL_PREFERENCES_TEXT,
  type EmailPreferences,
  emailPreferencesSchema,
} from "@shared/email-preferences";
import { Form, useNavigation } from "react-router";
import { formProps, inputProps, useAppForm } from "~/lib/form";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import type { ProfileActionResult } from "./types";

/** "Powiadomienia e-mail": one switch per kind of mail the site sends; works without JavaScript. */
export function EmailPreferencesForm({
  preferences,
  result,
  action,
}: {
  preferences: EmailPreferences;
  result: ProfileActionResult | undefined;
  action?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "notifications";
  const [form, fields] = useAppForm({
    id: "profile-notifications",
    schema: emailPreferencesSchema,
    result,
    intent: "notifications",
    defaultValue: Object.fromEntries(
      EMAIL_KINDS.map((kind) => [kind, preferences[kind] ? "on" : undefined]),
    ),
  });
  return (
    <Form method="post" action={action} className="space-y-4" {...formProps(form)}>
      <input type="hidden" name="intent" value="notifications" />
      <fieldset className="space-y-3">
        <legend className="sr-only">Wysyłaj mi e-mailem</legend>
        {EMAIL_KINDS.map((kind) => (
          <label key={kind} className="flex items-start gap-3">
            <input
              key={fields[kind].key}
              {...inputProps(fields[kind], { type: "checkbox", hint: true })}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-gray-900">
                {EMAIL_KIND_LABELS[kind].label}
              </span>
              <span id={fields[kind].descriptionId} className="block text-sm text-gray-600">
                {EMAIL_KIND_LABELS[kind].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-gray-500">{EMAIL_PREFERENCES_TEXT.alwaysOn}</p>
      <FormStatus result={result} />
      <Button type="submit" disabled={saving}>
        {saving ? "Zapisywanie…" : "Zapisz ustawienia"}
      </Button>
    </Form>
  );
}
