import { listPlans } from "@server/plans/list-plans";
import { orderPlan, ownOpenOrders } from "@server/plans/plan-orders";
import { PLAN_ORDER_TEXT, planOrderSchema } from "@shared/account-plans";
import type { FormResult } from "@shared/form-result";
import { Mail, ShoppingCart } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormStatus } from "~/components/form/form-status";
import { PageHero } from "~/components/listing/page-hero";
import { PlanDetails } from "~/components/plans/plan-details";
import { Button } from "~/components/ui/button";
import { accepted } from "~/http/action-reply.server";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { getDomainContext, requireUser } from "~/http/guards.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { pageMeta } from "~/lib/meta";
import { OFFICE_CONTACT } from "~/lib/office";
import type { Route } from "./+types/pricing";

/**
 * /cennik: the active subscription plans by price, and ordering one: a signed-in user's order is
 * a request the administrator answers in the admin panel (no online payments); a visitor signs
 * in first and comes back here.
 */

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

/**
 * A signed-in user also sees the plans she ordered and no administrator has assigned yet (her
 * request has a cookie: the page cache never keeps it).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { config } = getAppContext(context);
  const ctx = await getDomainContext(context, request);
  const [plans, ordered] = await Promise.all([
    listPlans(ctx.db, { activeOnly: true }),
    ownOpenOrders(ctx),
  ]);
  return { plans, ordered, canonical: `${config.baseUrl}/cennik` };
}

/** A plan's order; the form's hidden `planId` says which plan, and the answer shows beside it. */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireUser(context, request);
  const form = await readFormData(request, FORM_BODY_LIMIT);
  const { db, config, mailer } = getAppContext(context);
  const ctx = { db, actor };
  const texts = { intent: "plan-order", title: PLAN_ORDER_TEXT.failed };
  return formAction(form, planOrderSchema, texts, async ({ planId }, submission) => {
    const { planName, created } = await orderPlan(ctx, planId, { baseUrl: config.baseUrl });
    // The administrators' mail was queued in the order's transaction: out now, not next round.
    if (created) await mailer.flush?.();
    const message = created ? PLAN_ORDER_TEXT.sent(planName) : PLAN_ORDER_TEXT.again(planName);
    return accepted(texts.intent, submission, message);
  });
}

/** The plan an answer is about: the one whose form was sent. */
function answeredPlan(result: FormResult | undefined) {
  return result?.submission?.initialValue?.planId;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "Cennik",
    "Plany dla właścicieli, pośredników, agencji i firm usługowych w Okolicy: ceny, limity ogłoszeń i usług oraz wyróżnienie w wynikach.",
    undefined,
    { url: loaderData?.canonical },
  );

export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, ordered } = loaderData;
  const busy = useNavigation().state === "submitting";
  const planId = answeredPlan(actionData);
  return (
    <>
      <PageHero
        title="Cennik"
        subtitle="Wybierz plan dopasowany do liczby Twoich ogłoszeń i usług."
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
        {actionData && !plans.some((plan) => plan.id === planId) ? (
          <FormStatus result={actionData} className="max-w-3xl" />
        ) : null}
        {plans.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {plans.map((plan) => (
              <li
                key={plan.id}
                className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
              >
                <h2 className="text-xl font-semibold break-words text-gray-900">{plan.name}</h2>
                <PlanDetails plan={plan} className="flex-1" />
                <Form method="post">
                  <input type="hidden" name="planId" value={plan.id} />
                  <Button
                    type="submit"
                    disabled={busy}
                    block
                    aria-label={`Zamów plan ${plan.name}`}
                  >
                    <ShoppingCart aria-hidden="true" className="size-4" />
                    Zamów plan
                  </Button>
                </Form>
                {/* Beside the button pressed: the page is not scrolled to the top. */}
                {actionData && planId === plan.id ? (
                  <FormStatus result={actionData} />
                ) : ordered.includes(plan.id) ? (
                  <FormStatus result={{ ok: true, message: PLAN_ORDER_TEXT.pending(plan.name) }} />
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
            W tej chwili nie oferujemy żadnych planów. Zapytaj biuro o aktualną ofertę.
          </p>
        )}

        <section
          aria-labelledby="pricing-order-heading"
          className="max-w-3xl space-y-3 rounded-2xl border border-brand-100 bg-brand-50 p-6"
        >
          <h2 id="pricing-order-heading" className="text-xl font-semibold text-gray-900">
            Jak zamówić?
          </h2>
          <p className="text-gray-800">
            Nie przyjmujemy płatności przez internet. Kliknij „Zamów plan” (po zalogowaniu): biuro
            Okolicy odpisze z danymi do płatności i włączy plan na Twoim koncie. Możesz też napisać
            do biura.
          </p>
          <ul className="space-y-2">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <a
                href={`mailto:${OFFICE_CONTACT.email}`}
                className="font-semibold break-all text-brand-800 underline hover:text-brand-900"
              >
                {OFFICE_CONTACT.email}
              </a>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
