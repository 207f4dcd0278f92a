import { redirectErrorMessage } from "@server/auth/auth-errors";
import { resetPasswordSchema } from "@shared/auth-schemas";
import type { FormResult } from "@shared/form-result";
import { ArrowLeft } from "lucide-react";
import { Form, Link } from "react-router";
import {
  FormAlert,
  FormOutcome,
  NewPasswordFields,
  SubmitButton,
} from "~/components/auth/form-parts";
import { getAppContext } from "~/http/context.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { formProps, useAppForm } from "~/lib/form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-reset-password";
import { resetPasswordForm } from "./auth-forms.server";

export const meta = () => [...pageMeta("Nowe hasło"), { name: "robots", content: "noindex" }];

/** better-auth's reset link redirects here with `?token=` (or `?error=` when it is no good). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const error = url.searchParams.get("error");
  return {
    token: error ? null : token,
    error: error || !token ? redirectErrorMessage(error ?? "invalid_token") : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await readFormData(request, FORM_BODY_LIMIT);
  return resetPasswordForm(getAppContext(context), request, form);
}

const clientSchema = resetPasswordSchema();

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const result: FormResult | undefined = actionData;
  const [form, fields] = useAppForm({ id: "reset-password", schema: clientSchema, result });
  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <Link
        to="/auth"
        className="inline-flex items-center gap-1 text-sm font-medium text-gray-600 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Wróć do logowania
      </Link>
      <div className="mt-4 space-y-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Ustaw nowe hasło</h1>
        {loaderData.token ? (
          <Form
            method="post"
            {...formProps(form)}
            className="space-y-4"
            aria-label="Formularz nowego hasła"
          >
            <FormOutcome result={result} />
            <input type="hidden" name="token" value={loaderData.token} />
            <NewPasswordFields
              label="Nowe hasło"
              password={fields.password}
              confirmPassword={fields.confirmPassword}
            />
            <SubmitButton intent="reset" label="Zapisz nowe hasło" pendingLabel="Zapisywanie..." />
          </Form>
        ) : (
          <>
            <FormAlert kind="error">{loaderData.error}</FormAlert>
            <Link
              to="/auth?tab=haslo"
              className="inline-block font-medium text-brand-700 hover:underline"
            >
              Wyślij nowy link
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
