import type { PropertyType, TransactionType } from "../../../shared/categories.ts";
import { parsePolishNumber } from "../../../shared/polish-number.ts";
import { withoutMarks } from "../fold-text.ts";
import type { ParsedListing } from "../types.ts";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Follows a path of keys through nested objects; undefined as soon as one is missing. */
export function dig(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

export function text(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed || undefined;
}

/**
 * A number from a value as portals write it: 389000, "389000", "389 000 zł", "54,30 m²",
 * "1.250,50", "cena: 2 500 zł/mc". The first number in the text is read with the listing form's
 * parser, so what it finds ambiguous ("1 250.000") is left out rather than guessed; a plain
 * decimal point ("54.3") is structured data's own notation and read as such.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const match = /\d[\d\s.,]*/.exec(value);
  if (!match) return undefined;
  const run = match[0].trim().replace(/[.,]$/, "");
  if (/^\d+\.\d{1,2}$/.test(run)) return Number(run);
  const parsed = parsePolishNumber(run, { decimals: 2 });
  return parsed.ok ? parsed.value : undefined;
}

/** A value counts when it is not undefined, null, an empty string or an empty list. */
function present<T>(value: T | undefined | null): value is T {
  if (value === undefined || value === null || value === "") return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** Field by field, the first listing that has a value wins. */
export function mergeListings(...listings: ParsedListing[]): ParsedListing {
  const merged: Record<string, unknown> = {};
  for (const listing of listings) {
    for (const [key, value] of Object.entries(listing)) {
      if (!present(merged[key]) && present(value)) merged[key] = value;
    }
  }
  return merged as ParsedListing;
}

// "lokal mieszkalny" is a flat: on a tie at the same position the earlier entry wins.
const TYPE_WORDS: [PropertyType, RegExp][] = [
  ["mieszkanie", /\b(mieszkan\w*|kawalerk\w*|lokal mieszkalny|apartament\w*|flat|apartment)\b/],
  ["dom", /\b(dom|domy|domu|domek|bliznia\w*|szeregow\w*|house|siedlisk\w*)\b/],
  ["dzialka", /\b(dzialk\w*|grunt\w*|terrain|plot)\b/],
  ["lokal", /\b(lokal\w*|biur\w*|magazyn\w*|hal[ai]|komerc\w*|uslugow\w*|commercial)\b/],
];

/**
 * The property type named by the first text that names one (URL path, category, title...);
 * within a text the earliest word decides: "Dom na działce" is a house, "Działka z domem" a plot.
 */
export function inferPropertyType(texts: (string | undefined)[]): PropertyType | undefined {
  for (const value of texts) {
    if (!value) continue;
    const words = withoutMarks(value).replace(/[^a-z0-9]+/g, " ");
    let best: { type: PropertyType; at: number } | undefined;
    for (const [type, pattern] of TYPE_WORDS) {
      const at = pattern.exec(words)?.index;
      if (at !== undefined && (!best || at < best.at)) best = { type, at };
    }
    if (best) return best.type;
  }
  return undefined;
}

/** The transaction named by the first text that names one; the earliest word decides. */
export function inferTransaction(texts: (string | undefined)[]): TransactionType | undefined {
  for (const value of texts) {
    if (!value) continue;
    const words = withoutMarks(value).replace(/[^a-z0-9]+/g, " ");
    const rent = /\b(wynaj\w*|najem|najmu|rent)\b/.exec(words)?.index ?? Infinity;
    const sale = /\b(sprzeda\w*|sprzedam|sell|sale)\b/.exec(words)?.index ?? Infinity;
    if (rent !== sale) return rent < sale ? "wynajem" : "sprzedaz";
  }
  return undefined;
}
