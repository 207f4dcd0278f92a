import {
  PROPERTY_CATEGORIES,
  type PropertyType,
  TRANSACTION_TYPES,
  type TransactionType,
} from "../../../shared/categories.ts";
import { JSON_IMPORT_LIMITS, JSON_IMPORT_TEXT } from "../../../shared/json-import.ts";
import { LISTING_LIMITS } from "../../../shared/listing-schemas.ts";
import {
  type NumberUnit,
  type ParsedNumber,
  parsePolishNumber,
} from "../../../shared/polish-number.ts";
import { normalizeSource, OWN_SOURCE, type SourceKey } from "../../../shared/sources.ts";
import { normalizeListingParams } from "../normalize-params.ts";
import type { FeedItem } from "./types.ts";

export type JsonItemsResult =
  | {
      ok: true;
      items: FeedItem[];
      /** Parameters that could not be read, by item ('Element 2: Piętro …'): skipped, for the log. */
      droppedParams: string[];
    }
  | { ok: false; errors: string[] };

const CATEGORY_KEYS = PROPERTY_CATEGORIES.map((c) => c.importKey);
const URL_MAX = 2048;

/**
 * One field's check: its value, or why it is refused, either after "pole 'x' " (`error`) or as a
 * message of its own (`message`, e.g. "nieznane źródło 'xyz'").
 */
type Check<T> = { value: T } | { error: string } | { message: string };

const required = "jest wymagane";
const isMissing = (value: unknown) => value === undefined || value === null;

/** A value quoted in a message, cut short so that one huge string cannot flood the list. */
function quoted(value: string): string {
  const text = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `'${text}'`;
}

function requiredText(value: unknown, max: number): Check<string> {
  if (isMissing(value)) return { error: required };
  if (typeof value !== "string") return { error: "musi być tekstem" };
  const text = value.trim();
  if (!text) return { error: required };
  if (text.length > max) return { error: `może mieć najwyżej ${max} znaków` };
  return { value: text };
}

/** An optional page or image address: absent, or an http(s) URL (never javascript: or data:). */
function optionalUrl(value: unknown): Check<string | null> {
  if (isMissing(value) || value === "") return { value: null };
  return httpUrl(value);
}

/**
 * The offer's address on its portal: required, because a feed item is found again by source and
 * link (updated, restored, or archived when absent), and the listing page sends people there for
 * the seller's contact. Without it every import would add the item anew.
 */
function requiredUrl(value: unknown): Check<string> {
  if (isMissing(value) || (typeof value === "string" && !value.trim())) return { error: required };
  return httpUrl(value);
}

function httpUrl(value: unknown): Check<string> {
  const error = "musi być adresem strony zaczynającym się od http:// lub https://";
  if (typeof value !== "string" || value.trim().length > URL_MAX) return { error };
  const text = value.trim();
  try {
    const { protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:" ? { value: text } : { error };
  } catch {
    return { error };
  }
}

/**
 * A JSON number, or text the way the listing form reads it ('450 000 zł', '48,5 m²'); ambiguous
 * text ('450.5', '1,250,000') is refused rather than guessed. undefined: neither.
 */
function amount(
  value: unknown,
  rule: { decimals: number; unit: NumberUnit },
): ParsedNumber | undefined {
  if (typeof value === "string") return parsePolishNumber(value, rule);
  if (typeof value !== "number" || !Number.isFinite(value)) return undefined;
  return { ok: true, value };
}

function price(value: unknown): Check<number> {
  if (isMissing(value)) return { error: required };
  const parsed = amount(value, { decimals: 0, unit: "zł" });
  if (parsed === undefined) return { error: "musi być liczbą większą od zera" };
  // The price is stored in whole złoty; rounding 450000.5 up would publish a price nobody gave.
  if (parsed.ok ? !Number.isInteger(parsed.value) : parsed.reason === "fraction") {
    return { error: "musi być kwotą w pełnych złotych, bez groszy" };
  }
  if (!parsed.ok) return { error: 'musi być kwotą w złotych, np. 320000 lub "320 000"' };
  if (parsed.value < 1) return { error: "musi być liczbą większą od zera" };
  if (parsed.value > LISTING_LIMITS.priceMax) {
    return { error: `może wynosić najwyżej ${LISTING_LIMITS.priceMax}` };
  }
  return { value: parsed.value };
}

function area(value: unknown): Check<number | null> {
  if (isMissing(value)) return { value: null };
  const parsed = amount(value, { decimals: 2, unit: "m²" });
  if (parsed === undefined || (parsed.ok && parsed.value < 0)) {
    return { error: "musi być liczbą nie mniejszą od zera" };
  }
  if (!parsed.ok) return { error: 'musi być liczbą metrów kwadratowych, np. 48.5 lub "48,5"' };
  if (parsed.value > LISTING_LIMITS.areaMax) {
    return { error: `może wynosić najwyżej ${LISTING_LIMITS.areaMax}` };
  }
  return { value: Math.round(parsed.value * 100) / 100 };
}

/** One of the options, whatever the casing and surrounding spaces. */
function oneOf<T extends string>(options: readonly T[], raw: unknown): T | undefined {
  if (typeof raw !== "string") return undefined;
  const v = raw.trim().toLowerCase();
  return options.find((option) => option === v);
}

function category(raw: unknown): Check<PropertyType> {
  if (isMissing(raw)) return { error: required };
  const key = oneOf(CATEGORY_KEYS, raw);
  const found = PROPERTY_CATEGORIES.find((c) => c.importKey === key);
  // komercja → lokal (docs/vocabulary.md, Property categories and types): the feed's word, not the stored type.
  if (found) return { value: found.type };
  return { error: `musi mieć jedną z wartości: ${CATEGORY_KEYS.join(", ")}` };
}

function transactionType(raw: unknown): Check<TransactionType> {
  if (isMissing(raw)) return { value: "sprzedaz" };
  const found = oneOf(TRANSACTION_TYPES, raw);
  return found
    ? { value: found }
    : { error: `musi mieć wartość ${TRANSACTION_TYPES.join(" lub ")}` };
}

/** A portal's name in any casing ('OTODOM', 'olx') → its key; never the site's own 'wlasne'. */
function source(raw: unknown): Check<SourceKey> {
  const text = requiredText(raw, 100);
  if (!("value" in text)) return text;
  const key = normalizeSource(text.value);
  if (!key) return { message: `nieznane źródło ${quoted(text.value)}` };
  if (key === OWN_SOURCE) {
    return { message: `źródło ${quoted(text.value)} to ogłoszenia serwisu, nie portalu` };
  }
  return { value: key };
}

/**
 * Checks one item (a parsed JSON value) and returns the FeedItem or every reason it is refused,
 * each as "pole 'cena' jest wymagane" (the caller prefixes the item's number). The optional
 * parameters (`rynek`, `pietro`, `czynsz`… README, Import) never refuse an item: one that
 * cannot be read is left out and named in `droppedParams`.
 */
function checkItem(
  raw: unknown,
): { item: FeedItem; droppedParams: string[] } | { errors: string[] } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { errors: ["element musi być obiektem"] };
  }
  const fields = raw as Record<string, unknown>;
  const errors: string[] = [];
  // The value is only read when no error was recorded, so a refused field's is never used.
  function field<T>(name: string, check: Check<T>): T {
    if ("error" in check) errors.push(`pole '${name}' ${check.error}`);
    if ("message" in check) errors.push(check.message);
    return "value" in check ? check.value : (undefined as T);
  }
  const { params, dropped } = normalizeListingParams(
    Object.entries(fields).map(([name, value]) => ({ name, value })),
  );
  const item: FeedItem = {
    title: field("tytul", requiredText(fields.tytul, LISTING_LIMITS.titleMax)),
    type: field("kategoria", category(fields.kategoria)),
    locationText: field("lokalizacja", requiredText(fields.lokalizacja, LISTING_LIMITS.addressMax)),
    price: field("cena", price(fields.cena)),
    area: field("metraz", area(fields.metraz)),
    transactionType: field("typ_transakcji", transactionType(fields.typ_transakcji)),
    source: field("zrodlo", source(fields.zrodlo)),
    imageUrl: field("zdjecie", optionalUrl(fields.zdjecie)),
    externalUrl: field("link", requiredUrl(fields.link)),
    params,
  };
  return errors.length ? { errors } : { item, droppedParams: dropped };
}

/**
 * The administrator's JSON feed (docs/spec/panel.md §3, §5): an array of items, each checked, numbered from 1.
 * Every error of every item is collected before anything is imported ("Element 3: pole 'cena'
 * jest wymagane"); only a feed without errors gives items.
 */
export function parseJsonItems(text: string): JsonItemsResult {
  if (!text.trim()) return { ok: false, errors: [JSON_IMPORT_TEXT.empty] };
  if (Buffer.byteLength(text, "utf8") > JSON_IMPORT_LIMITS.maxBytes) {
    return { ok: false, errors: [JSON_IMPORT_TEXT.tooLarge] };
  }
  let parsed: unknown;
  try {
    // Editors on Windows save UTF-8 with a byte order mark, which JSON.parse refuses.
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, errors: [JSON_IMPORT_TEXT.notJson] };
  }
  if (!Array.isArray(parsed)) return { ok: false, errors: [JSON_IMPORT_TEXT.notArray] };
  if (parsed.length > JSON_IMPORT_LIMITS.maxItems) {
    return { ok: false, errors: [JSON_IMPORT_TEXT.tooMany] };
  }

  const items: FeedItem[] = [];
  const errors: string[] = [];
  const droppedParams: string[] = [];
  parsed.forEach((raw, index) => {
    const checked = checkItem(raw);
    if ("item" in checked) {
      items.push(checked.item);
      for (const note of checked.droppedParams) droppedParams.push(`Element ${index + 1}: ${note}`);
    } else for (const error of checked.errors) errors.push(`Element ${index + 1}: ${error}`);
  });
  if (!errors.length) return { ok: true, items, droppedParams };
  const shown = JSON_IMPORT_LIMITS.maxErrorsShown;
  if (errors.length <= shown) return { ok: false, errors };
  return {
    ok: false,
    errors: [...errors.slice(0, shown), `…oraz ${errors.length - shown} kolejnych błędów.`],
  };
}
