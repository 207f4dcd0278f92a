import type { SourceKey } from "./sources";
import { z } from "./zod";

/** What one import did. */
export type ImportSummary = {
  inserted: number;
  updated: number;
  archived: number;
  /** Matched and already up to date. */
  unchanged: number;
  /** Items that could not be imported (e.g. a conflicting link); counted, not fatal. */
  errors: number;
};

/** A source whose active Import-account listings the import would archive more than half of. */
export type WipeRisk = { source: SourceKey; active: number; wouldArchive: number };

import { formatCount } from "./format";
import { sourceLabel } from "./sources";

/** The JSON import's admin action (its intent and audit key). */
export const JSON_IMPORT_INTENT = "import-json";

/** Where the import form posts without JavaScript: the page it is on, so the answer shows there. */
export const JSON_IMPORT_ACTION = "/admin/import/json";

/**
 * Bounds of one import: a feed of a few hundred listings is a few hundred kilobytes, and the
 * whole import is one transaction, so anything far beyond that is a mistake, not a feed.
 */
export const JSON_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxItems: 5000,
  /** Error messages answered at most (every item may have several); the rest are counted. */
  maxErrorsShown: 500,
} as const;

/** The spec's texts (§5, §8) exactly as written, and ours in the same voice. */
export const JSON_IMPORT_TEXT = {
  notJson: "Nieprawidłowy format JSON",
  notArray: "JSON musi być tablicą objektów",
  fixErrors: "Popraw błędy w JSON przed importem",
  done: "Import zakończony",
  /** When nothing was imported, updated or archived (docs/spec/panel.md §8), a second identical import too. */
  nothingProcessed: "Nie udało się przetworzyć żadnego ogłoszenia",
  /** The heading of that sentence when the file's listings are all up to date: news, no error. */
  unchangedTitle: "Bez zmian",
  /** What the summary's errors are: the items the import skipped. */
  skippedHint: "Błędy to ogłoszenia pominięte, bo ich link powtarza się w pliku.",
  signedOut: "Musisz być zalogowany aby importować ogłoszenia.",
  failed: "Błąd podczas importu.",
  empty: "Wklej JSON z ogłoszeniami albo wybierz plik JSON.",
  tooLarge: "JSON może mieć najwyżej 5 MB.",
  tooMany: `Jednorazowo można zaimportować najwyżej ${formatCount(JSON_IMPORT_LIMITS.maxItems)} ogłoszeń.`,
  confirm: "Potwierdź i importuj",
  confirmTitle: "Potwierdź import",
} as const;

/**
 * The answer to an import that changed nothing: the spec's sentence, then why when the file's
 * listings are all there already ('…są już aktualne (bez zmian: 12).').
 */
export function nothingProcessedText(summary: ImportSummary): string {
  const why = summary.unchanged
    ? ` Wszystkie ogłoszenia z pliku są już aktualne (bez zmian: ${formatCount(summary.unchanged)}).`
    : "";
  return `${JSON_IMPORT_TEXT.nothingProcessed}.${why}`;
}

/** 'Nowe: 3, zaktualizowane: 1, zarchiwizowane: 0, błędy: 0' (the summary toast). */
export function importSummaryText(summary: ImportSummary): string {
  return [
    `Nowe: ${formatCount(summary.inserted)}`,
    `zaktualizowane: ${formatCount(summary.updated)}`,
    `zarchiwizowane: ${formatCount(summary.archived)}`,
    `błędy: ${formatCount(summary.errors)}`,
  ].join(", ");
}

/**
 * The wipe guard's question: 'Import zarchiwizowałby ponad połowę aktywnych ogłoszeń ze źródła
 * Otodom (30 z 40). Potwierdź, jeśli to zamierzone.'
 */
export function wipeWarningText(risks: readonly WipeRisk[]): string {
  const parts = risks.map(
    (r) => `${sourceLabel(r.source)} (${formatCount(r.wouldArchive)} z ${formatCount(r.active)})`,
  );
  const from = risks.length === 1 ? "ze źródła" : "ze źródeł";
  return `Import zarchiwizowałby ponad połowę aktywnych ogłoszeń ${from} ${parts.join(", ")}. Potwierdź, jeśli to zamierzone.`;
}

/** A short example of the format, shown next to the text area; the parameters are optional. */
export const JSON_IMPORT_EXAMPLE = `[
  {
    "tytul": "Mieszkanie 2-pokojowe, centrum",
    "kategoria": "mieszkanie",
    "lokalizacja": "Leżajsk, ul. Mickiewicza",
    "cena": 320000,
    "metraz": 48.5,
    "typ_transakcji": "sprzedaz",
    "zrodlo": "Otodom",
    "zdjecie": "https://example.com/zdjecie.jpg",
    "link": "https://www.otodom.pl/pl/oferta/mieszkanie-ID4abcD",
    "rynek": "wtórny",
    "pietro": "2/4",
    "rok_budowy": 1985,
    "czynsz": "450 zł"
  }
]`;

/**
 * The import's form: pasted text or a file (which wins), and `confirm` = '1' once the wipe
 * guard's question was answered. What the feed holds is checked by the server's feed reader.
 */
export const jsonImportSchema = z.object({
  json: z.string().trim().default(""),
  file: z.instanceof(File).optional(),
  confirm: z.string().optional(),
});
