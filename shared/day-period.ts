import { z } from "./zod";

/** A row id as the forms send it (a plan, a promotion's target). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day written YYYY-MM-DD (a date input's value). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A period's start day: `today` when left empty. */
export function startDayField(today: string) {
  return z
    .string()
    .trim()
    .default("")
    .transform((value) => value || today)
    .refine(isDay, "Podaj datę początku.");
}

/**
 * The end of a period of days (a promotion's, a plan's) must come after its start and after
 * today (Poland): the reason goes to the end's field.
 */
export function checkPeriodEnd(
  { startsAt, endsAt }: { startsAt: string; endsAt: string },
  today: string,
  ctx: z.RefinementCtx,
) {
  if (endsAt <= startsAt) {
    ctx.addIssue({
      code: "custom",
      path: ["endsAt"],
      message: "Koniec musi przypadać po początku.",
    });
  } else if (endsAt <= today) {
    ctx.addIssue({
      code: "custom",
      path: ["endsAt"],
      message: "Koniec musi przypadać po dzisiejszym dniu.",
    });
  }
}
