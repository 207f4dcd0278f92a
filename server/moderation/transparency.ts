import { type SQL, sql } from "drizzle-orm";
import type { DecisionSplit, FigureRow, ModerationFigures } from "../../shared/admin-types.ts";
import { polishDay } from "../../shared/format.ts";
import {
  APPEAL_DAYS,
  MODERATION_DECISION_KEYS,
  type ModerationDecision,
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  type ReportReason,
} from "../../shared/moderation.ts";
import {
  DECISION_FIGURE_LABELS,
  MODERATION_FIGURES_MONTHS,
  MODERATION_FIGURES_TEXT as TEXT,
} from "../../shared/moderation-figures.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import { contentReports, moderationDecisions } from "../db/schema.ts";
import { polishMidnight } from "../kernel/polish-midnight.ts";

/**
 * The transparency figures of notice and action (DSA art. 15 and 24) for the last 12
 * calendar months in Polish time, the current one included: what the dashboard shows and the
 * CSV gives. Every figure is counted in the database, one row per month plus the total (ROLLUP),
 * so the total's median is the median of all the period's decisions, not a median of medians.
 */

/** The period's months, oldest first, as YYYY-MM, and the first day of the month after. */
function periodMonths(now: Date): { months: string[]; end: string } {
  const [year, month] = polishDay(now).split("-").map(Number);
  const current = year * 12 + month - 1;
  const key = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
  const months = Array.from({ length: MODERATION_FIGURES_MONTHS }, (_, i) =>
    key(current - MODERATION_FIGURES_MONTHS + 1 + i),
  );
  return { months, end: key(current + 1) };
}

/** The Polish calendar month of an instant, YYYY-MM: what each figure is grouped by. */
function polishMonth(column: string): SQL {
  return sql`to_char(${sql.identifier(column)} at time zone 'Europe/Warsaw', 'YYYY-MM')`;
}

const count = (condition: SQL, name: string) =>
  sql`count(*) filter (where ${condition})::int as ${sql.identifier(name)}`;

type Row = Record<string, number | string | null> & { month: string | null };

export async function moderationFigures(
  ctx: DomainContext,
  now = new Date(),
): Promise<ModerationFigures> {
  requireAdministrator(ctx);
  const { months, end: endMonth } = periodMonths(now);
  const start = polishMidnight(`${months[0]}-01`);
  const end = polishMidnight(`${endMonth}-01`);
  const fromReports = (decision: ModerationDecision) =>
    count(sql`decision = ${decision} and from_reports`, `${decision}_reports`);
  const fromSignals = (decision: ModerationDecision) =>
    count(sql`decision = ${decision} and not from_reports`, `${decision}_signals`);

  const [reportRows, decisionRows, appealRows] = await Promise.all([
    // Ranges on created_at and decided_at: their indexes (content_reports_created_idx,
    // moderation_decisions_decided_idx) find the period's rows.
    ctx.db.execute<Row>(sql`
      select month,
        ${count(sql`signal is null`, "reports")},
        ${sql.join(
          REPORT_REASON_KEYS.map((reason) =>
            count(sql`signal is null and reason = ${reason}`, `reason_${reason}`),
          ),
          sql`, `,
        )},
        ${count(sql`signal is not null`, "signals")}
      from (
        select ${polishMonth("created_at")} as month, signal, reason from ${contentReports}
        where created_at >= ${start} and created_at < ${end}
      ) r
      group by rollup (month)`),
    ctx.db.execute<Row>(sql`
      select month,
        ${sql.join(
          MODERATION_DECISION_KEYS.flatMap((d) => [fromReports(d), fromSignals(d)]),
          sql`, `,
        )},
        round((percentile_cont(0.5) within group (
          order by extract(epoch from decided_at - first_report_at)::float8 / 3600
        ))::numeric, 1)::float8 as median_hours
      from (
        select ${polishMonth("decided_at")} as month, decision, from_reports, decided_at,
          first_report_at
        from ${moderationDecisions}
        where decided_at >= ${start} and decided_at < ${end}
      ) d
      group by rollup (month)`),
    // An appeal comes within APPEAL_DAYS of its decision, so the decisions of that many days
    // before the period (and a day or two of slack for the deadline's own rounding) hold every
    // appeal received in it: the decided_at index finds them. An appeal's outcome has no such
    // bound; its decision is only known to be older than the period's end.
    ctx.db.execute<Row>(sql`
      select month,
        ${count(sql`event = 'received'`, "received")},
        ${count(sql`event = 'decided'`, "decided")},
        ${count(sql`event = 'decided' and appeal_outcome = 'reversed'`, "reversed")}
      from (
        select ${polishMonth("appealed_at")} as month, 'received' as event,
          null::text as appeal_outcome
        from ${moderationDecisions}
        where decided_at >= ${start} - make_interval(days => ${APPEAL_DAYS + 2})
          and decided_at < ${end} and appealed_at >= ${start} and appealed_at < ${end}
        union all
        select ${polishMonth("appeal_decided_at")}, 'decided', appeal_outcome
        from ${moderationDecisions}
        where decided_at < ${end} and appeal_decided_at >= ${start}
          and appeal_decided_at < ${end}
      ) a
      group by rollup (month)`),
  ]);

  // The total row is ROLLUP's, with no month; a month without any row counts zero.
  const byMonth = (rows: Row[]) => new Map(rows.map((row) => [row.month, row]));
  const reports = byMonth(reportRows.rows);
  const decisions = byMonth(decisionRows.rows);
  const appeals = byMonth(appealRows.rows);
  const figures = (month: string | null): FigureRow =>
    figureRow(reports.get(month), decisions.get(month), appeals.get(month));
  return {
    months: months.map((month) => ({ month, ...figures(month) })),
    total: figures(null),
  };
}

function figureRow(
  reports: Row | undefined,
  decisions: Row | undefined,
  appeals: Row | undefined,
): FigureRow {
  const n = (row: Row | undefined, name: string) => Number(row?.[name] ?? 0);
  const byKind = Object.fromEntries(
    MODERATION_DECISION_KEYS.map((decision) => {
      const reported = n(decisions, `${decision}_reports`);
      const signalled = n(decisions, `${decision}_signals`);
      return [
        decision,
        { total: reported + signalled, fromReports: reported, fromSignals: signalled },
      ];
    }),
  ) as Record<ModerationDecision, DecisionSplit>;
  const kinds = Object.values(byKind);
  const median = decisions?.median_hours;
  return {
    reports: n(reports, "reports"),
    reportsByReason: Object.fromEntries(
      REPORT_REASON_KEYS.map((reason) => [reason, n(reports, `reason_${reason}`)]),
    ) as Record<ReportReason, number>,
    signals: n(reports, "signals"),
    decisions: {
      total: kinds.reduce((sum, kind) => sum + kind.total, 0),
      fromReports: kinds.reduce((sum, kind) => sum + kind.fromReports, 0),
      fromSignals: kinds.reduce((sum, kind) => sum + kind.fromSignals, 0),
      byKind,
    },
    medianHoursToDecision: median === null || median === undefined ? null : Number(median),
    appeals: {
      received: n(appeals, "received"),
      decided: n(appeals, "decided"),
      reversed: n(appeals, "reversed"),
    },
  };
}

// --- the CSV ---------------------------------------------------------------------------------

/** One column: its Polish header and its cell in a row. */
type Column = [header: string, cell: (row: FigureRow) => number | string];

const COLUMNS: Column[] = [
  [TEXT.reports, (row) => row.reports],
  ...REPORT_REASON_KEYS.map(
    (reason): Column => [
      `Zgłoszenia: ${REPORT_REASONS[reason]}`,
      (row) => row.reportsByReason[reason],
    ],
  ),
  [TEXT.signals, (row) => row.signals],
  ["Decyzje razem", (row) => row.decisions.total],
  ...MODERATION_DECISION_KEYS.map(
    (decision): Column => [
      `${TEXT.decisions}: ${DECISION_FIGURE_LABELS[decision]}`,
      (row) => row.decisions.byKind[decision].total,
    ],
  ),
  ...MODERATION_DECISION_KEYS.map(
    (decision): Column => [
      `${TEXT.decisions} ${TEXT.fromReports}: ${DECISION_FIGURE_LABELS[decision]}`,
      (row) => row.decisions.byKind[decision].fromReports,
    ],
  ),
  ...MODERATION_DECISION_KEYS.map(
    (decision): Column => [
      `${TEXT.decisions} ${TEXT.fromSignals}: ${DECISION_FIGURE_LABELS[decision]}`,
      (row) => row.decisions.byKind[decision].fromSignals,
    ],
  ),
  // Polish Excel reads a decimal comma; an empty cell, not 0, where nothing was decided.
  [
    `${TEXT.median} (godz.)`,
    (row) => row.medianHoursToDecision?.toFixed(1).replace(".", ",") ?? "",
  ],
  [TEXT.appeals, (row) => row.appeals.received],
  [TEXT.appealsDecided, (row) => row.appeals.decided],
  [TEXT.reversed, (row) => row.appeals.reversed],
];

/** A cell as CSV writes it: quoted only when it holds the separator, a quote or a line end. */
function csvCell(value: number | string): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The figures as a CSV that Polish Excel opens as it is: a byte order mark (else it reads UTF-8
 * as Windows-1250 and garbles Polish letters), `;` between cells (Excel in Polish takes `,` as
 * the decimal comma) and CRLF line ends. A row per month, oldest first, then the total.
 */
export function moderationFiguresCsv(figures: ModerationFigures): string {
  const line = (first: string, row: FigureRow | null) =>
    [first, ...COLUMNS.map(([header, cell]) => (row ? cell(row) : header))].map(csvCell).join(";");
  const lines = [
    line(TEXT.month, null),
    ...figures.months.map((row) => line(row.month, row)),
    line(TEXT.total, figures.total),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
