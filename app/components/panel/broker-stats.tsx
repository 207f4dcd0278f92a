import { Link } from "react-router";
import type { BrokerStats, SortDir, StatsSort } from "../../../server/listings/broker-stats";

const number = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });
const dayLabel = new Intl.DateTimeFormat("pl-PL", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

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

function formatDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/** The link that orders by `key`: the same column flips the direction, another starts at its default. */
function sortHref(stats: BrokerStats, key: StatsSort): string {
  const defaults: Record<StatsSort, SortDir> = {
    views: "desc",
    recent: "desc",
    title: "asc",
    created: "desc",
  };
  const dir = stats.sort === key ? (stats.dir === "asc" ? "desc" : "asc") : defaults[key];
  return `?tab=stats&sort=${key}&dir=${dir}`;
}

function Card({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-5">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900">{value}</dd>
    </div>
  );
}

/** The broker's statistics tab: summary cards, the last 30 days as bars, the listing table. */
export function BrokerStatsTab({ stats }: { stats: BrokerStats }) {
  const max = Math.max(1, ...stats.daily.map((d) => d.views));
  const recentTotal = stats.daily.reduce((sum, d) => sum + d.views, 0);
  return (
    <div className="space-y-6">
      <section aria-labelledby="stats-summary">
        <h2 id="stats-summary" className="text-xl font-semibold text-gray-900">
          Statystyki
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Card label="Liczba ogłoszeń" value={number.format(stats.listingCount)} />
          <Card label="Łączne wyświetlenia" value={number.format(stats.totalViews)} />
          <Card label="Otrzymane wiadomości" value={number.format(stats.messagesReceived)} />
          <Card
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

      <section
        aria-labelledby="stats-daily"
        className="rounded-2xl border border-gray-200 bg-white p-5"
      >
        <h2 id="stats-daily" className="text-lg font-semibold text-gray-900">
          Wyświetlenia w ostatnich 30 dniach
        </h2>
        <p className="text-sm text-gray-600">Razem: {number.format(recentTotal)}</p>
        <figure className="mt-4">
          <ol
            className="flex h-40 items-end gap-0.5"
            aria-label="Wyświetlenia dzień po dniu, od najstarszego"
          >
            {stats.daily.map((d) => (
              <li
                key={d.day}
                className="flex h-full flex-1 items-end"
                title={`${formatDay(d.day)}: ${d.views}`}
              >
                <span className="sr-only">
                  {formatDay(d.day)}: {d.views}
                </span>
                <span
                  aria-hidden="true"
                  className="block w-full rounded-t bg-blue-600"
                  style={{ height: `${(d.views / max) * 100}%`, minHeight: d.views ? 2 : 0 }}
                />
              </li>
            ))}
          </ol>
          {stats.daily.length > 0 ? (
            <figcaption className="mt-1 flex justify-between text-xs text-gray-500">
              <span>{formatDay(stats.daily[0]?.day ?? "")}</span>
              <span>{formatDay(stats.daily[stats.daily.length - 1]?.day ?? "")}</span>
            </figcaption>
          ) : null}
        </figure>
      </section>

      <section
        aria-labelledby="stats-listings"
        className="rounded-2xl border border-gray-200 bg-white p-5"
      >
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
      </section>
    </div>
  );
}
