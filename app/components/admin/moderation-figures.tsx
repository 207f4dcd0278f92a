import type { ModerationFigures as Figures } from "@shared/admin-types";
import { formatCount } from "@shared/format";
import { MODERATION_DECISION_KEYS, REPORT_REASON_KEYS, REPORT_REASONS } from "@shared/moderation";
import {
  DECISION_FIGURE_LABELS,
  formatHours,
  MODERATION_FIGURES_CSV_PATH,
  monthLabel,
  MODERATION_FIGURES_TEXT as TEXT,
} from "@shared/moderation-figures";
import { Download } from "lucide-react";
import { ButtonLink } from "../ui/button";
import { Card } from "../ui/card";
import { ScrollRegion } from "../ui/scroll-region";
import { StatCard } from "../ui/stat-card";

const cell = "py-2 pl-4 text-right tabular-nums";

/**
 * The dashboard's notice-and-action figures of the last 12 months (server/moderation/
 * transparency.ts): the totals, decisions by kind, reports by reason and, folded, month by month.
 * The tables scroll inside their own box, so a 390 px phone never scrolls the page sideways.
 */
export function ModerationFiguresSection({ figures }: { figures: Figures }) {
  const { total, months } = figures;
  const period = `${monthLabel(months[0].month)} – ${monthLabel(months[months.length - 1].month)}`;
  return (
    <Card as="section" padding="md" aria-labelledby="moderation-figures">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="moderation-figures" className="font-semibold text-gray-900">
            {TEXT.title}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{period}, miesiące według czasu polskiego.</p>
        </div>
        {/* A file, not a screen: the browser downloads it instead of the router fetching it. */}
        <ButtonLink
          to={MODERATION_FIGURES_CSV_PATH}
          reloadDocument
          download
          variant="secondary"
          size="sm"
        >
          <Download className="size-4" aria-hidden="true" />
          {TEXT.download}
        </ButtonLink>
      </div>

      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label={TEXT.reports} value={formatCount(total.reports)} />
        <StatCard label={TEXT.signals} value={formatCount(total.signals)} />
        <StatCard
          label={TEXT.decisions}
          value={formatCount(total.decisions.total)}
          note={`${TEXT.fromReports}: ${formatCount(total.decisions.fromReports)}, ${TEXT.fromSignals}: ${formatCount(total.decisions.fromSignals)}`}
        />
        <StatCard
          label={TEXT.median}
          value={formatHours(total.medianHoursToDecision)}
          note={
            total.medianHoursToDecision === null
              ? TEXT.noDecisions
              : "od pierwszego zgłoszenia lub sygnału"
          }
        />
        <StatCard
          label={TEXT.appeals}
          value={formatCount(total.appeals.received)}
          note={`rozpatrzone: ${formatCount(total.appeals.decided)}`}
        />
        <StatCard label={TEXT.reversed} value={formatCount(total.appeals.reversed)} />
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-gray-900">Decyzje według rodzaju</h3>
          <ScrollRegion label="Decyzje według rodzaju" className="mt-2">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th scope="col" className="py-2 font-medium">
                    Decyzja
                  </th>
                  <th scope="col" className="py-2 pl-4 text-right font-medium">
                    {TEXT.fromReports}
                  </th>
                  <th scope="col" className="py-2 pl-4 text-right font-medium">
                    {TEXT.fromSignals}
                  </th>
                  <th scope="col" className="py-2 pl-4 text-right font-medium">
                    razem
                  </th>
                </tr>
              </thead>
              <tbody>
                {MODERATION_DECISION_KEYS.map((decision) => {
                  const kind = total.decisions.byKind[decision];
                  return (
                    <tr key={decision} className="border-b border-gray-100 last:border-0">
                      <th scope="row" className="py-2 font-normal text-gray-900">
                        {DECISION_FIGURE_LABELS[decision]}
                      </th>
                      <td className={cell}>{formatCount(kind.fromReports)}</td>
                      <td className={cell}>{formatCount(kind.fromSignals)}</td>
                      <td className={cell}>{formatCount(kind.total)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-gray-900">Zgłoszenia według powodu</h3>
          <ul className="mt-2 divide-y divide-gray-100 text-sm">
            {REPORT_REASON_KEYS.map((reason) => (
              <li key={reason} className="flex justify-between gap-3 py-2">
                <span className="text-gray-900">{REPORT_REASONS[reason]}</span>
                <span className="tabular-nums text-gray-700">
                  {formatCount(total.reportsByReason[reason])}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <details className="mt-6">
        <summary className="cursor-pointer text-sm font-medium text-brand-800">
          Miesiąc po miesiącu
        </summary>
        <ScrollRegion label="Miesiąc po miesiącu" className="mt-2">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                {[
                  TEXT.month,
                  "Zgłoszenia",
                  "Sygnały",
                  TEXT.decisions,
                  "Mediana",
                  TEXT.appeals,
                  "Zmienione",
                ].map((label, i) => (
                  <th
                    key={label}
                    scope="col"
                    className={`py-2 font-medium whitespace-nowrap ${i ? "pl-4 text-right" : ""}`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((row) => (
                <tr key={row.month} className="border-b border-gray-100 last:border-0">
                  <th scope="row" className="py-2 font-normal whitespace-nowrap text-gray-900">
                    {monthLabel(row.month)}
                  </th>
                  <td className={cell}>{formatCount(row.reports)}</td>
                  <td className={cell}>{formatCount(row.signals)}</td>
                  <td className={cell}>{formatCount(row.decisions.total)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {formatHours(row.medianHoursToDecision)}
                  </td>
                  <td className={cell}>{formatCount(row.appeals.received)}</td>
                  <td className={cell}>{formatCount(row.appeals.reversed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </Card>
  );
}
