import { signUpSchema } from "@shared/auth-schemas";
import type { FormResult } from "@shared/form-result";
import { Form } from "react-router";
import { formProps, useAppForm } from "~/lib/form";
import { PrivacyNotice, TermsCheckbox } from "../form/consent";
import { ResendConfirmationButton } from "./email-form";
import { AuthField, FormOutcome, NewPasswordFields, SubmitButton } from "./form-parts";

// The browser's copy skips the common-password list; the action checks it.
const clientSchema = signUpSchema();

export function SignUpForm({ result }: { result?: FormResult }) {
  const [form, fields] = useAppForm({ id: "sign-up", schema: clientSchema, result });
  if (result?.ok) {
    const email = fields.email.initialValue;
    return (
      <div className="space-y-4">
        <FormOutcome result={result} />
        {typeof email === "string" && email ? <ResendConfirmationButton email={email} /> : null}
      </div>
    );
  }
  return (
    <Form method="post" {...formProps(form)} className="space-y-4" aria-label="Rejestracja">
      <FormOutcome result={result} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField meta={fields.firstName} label="Imię" autoComplete="given-name" optional />
        <AuthField meta={fields.lastName} label="Nazwisko" autoComplete="family-name" optional />
      </div>
      <AuthField meta={fields.email} label="E-mail" type="email" autoComplete="email" />
      <NewPasswordFields
        label="Hasło"
        password={fields.password}
        confirmPassword={fields.confirmPassword}
      />
      <TermsCheckbox meta={fields.acceptTerms} />
      <PrivacyNotice purpose="założenia i prowadzenia konta" />
      <SubmitButton intent="sign-up" label="Utwórz konto" pendingLabel="Tworzenie konta..." />
    </Form>
  );
}
