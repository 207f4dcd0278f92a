import { QUERY_MAX_LENGTH } from "./search-href";
import { parsePage } from "./sorting";

/** Rows on one page of 'Moje ogłoszenia' / 'Moje usługi'. */
export const OWN_ITEMS_PAGE_SIZE = 20;

/** The status tabs of 'Moje ogłoszenia', as they appear in `?status=` (aktywne is the default). */
export const OWN_ITEM_STATUSES = { aktywne: "Aktywne", archiwalne: "Archiwalne" } as const;
export type OwnItemStatus = keyof typeof OWN_ITEM_STATUSES;

/** What the panel's own lists are asked for: `?status=archiwalne&q=…&page=2`. */
export type OwnItemsQuery = {
  status: OwnItemStatus;
  /** Part of a title; undefined lists everything. */
  q?: string;
  page: number;
};

/**
 * Reads the query string; never throws (an unknown status is the default tab). Any length of
 * text is searched: the list is the user's own rows, found by the owner index, not the trigram
 * one the public search's 3-character minimum exists for.
 */
export function parseOwnItemsQuery(params: URLSearchParams): OwnItemsQuery {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, QUERY_MAX_LENGTH);
  return {
    status: params.get("status") === "archiwalne" ? "archiwalne" : "aktywne",
    q: q || undefined,
    page: parsePage(params.get("page")),
  };
}

/** The page to show of `total` rows: a page past the last shows the last. */
export function ownItemsPage(total: number, requested: number) {
  const pageCount = Math.max(1, Math.ceil(total / OWN_ITEMS_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, offset: (page - 1) * OWN_ITEMS_PAGE_SIZE };
}

/**
 * The list's URL at `query` (defaults left out), with `extra` parameters such as `edit`:
 * `/panel/properties?status=archiwalne&q=dom&page=2`.
 */
export function ownItemsHref(
  tabUrl: string,
  query: Partial<OwnItemsQuery>,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  if (query.status === "archiwalne") params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `${tabUrl}?${search}` : tabUrl;
}
