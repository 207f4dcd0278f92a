import { pluralize, polishDay } from "@shared/format";

export type AttachmentExpiry =
  | { state: "expired"; label: string }
  | { state: "active"; daysLeft: number; label: string; urgent: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day in Poland as a day number: the server (UTC) and a browser anywhere count the same
 * days left, so the label hydrates unchanged.
 */
function dayNumber(date: Date): number {
  return Date.parse(polishDay(date)) / DAY_MS;
}

/**
 * How long an attachment stays (docs/spec/marketplace.md §4): the calendar days left until
 * `expiresAt`, 'Wygasa dziś' on its last day, urgent (shown red) at 3 days or fewer, and 'Załącznik
 * wygasł' once it is gone (past its time, or removed by the expiry job).
 */
export function attachmentExpiry(
  expiresAt: Date | string,
  expired: boolean,
  now: Date = new Date(),
): AttachmentExpiry {
  const end = new Date(expiresAt);
  if (expired || end.getTime() <= now.getTime()) {
    return { state: "expired", label: "Załącznik wygasł" };
  }
  const daysLeft = Math.max(0, dayNumber(end) - dayNumber(now));
  const label =
    daysLeft === 0
      ? "Wygasa dziś"
      : `Wygasa za ${daysLeft} ${pluralize(daysLeft, ["dzień", "dni", "dni"])}`;
  return { state: "active", daysLeft, label, urgent: daysLeft <= 3 };
}
