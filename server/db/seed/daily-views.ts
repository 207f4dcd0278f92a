import { polishDay } from "../../../shared/format.ts";
import type { Random } from "./random.ts";

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 30;

/**
 * Splits part of a listing's running `views` total over the last 30 days (never before it was
 * created), so that statistics and charts add up: the daily rows never sum above the total.
 */
export function spreadDailyViews(
  r: Random,
  total: number,
  createdAt: Date,
  now: Date,
): { day: string; views: number }[] {
  const ageDays = Math.max(0, (now.getTime() - createdAt.getTime()) / DAY_MS);
  const days = Math.min(WINDOW_DAYS, Math.floor(ageDays) + 1);
  const share =
    ageDays <= WINDOW_DAYS ? 1 : Math.min(1, (WINDOW_DAYS / ageDays) * r.between(0.9, 1.5));
  const recent = Math.min(total, Math.round(total * share));
  if (recent === 0) return [];

  const weights = Array.from({ length: days }, () => 0.4 + r.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((recent * w) / sum));
  let rest = recent - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % days, rest--) counts[i]++;

  return counts.flatMap((views, i) =>
    views > 0 ? [{ day: polishDay(new Date(now.getTime() - i * DAY_MS)), views }] : [],
  );
}
