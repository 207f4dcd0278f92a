import { changePasswordSchema } from "@shared/profile-schemas";
import { Form, useNavigation } from "react-router";
import { formProps, inputProps, useAppForm } from "~/lib/form";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import type { ProfileActionResult } from "./types";

const FIELDS = [
  { name: "currentPassword", label: "Obecne hasło", autoComplete: "current-password" },
  { name: "newPassword", label: "Nowe hasło", autoComplete: "new-password" },
  { name: "confirm", label: "Powtórz nowe hasło", autoComplete: "new-password" },
] as const;

// The browser checks what it can; the common-password list stays on the server.
const schema = changePasswordSchema();

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
  const [form, fields] = useAppForm({ id: "profile-password", schema, result });

  if (!hasPassword) {
    return (
      <p className="text-sm text-gray-600">
        Logujesz się przez Google lub Facebook, więc Twoje konto nie ma hasła. Możesz je ustawić
        przez „Nie pamiętasz hasła?” na stronie logowania.
      </p>
    );
  }
  return (
    <Form method="post" action={action} className="space-y-5" {...formProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <div className="grid gap-5 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const meta = fields[field.name];
          const hint = field.name === "newPassword";
          return (
            <Field
              key={field.name}
              meta={meta}
              label={field.label}
              hint={hint ? "Co najmniej 6 znaków" : undefined}
            >
              <Input
                {...inputProps(meta, { type: "password", hint })}
                autoComplete={field.autoComplete}
                maxLength={128}
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
