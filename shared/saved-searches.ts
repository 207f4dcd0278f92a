import { type SearchQuery, searchHref } from "./search-href";
import { parseSearchParams } from "./search-params";
import { z } from "./zod";

/** How often a saved search's alert mail may go: at once (each run of the job), daily, weekly. */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Od razu",
  daily: "Raz dziennie",
  weekly: "Raz w tygodniu",
};

/** Saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 20;
const NAME_MAX = 80;

export const SAVED_SEARCH_TEXT = {
  saved: "Wyszukiwanie zapisane. Powiadomimy Cię o nowych ofertach.",
  updated: "Zmiany zapisane.",
  paused: "Powiadomienia wstrzymane.",
  resumed: "Powiadomienia wznowione.",
  deleted: "Wyszukiwanie usunięte.",
  failed: "Nie udało się zapisać wyszukiwania.",
  nameRequired: "Podaj nazwę wyszukiwania.",
  nameTooLong: `Nazwa może mieć najwyżej ${NAME_MAX} znaków.`,
  frequency: "Wybierz, jak często wysyłać powiadomienia.",
  noFilters:
    "Wybierz przynajmniej jeden filtr (kategorię, miejscowość, cenę…), aby zapisać wyszukiwanie.",
  tooMany: `Możesz mieć najwyżej ${MAX_SAVED_SEARCHES} zapisanych wyszukiwań. Usuń któreś, aby dodać nowe.`,
  notFound: "Nie znaleziono tego wyszukiwania.",
} as const;

/** The filters of a kept search's query, as the search page reads them. */
export function savedSearchFilters(query: string) {
  return parseSearchParams(new URLSearchParams(query)).filters;
}

/**
 * A search as it is kept: the canonical /search query of its filters (no sort, page or view),
 * or null when it has none (every listing is no search worth an alert).
 */
export function canonicalSearchQuery(query: string): string | null {
  const {
    categories,
    locations,
    sort: _sort,
    page: _page,
    widok: _view,
    ...rest
  } = savedSearchFilters(query);
  const href = searchHref(
    categories.map((c) => c.slug),
    locations,
    rest,
  );
  const canonical = href.split("?")[1] ?? "";
  return canonical || null;
}

/**
 * The results pages' "Zapisz wyszukiwanie": the panel's form for this search, or null when the
 * search has no filter.
 */
export function saveSearchHref({
  categories = [],
  locations = [],
  ...rest
}: SearchQuery): string | null {
  const query = canonicalSearchQuery(searchHref(categories, locations, rest).split("?")[1] ?? "");
  return query ? `/panel/searches?zapisz=${encodeURIComponent(query)}` : null;
}

const nameField = z
  .string({ error: SAVED_SEARCH_TEXT.nameRequired })
  .trim()
  .min(1, { error: SAVED_SEARCH_TEXT.nameRequired })
  .max(NAME_MAX, { error: SAVED_SEARCH_TEXT.nameTooLong });
const frequencyField = z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_TEXT.frequency });

/** The panel's "Zapisz wyszukiwanie" form: the search (a /search query) with a name and a pace. */
export const savedSearchCreateSchema = z.object({
  query: z
    .string({ error: SAVED_SEARCH_TEXT.noFilters })
    .max(2_000, { error: SAVED_SEARCH_TEXT.noFilters }),
  name: nameField,
  frequency: frequencyField,
});

/** Editing one: its name and pace. */
export const savedSearchUpdateSchema = z.object({
  id: z.uuid({ error: SAVED_SEARCH_TEXT.notFound }),
  name: nameField,
  frequency: frequencyField,
});
