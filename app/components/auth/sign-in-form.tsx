import { signInSchema } from "@shared/auth-schemas";
import { Form, Link } from "react-router";
import type { AuthFormResult } from "./auth-types";
import { Field, FormAlert, SubmitButton, useClientValidation } from "./form-parts";

export function SignInForm({
  result,
  redirectTo,
}: {
  result?: AuthFormResult;
  redirectTo: string;
}) {
  const { errors, onSubmit } = useClientValidation(signInSchema, result?.fieldErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Logowanie">
      {result?.formError ? <FormAlert kind="error">{result.formError}</FormAlert> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.email}
        error={errors?.email}
      />
      <Field
        label="Hasło"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors?.password}
      />
      <SubmitButton intent="sign-in" label="Zaloguj się" pendingLabel="Logowanie..." />
      <div className="flex flex-col gap-1 text-sm">
        <Link to="/auth?tab=haslo" className="font-medium text-brand-700 hover:underline">
          Nie pamiętasz hasła?
        </Link>
        <Link to="/auth?tab=potwierdzenie" className="text-gray-600 hover:underline">
          Wyślij ponownie link potwierdzający
        </Link>
      </div>
    </Form>
  );
}
