import { redirectErrorMessage } from "@server/auth/auth-errors";
import { AUTH_SUCCESS_TEXT, configuredProviders } from "@server/auth/auth-flows";
import { type FormResult, resultFor } from "@shared/form-result";
import { safeRedirectTarget } from "@shared/redirect-target";
import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { AuthTabs } from "~/components/auth/auth-tabs";
import type { AuthTab } from "~/components/auth/auth-types";
import { EmailForm } from "~/components/auth/email-form";
import { ExternalSignIn } from "~/components/auth/external-sign-in";
import { FormAlert } from "~/components/auth/form-parts";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { getAppContext } from "~/http/context.server";
import { getActor } from "~/http/guards.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth";
import { emailLinkForm, externalSignInForm, signInForm, signUpForm } from "./auth-forms.server";

export const meta = () => [...pageMeta("Logowanie"), { name: "robots", content: "noindex" }];

const TABS: readonly AuthTab[] = ["logowanie", "rejestracja", "haslo", "potwierdzenie"];
const TAB_OF_INTENT: Record<string, AuthTab> = {
  "sign-in": "logowanie",
  external: "logowanie",
  "sign-up": "rejestracja",
  forgot: "haslo",
  resend: "potwierdzenie",
};

function readTab(value: string | null): AuthTab {
  return TABS.includes(value as AuthTab) ? (value as AuthTab) : "logowanie";
}

/** The error better-auth put in `?error=`, here or in the page we were sent back from. */
function noticeFrom(url: URL, redirectTo: string): string | null {
  const own = url.searchParams.get("error");
  if (own) return redirectErrorMessage(own);
  const back = new URL(redirectTo, url.origin).searchParams.get("error");
  return redirectErrorMessage(back);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { config } = getAppContext(context);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"), config.baseUrl);
  // Signed-in people have nothing to do here.
  if (await getActor(context, request)) throw redirect(redirectTo);
  return {
    tab: readTab(url.searchParams.get("tab")),
    redirectTo,
    providers: configuredProviders(config),
    error: noticeFrom(url, redirectTo),
    notice: url.searchParams.get("haslo") === "zmienione" ? AUTH_SUCCESS_TEXT.passwordReset : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = getAppContext(context);
  const form = await readFormData(request, FORM_BODY_LIMIT);
  const intent = form.get("intent");
  switch (intent) {
    case "sign-in":
      return signInForm(ctx, request, form);
    case "sign-up":
      return signUpForm(ctx, request, form);
    case "forgot":
    case "resend":
      return emailLinkForm(ctx, request, form, intent);
    case "external":
      return externalSignInForm(ctx, request, form);
    default:
      throw data("Nieznana akcja", { status: 400 });
  }
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const result: FormResult | undefined = actionData;
  const tab = result ? (TAB_OF_INTENT[result.intent] ?? loaderData.tab) : loaderData.tab;
  const forIntent = (intent: string) => resultFor(result, intent);
  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <Link
        to="/"
        className="inline-flex items-center gap-1 text-sm font-medium text-gray-600 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Wróć na stronę główną
      </Link>
      <div className="mt-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Witaj w Okolicy</h1>
        <p className="mt-1 text-sm text-gray-600">
          Zaloguj się lub załóż konto, aby dodawać ogłoszenia i pisać do sprzedających.
        </p>
        <div className="mt-6 space-y-4">
          {loaderData.error && !result ? (
            <FormAlert kind="error">{loaderData.error}</FormAlert>
          ) : null}
          {loaderData.notice && !result ? (
            <FormAlert kind="success">{loaderData.notice}</FormAlert>
          ) : null}
          {tab === "haslo" ? (
            <EmailForm
              intent="forgot"
              title="Nie pamiętasz hasła?"
              description="Podaj adres e-mail konta, a wyślemy link do ustawienia nowego hasła."
              submitLabel="Wyślij link"
              pendingLabel="Wysyłanie..."
              result={forIntent("forgot")}
            />
          ) : tab === "potwierdzenie" ? (
            <EmailForm
              intent="resend"
              title="Wyślij ponownie link potwierdzający"
              description="Podaj adres, na który zakładałeś konto, a wyślemy nowy link potwierdzający."
              submitLabel="Wyślij link"
              pendingLabel="Wysyłanie..."
              result={forIntent("resend")}
            />
          ) : (
            <>
              <ExternalSignIn providers={loaderData.providers} />
              {/* The buttons have no field to show an error at: every refusal shows here. */}
              {forIntent("external") ? (
                <FormAlert kind="error">{forIntent("external")?.message}</FormAlert>
              ) : null}
              <AuthTabs
                key={tab}
                initial={tab === "rejestracja" ? "rejestracja" : "logowanie"}
                redirectTo={loaderData.redirectTo}
                signIn={
                  <SignInForm result={forIntent("sign-in")} redirectTo={loaderData.redirectTo} />
                }
                signUp={<SignUpForm result={forIntent("sign-up")} />}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
