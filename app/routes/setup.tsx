import { acceptTerms, hasAcceptedTerms } from "@server/accounts/accept-terms";
import { setAccountType } from "@server/accounts/set-account-type";
import { createAgency } from "@server/agencies/create-agency";
import { getOwnAgency } from "@server/agencies/get-own-agency";
import type { Actor } from "@server/auth/actor";
import { isAppError } from "@server/errors";
import { acceptTermsSchema } from "@shared/auth-schemas";
import { type FormResult, resultFor } from "@shared/form-result";
import { ACCOUNT_TYPES, type AccountType } from "@shared/roles";
import { accountTypeSchema, agencySchema } from "@shared/setup-schemas";
import { createCookie, data, redirect } from "react-router";
import { AccountTypeStep } from "~/components/setup/account-type-step";
import { AgencyStep } from "~/components/setup/agency-step";
import { CompleteStep } from "~/components/setup/complete-step";
import { SetupProgress, type SetupProgressValue } from "~/components/setup/setup-progress";
import { TermsStep } from "~/components/setup/terms-step";
import { submittedInput } from "~/http/action-reply.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { getDomainContext, requireUser } from "~/http/guards.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/setup";

/**
 * The setup wizard. The step lives in the URL (?krok=agencja, ?krok=gotowe) so that every step
 * is a plain GET + POST that works without JavaScript; the loader decides which step this user
 * may see, so the URL cannot be used to skip a rule.
 */
const PATH = "/konfiguracja";
const AGENCY_STEP = `${PATH}?krok=agencja`;
const COMPLETE_STEP = `${PATH}?krok=gotowe`;

// Marks "this browser just finished the wizard", so the complete step shows right after the
// last step and not to anyone who opens the URL later. Not signed: forging it only shows a
// congratulation page to someone whose account type is already set. Path "/", because client
// navigations load the step from /konfiguracja.data, which a path of /konfiguracja would not cover.
const justFinished = createCookie("okolica_setup_done", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 10 * 60,
});

type Step = "terms" | "account-type" | "agency" | "complete";

/** What the page shows: the step, the account's type, whether an agency still has no profile. */
function view(step: Step, accountType: AccountType | null, agencyMissing = false) {
  return { step, accountType, agencyMissing };
}

export const meta = () => [
  ...pageMeta("Konfiguracja konta"),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const actor = await requireUser(context, request);
  const accountType = accountTypeOf(actor);
  const krok = url.searchParams.get("krok");
  // An account opened without the sign-up form (Google, Facebook, made by an agency) accepts the
  // Regulamin here before anything else.
  if (!(await hasAcceptedTerms(await getDomainContext(context, request)))) {
    return view("terms", accountType);
  }

  if (krok === "agencja") {
    const ctx = await getDomainContext(context, request);
    if (actor.roles.includes("agencja") && !(await getOwnAgency(ctx))) {
      return view("agency", accountType, true);
    }
    throw redirect(accountType ? "/" : PATH);
  }
  if (krok === "gotowe") {
    if (!accountType) throw redirect(PATH);
    if (!(await justFinished.parse(request.headers.get("cookie")))) throw redirect("/");
    // An agency that skipped its profile gets a way back to it.
    const agencyMissing =
      actor.roles.includes("agencja") &&
      !(await getOwnAgency(await getDomainContext(context, request)));
    return view("complete", accountType, agencyMissing);
  }
  if (accountType) throw redirect("/");
  return view("account-type", accountType);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireUser(context, request);
  const ctx = await getDomainContext(context, request);
  const { config } = getAppContext(context);
  const form = await readFormData(request, FORM_BODY_LIMIT);
  const intent = form.get("intent");
  if (intent === "accept-terms") {
    return formAction(form, acceptTermsSchema, { intent }, async (_, submission) => {
      await acceptTerms(ctx, submittedInput(submission));
      // A broker account an agency made has its type already: on to the panel's invitation.
      return redirect(accountTypeOf(actor) ? "/panel" : PATH);
    });
  }
  // No other step before the Regulamin is accepted, whatever the form posts.
  if (!(await hasAcceptedTerms(ctx))) return redirect(PATH);
  const finish = async () =>
    redirect(COMPLETE_STEP, {
      headers: {
        "Set-Cookie": await justFinished.serialize(true, {
          secure: config.baseUrl.startsWith("https:"),
        }),
      },
    });

  if (intent === "account-type") {
    return formAction(form, accountTypeSchema, { intent }, (_, submission) =>
      unlessDone(
        async () => {
          const { accountType } = await setAccountType(ctx, submittedInput(submission));
          return accountType === "agencja" ? redirect(AGENCY_STEP) : await finish();
        },
        // Chosen already: the wizard is over for this account.
        () => redirect("/"),
      ),
    );
  }

  if (intent === "skip") {
    return accountTypeOf(actor) ? await finish() : redirect(PATH);
  }

  if (intent === "agency") {
    return formAction(form, agencySchema, { intent }, (_, submission) =>
      unlessDone(
        async () => {
          await createAgency(ctx, submittedInput(submission));
          return await finish();
        },
        // The agency exists already: nothing left to do in this step.
        finish,
      ),
    );
  }

  throw data("Nieprawidłowe żądanie.", { status: 400 });
}

/**
 * A step done already (another tab, a double submit) is no refusal: `done` answers where the
 * wizard goes on from there. Any other refusal goes on to the step's form, at the field the
 * domain names.
 */
async function unlessDone(
  step: () => Promise<Response>,
  done: () => Response | Promise<Response>,
): Promise<Response> {
  try {
    return await step();
  } catch (error) {
    if (isAppError(error) && error.code === "conflict") return await done();
    throw error;
  }
}

const PROGRESS: Record<Exclude<Step, "terms">, SetupProgressValue> = {
  "account-type": 33,
  agency: 66,
  complete: 100,
};

const TITLES: Record<Step, string> = {
  terms: "Regulamin serwisu",
  "account-type": "Wybierz typ konta",
  agency: "Profil agencji",
  complete: "Wszystko gotowe!",
};

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { step, accountType } = loaderData;
  const result: FormResult | undefined = actionData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Konfiguracja konta
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {TITLES[step]}
        </h1>
        {step === "terms" ? null : (
          <div className="mt-5">
            <SetupProgress
              value={PROGRESS[step]}
              agencyStep={step === "agency" || accountType === "agencja"}
            />
          </div>
        )}
        {step === "terms" ? (
          <TermsStep result={resultFor(result, "accept-terms")} />
        ) : step === "account-type" ? (
          <AccountTypeStep result={resultFor(result, "account-type")} />
        ) : step === "agency" ? (
          <AgencyStep result={resultFor(result, "agency")} />
        ) : (
          <CompleteStep accountType={accountType} agencyMissing={loaderData.agencyMissing} />
        )}
      </div>
    </section>
  );
}

function accountTypeOf(actor: Actor): AccountType | null {
  const value = actor.profile?.accountType;
  return ACCOUNT_TYPES.find((t) => t === value) ?? null;
}
