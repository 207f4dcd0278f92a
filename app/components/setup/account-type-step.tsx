import type { FormResult } from "@shared/form-result";
import type { AccountType } from "@shared/roles";
import { accountTypeSchema } from "@shared/setup-schemas";
import { Building2, House, type LucideIcon, UserRoundCheck, Wrench } from "lucide-react";
import { Form } from "react-router";
import { formProps, inputProps, useAppForm } from "~/lib/form";
import { SubmitButton } from "./submit-button";

const ACCOUNT_TYPE_OPTIONS: {
  value: AccountType;
  label: string;
  description: string;
  icon: LucideIcon;
}[] = [
  {
    value: "wlasciciel",
    label: "Właściciel",
    description:
      "Dodawaj ogłoszenia, zarządzaj swoimi nieruchomościami i kontaktuj się z pośrednikami.",
    icon: House,
  },
  {
    value: "posrednik",
    label: "Pośrednik (niezależny)",
    description: "Prowadź własne oferty i obsługuj klientów jako samodzielny pośrednik.",
    icon: UserRoundCheck,
  },
  {
    value: "agencja",
    label: "Agencja nieruchomości",
    description: "Prowadź agencję z zespołem pośredników i publikuj oferty pod jej marką.",
    icon: Building2,
  },
  {
    value: "firma",
    label: "Firma usługowa",
    description: "Oferuj mieszkańcom okolicy swoje usługi: remonty, instalacje, sprzątanie i inne.",
    icon: Wrench,
  },
];

/** Step 1: one account type, chosen once. Native radios, so it works before JavaScript loads. */
export function AccountTypeStep({ result }: { result?: FormResult }) {
  const [form, fields] = useAppForm({
    id: "setup-account-type",
    schema: accountTypeSchema,
    result,
    intent: "account-type",
  });
  const meta = fields.accountType;
  const error = meta.errors?.[0];
  return (
    <Form method="post" {...formProps(form)} className="mt-6">
      <input type="hidden" name="intent" value="account-type" />
      <fieldset key={meta.key} aria-describedby={error ? meta.errorId : undefined}>
        <legend className="text-sm text-gray-600">
          Wybierz, jak chcesz korzystać z Okolicy. Typ konta ustawiasz jeden raz.
        </legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {ACCOUNT_TYPE_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-gray-200 bg-white p-4 transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700"
              >
                <option.icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-gray-900">{option.label}</span>
                <span
                  id={`account-type-${option.value}-description`}
                  className="mt-1 block text-sm text-gray-600"
                >
                  {option.description}
                </span>
              </span>
              <input
                {...inputProps(meta, { type: "radio", value: option.value })}
                id={`${meta.id}-${option.value}`}
                aria-describedby={`account-type-${option.value}-description`}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus:outline-none"
              />
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={meta.errorId} role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end">
        <SubmitButton pendingLabel="Zapisywanie...">Dalej</SubmitButton>
      </div>
    </Form>
  );
}
