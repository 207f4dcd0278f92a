import { DELETE_CONFIRM_WORD, deleteAccountSchema } from "@shared/profile-schemas";
import { Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { cn } from "~/lib/cn";
import { formProps, inputProps, useAppForm } from "~/lib/form";
import { FormStatus } from "../form/form-status";
import { Button, buttonClass } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import type { ProfileActionResult } from "./types";

/**
 * Account deletion behind a confirmation step that works without JavaScript: the form sits in
 * a <details> and needs the e-mail or USUŃ typed in.
 */
export function DeleteAccountSection({
  email,
  result,
  action,
}: {
  email: string;
  result: ProfileActionResult | undefined;
  action?: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.formData?.get("intent") === "delete-account";
  const [form, fields] = useAppForm({
    id: "profile-delete",
    schema: deleteAccountSchema,
    result,
  });
  const refusedField = !!fields.confirmation.errors;

  return (
    <details className="group" open={result ? true : undefined}>
      <summary
        className={cn(
          buttonClass({ variant: "secondary" }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Usuń konto
      </summary>
      <Form method="post" action={action} className="mt-4 space-y-4" {...formProps(form)}>
        <input type="hidden" name="intent" value="delete-account" />
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Tej operacji nie można cofnąć.</p>
          <p className="mt-1">
            Usuniemy Twój profil, zdjęcie, ogłoszenia, usługi i agencję. Wiadomości, które wysłałeś,
            zostaną u odbiorców jako wysłane z „Konto usunięte”.
          </p>
        </div>
        <Field
          meta={fields.confirmation}
          label={`Aby potwierdzić, wpisz swój adres e-mail (${email}) lub słowo ${DELETE_CONFIRM_WORD}`}
        >
          <Input
            {...inputProps(fields.confirmation, { type: "text" })}
            autoComplete="off"
            className="sm:max-w-md"
          />
        </Field>
        <FormStatus result={refusedField ? undefined : result} />
        <Button type="submit" variant="danger" disabled={deleting}>
          {deleting ? "Usuwanie..." : "Trwale usuń konto"}
        </Button>
      </Form>
    </details>
  );
}
