import { acceptTermsSchema } from "@shared/auth-schemas";
import type { FormResult } from "@shared/form-result";
import { Form } from "react-router";
import { formProps, useAppForm } from "~/lib/form";
import { PrivacyNotice, TermsCheckbox } from "../form/consent";
import { SubmitButton } from "./submit-button";

/**
 * Before the wizard's first step, for an account opened without the sign-up form (Google,
 * Facebook, a broker account an agency made): the same required box as on sign-up.
 */
export function TermsStep({ result }: { result?: FormResult }) {
  const [form, fields] = useAppForm({
    id: "setup-terms",
    schema: acceptTermsSchema,
    result,
    intent: "accept-terms",
  });
  return (
    <Form method="post" {...formProps(form)} className="mt-6 space-y-4">
      <p className="text-sm text-gray-600">
        Zanim zaczniesz korzystać z konta, zapoznaj się z Regulaminem serwisu i zaakceptuj go.
      </p>
      <TermsCheckbox meta={fields.acceptTerms} />
      <PrivacyNotice purpose="prowadzenia konta" />
      <SubmitButton intent="accept-terms" pendingLabel="Zapisywanie...">
        Dalej
      </SubmitButton>
    </Form>
  );
}
