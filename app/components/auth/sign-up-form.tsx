import { signUpSchema } from "@shared/auth-schemas";
import { Form } from "react-router";
import { PrivacyNotice, TermsCheckbox } from "~/components/legal/consent";
import type { AuthFormResult } from "./auth-types";
import { ResendConfirmationButton } from "./email-form";
import {
  Field,
  FormAlert,
  NewPasswordFields,
  SubmitButton,
  useClientValidation,
} from "./form-parts";

// The browser's copy skips the common-password list; the action checks it.
const clientSchema = signUpSchema();

export function SignUpForm({ result }: { result?: AuthFormResult }) {
  const { errors, onSubmit } = useClientValidation(clientSchema, result?.fieldErrors);
  if (result?.success) {
    return (
      <div className="space-y-4">
        <FormAlert kind="success">{result.success}</FormAlert>
        {result.email ? <ResendConfirmationButton email={result.email} /> : null}
      </div>
    );
  }
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Rejestracja"
    >
      {result?.formError ? <FormAlert kind="error">{result.formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Imię"
          name="firstName"
          autoComplete="given-name"
          defaultValue={result?.firstName}
          error={errors?.firstName}
        />
        <Field
          label="Nazwisko"
          name="lastName"
          autoComplete="family-name"
          defaultValue={result?.lastName}
          error={errors?.lastName}
        />
      </div>
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.email}
        error={errors?.email}
      />
      <NewPasswordFields label="Hasło" errors={errors} />
      <TermsCheckbox error={errors?.acceptTerms} />
      <PrivacyNotice purpose="założenia i prowadzenia konta" />
      <SubmitButton intent="sign-up" label="Utwórz konto" pendingLabel="Tworzenie konta..." />
    </Form>
  );
}
