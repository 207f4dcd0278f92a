import { signInSchema } from "@shared/auth-schemas";
import type { FormResult } from "@shared/form-result";
import { Form, Link } from "react-router";
import { formProps, useAppForm } from "~/lib/form";
import { AuthField, FormOutcome, SubmitButton } from "./form-parts";

export function SignInForm({ result, redirectTo }: { result?: FormResult; redirectTo: string }) {
  const [form, fields] = useAppForm({ id: "sign-in", schema: signInSchema, result });
  return (
    <Form method="post" {...formProps(form)} className="space-y-4" aria-label="Logowanie">
      <FormOutcome result={result} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AuthField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
      <AuthField
        meta={fields.password}
        label="Hasło"
        type="password"
        autoComplete="current-password"
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
