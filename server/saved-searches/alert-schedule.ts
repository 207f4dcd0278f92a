import type { AlertFrequency } from "../../shared/saved-searches.ts";

const DAY_MS = 24 * 60 * 60_000;

/** The wait between two alerts of a search: none for "at once" (every run of the job). */
const ALERT_PERIOD_MS: Record<AlertFrequency, number> = {
  instant: 0,
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

/** When a search checked at `checkedAt` is next due. */
export function nextDue(frequency: AlertFrequency, checkedAt: Date): Date {
  return new Date(checkedAt.getTime() + ALERT_PERIOD_MS[frequency]);
}
