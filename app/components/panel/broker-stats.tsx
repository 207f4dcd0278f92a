import { formatDate, formatShortDate } from "@shared/format";
import type { BrokerStats } from "@shared/listing-types";
import { lazy, Suspense, useMemo } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { Card } from "../ui/card";
import { StatCard } from "../ui/stat-card";

type StatsSort = BrokerStats["sort"];
type SortDir = BrokerStats["dir"];

const number = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });

/** Chart.js loads only when a broker opens this tab, never with the panel's route. */
const ViewsChart = lazy(() => import("./views-chart"));

const ACTIVITY_CLASS: Record<BrokerStats["activity"], string> = {
  wysoka: "bg-green-100 text-green-800",
  średnia: "bg-amber-100 text-amber-800",
  niska: "bg-gray-100 text-gray-700",
};

const COLUMNS: { key: StatsSort; label: string; numeric: boolean }[] = [
  { key: "title", label: "Ogłoszenie", numeric: false },
  { key: "created", label: "Dodane", numeric: false },
  { key: "views", label: "Wyświetlenia", numeric: true },
  { key: "recent", label: "Ostatnie 30 dni", numeric: true },
];

/** The link that orders by `key`: the same column flips the direction, another starts at its default. */
function sortHref(stats: BrokerStats, key: StatsSort): string {
  const defaults: Record<StatsSort, SortDir> = {
    views: "desc",
    recent: "desc",
    title: "asc",
    created: "desc",
  };
  const dir = stats.sort === key ? (stats.dir === "asc" ? "desc" : "asc") : defaults[key];
  return `?sort=${key}&dir=${dir}`;
}

/**
 * The broker's statistics tab: summary cards, the last 30 days as a chart (after hydration)
 * with its figures in a table, the listing table.
 */
export function BrokerStatsTab({ stats }: { stats: BrokerStats }) {
  const hydrated = useHydrated();
  const chartDays = useMemo(
    () => stats.daily.map((d) => ({ label: formatShortDate(d.day), views: d.views })),
    [stats.daily],
  );
  const recentTotal = stats.daily.reduce((sum, d) => sum + d.views, 0);
  return (
    <div className="space-y-6">
      <section aria-labelledby="stats-summary">
        <h2 id="stats-summary" className="text-xl font-semibold text-gray-900">
          Statystyki
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard label="Liczba ogłoszeń" value={number.format(stats.listingCount)} />
          <StatCard label="Łączne wyświetlenia" value={number.format(stats.totalViews)} />
          <StatCard label="Otrzymane wiadomości" value={number.format(stats.messagesReceived)} />
          <StatCard
            label="Średnio wyświetleń na ogłoszenie"
            value={number.format(stats.averageViews)}
          />
        </dl>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 rounded-2xl border border-gray-200 bg-white p-5">
          <div>
            <dt className="text-sm text-gray-600">Wskaźnik zainteresowania</dt>
            <dd className="text-lg font-semibold text-gray-900">
              {number.format(stats.interestRatio)}%
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">Aktywność ogłoszeń</dt>
            <dd>
              <span
                className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${ACTIVITY_CLASS[stats.activity]}`}
              >
                {stats.activity}
              </span>
            </dd>
          </div>
        </dl>
      </section>

      <Card as="section" padding="md" flat aria-labelledby="stats-daily">
        <h2 id="stats-daily" className="text-lg font-semibold text-gray-900">
          Wyświetlenia w ostatnich 30 dniach
        </h2>
        <p className="text-sm text-gray-600">Razem: {number.format(recentTotal)}</p>
        {/* The chart's box has its height before the chart arrives, so nothing moves then. */}
        <div aria-hidden="true" className="relative mt-4 h-48">
          {hydrated ? (
            <Suspense fallback={null}>
              <ViewsChart days={chartDays} />
            </Suspense>
          ) : null}
        </div>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-blue-700 hover:underline">
            Pokaż dane w tabeli
          </summary>
          <table className="mt-2 text-left">
            <caption className="sr-only">Wyświetlenia dzień po dniu, od najstarszego</caption>
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-1 pr-6 font-medium">
                  Dzień
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Wyświetlenia
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.daily.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="py-0.5 pr-6 font-normal">
                    {formatDate(d.day)}
                  </th>
                  <td className="py-0.5 text-right tabular-nums">{number.format(d.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Card>

      <Card as="section" padding="md" flat aria-labelledby="stats-listings">
        <h2 id="stats-listings" className="text-lg font-semibold text-gray-900">
          Wyświetlenia ogłoszeń
        </h2>
        {stats.listings.length === 0 ? (
          <p className="mt-2 text-gray-600">Nie masz jeszcze ogłoszeń.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  {COLUMNS.map((c) => {
                    const active = stats.sort === c.key;
                    return (
                      <th
                        key={c.key}
                        scope="col"
                        className={`py-2 pr-4 font-medium ${c.numeric ? "text-right" : ""}`}
                        aria-sort={
                          active ? (stats.dir === "asc" ? "ascending" : "descending") : undefined
                        }
                      >
                        <Link
                          to={sortHref(stats, c.key)}
                          preventScrollReset
                          className="hover:text-gray-900 hover:underline"
                        >
                          {c.label}
                          {active ? (stats.dir === "asc" ? " ▲" : " ▼") : ""}
                        </Link>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {stats.listings.map((l) => (
                  <tr key={l.id} className="border-b border-gray-100 last:border-0">
                    <td className="py-2 pr-4">
                      <Link to={`/nieruchomosc/${l.id}`} className="text-blue-700 hover:underline">
                        {l.title}
                      </Link>
                      {l.isArchived ? (
                        <span className="ml-2 text-xs text-gray-500">(archiwalne)</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-4 text-gray-600">
                      {new Date(l.createdAt).toLocaleDateString("pl-PL", {
                        timeZone: "Europe/Warsaw",
                      })}
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">{number.format(l.views)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">
                      {number.format(l.recentViews)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
