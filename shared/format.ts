// One non-breaking space everywhere (digit groups and before 'zł'), so a price never wraps
// across lines. pl-PL's own output leaves 4-digit numbers ungrouped ('1250'); Polish typography
// and the portals people compare with write '1 250 zł', so we always group by thousands.
const NBSP = "\u00a0";
const integer = new Intl.NumberFormat("pl-PL", {
  maximumFractionDigits: 0,
  useGrouping: false,
});

function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = integer.format(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** A listing price: `formatPrice(1250000)` → '1 250 000 zł' (no decimals). */
export function formatPrice(value: number): string {
  return `${groupThousands(value)}${NBSP}zł`;
}

/** A service's starting hourly price: 'od 80 zł/h'. */
export function formatServicePrice(value: number): string {
  return `od${NBSP}${groupThousands(value)}${NBSP}zł/h`;
}

/** Price per square metre, rounded to whole złoty; null when the area is unknown or zero. */
export function formatPricePerSquareMetre(price: number, area: number | null | undefined) {
  if (!area || area <= 0) return null;
  return `${groupThousands(price / area)}${NBSP}zł/m²`;
}

// Made once: building an Intl formatter costs far more than using one (every card shows an area).
const twoDecimals = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });

/** An area in m², with up to two decimals (Polish comma): '54,5 m²'. */
export function formatArea(value: number): string {
  const text = twoDecimals.format(value);
  return `${text.replace(/\s/g, NBSP)}${NBSP}m²`;
}

/** A plain count with the same grouping as prices: '2 547'. */
export function formatCount(value: number): string {
  return groupThousands(value);
}

// Dates use the built-in Intl formatter rather than date-fns, which would add ~8 KB gzipped to
// every public page. The strings are assembled from the parts, so they do not depend on how a
// browser's ICU joins them (e.g. the ', ' Intl puts between a date and a time).
// Every date and time is Polish time: the server renders in its own zone (UTC on most hosts) and
// a visitor's browser in theirs, and both must print the same day and hour, or the page shows
// the wrong one and React discards the server's HTML on hydration.
const TIME_ZONE = "Europe/Warsaw";

const dateParts = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat("pl-PL", { ...options, timeZone: TIME_ZONE });
  return (value: Date | string | number) => {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of formatter.formatToParts(new Date(value))) parts[part.type] = part.value;
    return parts;
  };
};
const longDate = dateParts({ day: "numeric", month: "long", year: "numeric" });
const shortDate = dateParts({ day: "2-digit", month: "short" });
const dateTime = dateParts({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

/** The calendar day in Poland as YYYY-MM-DD: statistics days, promotion dates, date fields. */
export function polishDay(at: Date = new Date()): string {
  return isoDay.format(at);
}

/**
 * A date as people read it on a listing: '5 marca 2025' (the month in the genitive). Like every
 * formatter here it takes an instant, or a plain day ('2025-03-05', a date column), which
 * JavaScript reads as UTC midnight: still that day in Poland.
 */
export function formatDate(value: Date | string | number): string {
  const { day, month, year } = longDate(value);
  return `${day} ${month} ${year}`;
}

/** Conversation list date: '05 mar'. */
export function formatShortDate(value: Date | string | number): string {
  const { day, month } = shortDate(value);
  return `${day} ${month}`;
}

/** Message time: '05.03.2025 14:07'. */
export function formatDateTime(value: Date | string | number): string {
  const { day, month, year, hour, minute } = dateTime(value);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

const SIZE_UNITS = ["B", "KB", "MB", "GB"] as const;

/** File sizes in steps of 1024: 512 → '512 B', 1536 → '1,5 KB'. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? integer.format(value) : oneDecimal.format(value);
  return `${text}${NBSP}${SIZE_UNITS[unit]}`;
}

/** Polish plural for counts: pluralize(5, ['oferta', 'oferty', 'ofert']) → 'ofert'. */
export function pluralize(count: number, [one, few, many]: readonly [string, string, string]) {
  if (count === 1) return one;
  const last = count % 10;
  const lastTwo = count % 100;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}

/**
 * A count with its noun in the right form, the count grouped like prices:
 * formatQuantity(22, ['oferta', 'oferty', 'ofert']) → '22 oferty'. Every place where a number
 * meets a noun goes through here, so none reads '1 ofert' or '4 wyników'.
 */
export function formatQuantity(count: number, forms: readonly [string, string, string]) {
  return `${formatCount(count)}${NBSP}${pluralize(count, forms)}`;
}

/** Noun forms (one, few, many) used with counts in more than one place. */
export const NOUNS = {
  offer: ["oferta", "oferty", "ofert"],
  result: ["wynik", "wyniki", "wyników"],
} as const satisfies Record<string, readonly [string, string, string]>;
