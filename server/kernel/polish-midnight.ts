import { sql } from "drizzle-orm";

/** A form's day (YYYY-MM-DD) as the instant it begins in Poland, `days` later. */
export function polishMidnight(day: string, days = 0) {
  return sql`((${day}::date + ${days}::int)::timestamp at time zone 'Europe/Warsaw')`;
}
