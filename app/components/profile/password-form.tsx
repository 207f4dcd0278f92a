import { Form, useNavigation } from "react-router";
import { Button } from "../ui/button";
import { Field, fieldAria } from "../ui/field";
import { Input } from "../ui/input";
import { FormStatus } from "./form-parts";
import type { ProfileActionResult } from "./types";

const FIELDS = [
  { name: "currentPassword", label: "Obecne hasło", autoComplete: "current-password" },
  { name: "newPassword", label: "Nowe hasło", autoComplete: "new-password" },
  { name: "confirm", label: "Powtórz nowe hasło", autoComplete: "new-password" },
] as const;

/** Password change; passwords are never sent back to the page, even after an error. */
export function PasswordForm({
  hasPassword,
  result,
  action,
}: {
  hasPassword: boolean;
  result: ProfileActionResult | undefined;
  action?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "password";
  const errors = result?.fieldErrors ?? {};

  if (!hasPassword) {
    return (
      <p className="text-sm text-gray-600">
        Logujesz się przez Google lub Facebook, więc Twoje konto nie ma hasła. Możesz je ustawić
        przez „Nie pamiętasz hasła?” na stronie logowania.
      </p>
    );
  }
  return (
    // A successful change clears the fields (new key).
    <Form
      method="post"
      action={action}
      className="space-y-5"
      noValidate
      key={result?.ok ? result.message : "password"}
    >
      <input type="hidden" name="intent" value="password" />
      <div className="grid gap-5 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const id = `profile-${field.name}`;
          const error = errors[field.name];
          return (
            <Field
              key={field.name}
              id={id}
              label={field.label}
              error={error}
              hint={field.name === "newPassword" ? "Co najmniej 6 znaków" : undefined}
            >
              <Input
                id={id}
                name={field.name}
                type="password"
                autoComplete={field.autoComplete}
                maxLength={128}
                {...fieldAria(id, { hint: field.name === "newPassword", error })}
              />
            </Field>
          );
        })}
      </div>
      <FormStatus result={result} />
      <Button type="submit" disabled={saving}>
        {saving ? "Zmienianie..." : "Zmień hasło"}
      </Button>
    </Form>
  );
}
