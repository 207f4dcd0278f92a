import { emailOnlySchema } from "@shared/auth-schemas";
import type { FormResult } from "@shared/form-result";
import { Form, Link } from "react-router";
import { formProps, useAppForm } from "~/lib/form";
import { AuthField, FormOutcome, SubmitButton } from "./form-parts";

type Props = {
  intent: "forgot" | "resend";
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  result?: FormResult;
};

/** 'Nie pamiętasz hasła?' and 'Wyślij ponownie link potwierdzający': one e-mail field. */
export function EmailForm({
  intent,
  title,
  description,
  submitLabel,
  pendingLabel,
  result,
}: Props) {
  const [form, fields] = useAppForm({ id: intent, schema: emailOnlySchema, result });
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="mt-1 text-sm text-gray-600">{description}</p>
      </div>
      <FormOutcome result={result} />
      <Form method="post" {...formProps(form)} className="space-y-4" aria-label={title}>
        <AuthField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
        <SubmitButton intent={intent} label={submitLabel} pendingLabel={pendingLabel} />
      </Form>
      <Link to="/auth" className="inline-block text-sm font-medium text-brand-700 hover:underline">
        Wróć do logowania
      </Link>
    </div>
  );
}

/** After sign-up: one click sends the confirmation link again to the address just used. */
export function ResendConfirmationButton({ email }: { email: string }) {
  return (
    <Form method="post" action="/auth?tab=potwierdzenie">
      <input type="hidden" name="email" value={email} />
      <button
        type="submit"
        name="intent"
        value="resend"
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        Wyślij ponownie link potwierdzający
      </button>
    </Form>
  );
}
