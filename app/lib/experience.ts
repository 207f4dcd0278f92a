import { pluralize } from "@shared/format";

/**
 * A span of years: formatYears(1) → '1 rok', 3 → '3 lata', 12 → '12 lat', 22 → '22 lata'. Not in
 * format.ts: that module is in the JavaScript every public page loads, this only on the few that
 * show experience.
 */
export function formatYears(count: number): string {
  return `${count} ${pluralize(count, ["rok", "lata", "lat"])}`;
}
