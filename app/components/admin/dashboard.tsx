import { percentOf } from "@shared/admin";
import type { Dashboard } from "@shared/admin-types";
import { formatCount } from "@shared/format";
import { sourceLabel } from "@shared/sources";
import { Card } from "../ui/card";
import { StatCard } from "../ui/stat-card";

type MonthGrowth = Dashboard["growth"]["listings"];

function share(part: number, whole: number): string {
  return `${percentOf(part, whole).toLocaleString("pl-PL")}%`;
}

function Growth({ label, growth }: { label: string; growth: MonthGrowth }) {
  const { thisMonth, lastMonth, percent } = growth;
  const text =
    percent === null
      ? "brak danych z poprzedniego miesiąca"
      : `${percent > 0 ? "+" : ""}${percent.toLocaleString("pl-PL")}% wobec poprzedniego miesiąca`;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 py-2">
      <span className="font-medium text-gray-900">{label}</span>
      <span className="text-sm text-gray-700">
        {formatCount(thisMonth)} w tym miesiącu, {formatCount(lastMonth)} w tych samych dniach
        poprzedniego —{" "}
        <span className={percent !== null && percent < 0 ? "text-red-700" : "text-brand-800"}>
          {text}
        </span>
      </span>
    </li>
  );
}

/** The administrator's dashboard: figures counted in the database (server/admin/dashboard.ts, through routes/admin/dashboard.tsx). */
export function DashboardTab({ dashboard }: { dashboard: Dashboard }) {
  const { listings, users, serviceCompanies, sources, growth } = dashboard;
  return (
    <div className="space-y-8">
      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className="sr-only">
          Liczby
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {/* The notes are the home page's figures, counted by the same function. */}
          <StatCard
            label="Wszystkie ogłoszenia"
            value={formatCount(listings.total)}
            note={`aktywne (na stronie): ${formatCount(listings.active)}`}
          />
          <StatCard
            label="Zweryfikowane"
            value={formatCount(listings.verified)}
            note={`${share(listings.verified, listings.total)} ogłoszeń`}
          />
          <StatCard
            label="Premium"
            value={formatCount(listings.premium)}
            note={`${share(listings.premium, listings.total)} ogłoszeń`}
          />
          <StatCard
            label="Użytkownicy"
            value={formatCount(users)}
            note={`firmy usługowe: ${formatCount(serviceCompanies)}`}
          />
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card as="section" padding="md" aria-labelledby="dashboard-sources">
          <h2 id="dashboard-sources" className="font-semibold text-gray-900">
            Ogłoszenia według źródła
          </h2>
          <ul className="mt-3 space-y-3">
            {sources.map(({ source, count }) => (
              <li key={source}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium text-gray-900">{sourceLabel(source)}</span>
                  <span className="text-gray-700">
                    {formatCount(count)} ({share(count, listings.total)})
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-brand-600"
                    style={{ width: `${percentOf(count, listings.total)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" padding="md" aria-labelledby="dashboard-growth">
          <h2 id="dashboard-growth" className="font-semibold text-gray-900">
            Wzrost miesiąc do miesiąca
          </h2>
          <ul className="mt-2 divide-y divide-gray-100">
            <Growth label="Nowe ogłoszenia" growth={growth.listings} />
            <Growth label="Nowi użytkownicy" growth={growth.users} />
          </ul>
          <p className="mt-3 text-xs text-gray-500">
            {growth.days === 1
              ? "Porównujemy pierwszy dzień obu miesięcy"
              : `Porównujemy te same dni obu miesięcy (od 1. do ${growth.days}.)`}
            , według czasu polskiego. Archiwalne ogłoszenia: {formatCount(listings.archived)}.
          </p>
        </Card>
      </div>
    </div>
  );
}
