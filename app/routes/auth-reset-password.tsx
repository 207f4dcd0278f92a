import { formValues, resetPasswordSchema } from "@shared/auth-schemas";
import { ArrowLeft } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { AuthFormResult } from "~/components/auth/auth-types";
import {
  FormAlert,
  NewPasswordFields,
  SubmitButton,
  useClientValidation,
} from "~/components/auth/form-parts";
import { getAppContext } from "~/http/context";
import { pageMeta } from "~/lib/meta";
import { redirectErrorMessage } from "../../server/auth/auth-errors";
import { resetPassword } from "../../server/auth/auth-forms";
import { FORM_BODY_LIMIT, readFormData } from "../../server/images/read-form-data";
import type { Route } from "./+types/auth-reset-password";

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
  const result = await resetPassword(
    getAppContext(context),
    request,
    formValues(await readFormData(request, FORM_BODY_LIMIT)),
  );
  if (result instanceof Response) return result;
  return data(result, { status: 400 });
}

const clientSchema = resetPasswordSchema();

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AuthFormResult | undefined;
  const { errors, onSubmit } = useClientValidation(clientSchema, result?.fieldErrors);
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
            noValidate
            onSubmit={onSubmit}
            className="space-y-4"
            aria-label="Formularz nowego hasła"
          >
            {result?.formError ? <FormAlert kind="error">{result.formError}</FormAlert> : null}
            <input type="hidden" name="token" value={loaderData.token} />
            <NewPasswordFields label="Nowe hasło" errors={errors} />
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
