import { Mail } from "lucide-react";
import { PageHero } from "~/components/listing/page-hero";
import { PlanDetails } from "~/components/plans/plan-details";
import { publicPageHeaders } from "~/http/cache-headers";
import { getAppContext } from "~/http/context";
import { pageMeta } from "~/lib/meta";
import { OFFICE_CONTACT } from "~/lib/office";
import { listPlans } from "../../server/plans/list-plans";
import type { Route } from "./+types/pricing";

/** /cennik: the active subscription plans by price, and how to order one (no online payments). */

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.ts). */
export const headers = publicPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const plans = await listPlans(db, { activeOnly: true });
  return { plans, canonical: `${config.baseUrl}/cennik` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "Cennik",
    "Plany dla właścicieli, pośredników, agencji i firm usługowych w Okolicy: ceny, limity ogłoszeń i usług oraz wyróżnienie w wynikach.",
    undefined,
    { url: loaderData?.canonical },
  );

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { plans } = loaderData;
  return (
    <>
      <PageHero
        title="Cennik"
        subtitle="Wybierz plan dopasowany do liczby Twoich ogłoszeń i usług."
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
        {plans.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {plans.map((plan) => (
              <li
                key={plan.id}
                className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
              >
                <h2 className="text-xl font-semibold break-words text-gray-900">{plan.name}</h2>
                <PlanDetails plan={plan} className="flex-1" />
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
            Nie przyjmujemy płatności przez internet. Napisz do biura Okolicy, który plan wybierasz
            (i dla jakiego konta), a aktywujemy go i prześlemy dane do płatności.
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
