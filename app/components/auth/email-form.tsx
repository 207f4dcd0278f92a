import { emailOnlySchema } from "@shared/auth-schemas";
import { Form, Link } from "react-router";
import type { AuthFormResult } from "./auth-types";
import { Field, FormAlert, SubmitButton, useClientValidation } from "./form-parts";

type Props = {
  intent: "forgot" | "resend";
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  result?: AuthFormResult;
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
  const { errors, onSubmit } = useClientValidation(emailOnlySchema, result?.fieldErrors);
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="mt-1 text-sm text-gray-600">{description}</p>
      </div>
      {result?.success ? <FormAlert kind="success">{result.success}</FormAlert> : null}
      {result?.formError ? <FormAlert kind="error">{result.formError}</FormAlert> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={title}>
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.email}
          error={errors?.email}
        />
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
