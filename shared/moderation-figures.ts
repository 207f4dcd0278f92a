import type { ModerationDecision } from "./moderation.ts";

/**
 * The transparency figures of notice and action (DSA art. 15 and 24): the words the
 * administrator's dashboard and the CSV share, so the two always name a figure alike.
 */

/** The CSV of the last 12 months (app/routes/admin-moderation-figures.ts). */
export const MODERATION_FIGURES_CSV_PATH = "/admin/przejrzystosc.csv";

/** How many calendar months the figures cover, the current one included. */
export const MODERATION_FIGURES_MONTHS = 12;

/**
 * Decisions as counted, not as the administrator's buttons say them (MODERATION_DECISIONS is
 * "Ukryj (archiwizuj)"): a column reads "Decyzje: ukrycie". Typed by the shared keys, so a new
 * decision cannot be left out of the figures.
 */
export const DECISION_FIGURE_LABELS = {
  none: "bez działań",
  hide: "ukrycie",
  remove: "usunięcie",
  restrict: "ograniczenie konta",
} as const satisfies Record<ModerationDecision, string>;

export const MODERATION_FIGURES_TEXT = {
  title: "Zgłoszenia i decyzje (ostatnie 12 miesięcy)",
  download: "Pobierz CSV",
  reports: "Zgłoszenia użytkowników",
  signals: "Sygnały automatyczne",
  decisions: "Decyzje",
  fromReports: "po zgłoszeniach",
  fromSignals: "z własnej inicjatywy",
  median: "Mediana czasu do decyzji",
  appeals: "Odwołania",
  appealsDecided: "Odwołania rozpatrzone",
  reversed: "Decyzje zmienione po odwołaniu",
  total: "Razem (12 miesięcy)",
  month: "Miesiąc",
  noDecisions: "brak decyzji",
} as const;

// Made once: building an Intl formatter costs far more than using one.
const hours = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });

/** A median time in hours as the dashboard shows it: 18.5 → '18,5 godz.'; null → '—'. */
export function formatHours(value: number | null): string {
  return value === null ? "—" : `${hours.format(value).replace(/\s/g, "\u00a0")}\u00a0godz.`;
}

/** The month a figure belongs to, YYYY-MM, as a person reads it: '2026-03' → 'marzec 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat("pl-PL", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, number - 1, 1));
}
