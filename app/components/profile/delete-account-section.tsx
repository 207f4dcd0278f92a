import { DELETE_CONFIRM_WORD } from "@shared/profile-schemas";
import { Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { describedBy, Field, FormStatus, inputClass } from "./form-parts";
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
  const error = result?.fieldErrors?.confirmation;

  return (
    <details className="group" open={result ? true : undefined}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600 [&::-webkit-details-marker]:hidden">
        <Trash2 aria-hidden="true" className="size-4" />
        Usuń konto
      </summary>
      <Form method="post" action={action} className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="delete-account" />
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Tej operacji nie można cofnąć.</p>
          <p className="mt-1">
            Usuniemy Twój profil, zdjęcie, ogłoszenia, usługi i agencję. Wiadomości, które wysłałeś,
            zostaną u odbiorców jako wysłane z „Konto usunięte”.
          </p>
        </div>
        <Field
          id="profile-delete-confirmation"
          label={`Aby potwierdzić, wpisz swój adres e-mail (${email}) lub słowo ${DELETE_CONFIRM_WORD}`}
          error={error}
        >
          <input
            id="profile-delete-confirmation"
            name="confirmation"
            autoComplete="off"
            defaultValue={result?.values?.confirmation ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("profile-delete-confirmation", false, error)}
            className={`${inputClass} sm:max-w-md`}
          />
        </Field>
        <FormStatus result={result && !result.fieldErrors ? result : undefined} />
        <button
          type="submit"
          disabled={deleting}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white shadow-sm hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
        >
          {deleting ? "Usuwanie..." : "Trwale usuń konto"}
        </button>
      </Form>
    </details>
  );
}
