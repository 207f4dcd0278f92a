import { listSavedSearches } from "@server/saved-searches/save-search";
import {
  canonicalSearchQuery,
  SAVED_SEARCH_TEXT,
  savedSearchFilters,
} from "@shared/saved-searches";
import { describeSearch } from "@shared/search-summary";
import { SavedSearchesTab } from "~/components/panel/saved-searches-tab";
import { screenAction } from "~/http/screen-action.server";
import type { Route } from "./+types/searches";
import { dbContext, requirePanelTab } from "./panel-request.server";
import { SEARCH_PANEL_ACTIONS } from "./search-forms.server";

/**
 * 'Zapisane wyszukiwania'. `?zapisz=<search query>` (the results pages' "Zapisz wyszukiwanie")
 * opens the form to save that search, named after its filters.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "searches");
  const asked = url.searchParams.get("zapisz");
  const query = asked === null ? null : canonicalSearchQuery(asked);
  const summary = query ? describeSearch(savedSearchFilters(query)) : "";
  return {
    searches: await listSavedSearches(ctx),
    draft: query ? { query, name: summary.slice(0, 80), summary } : null,
    // Asked to save a search without filters: say why there is no form.
    draftRefused: asked !== null && !query ? SAVED_SEARCH_TEXT.noFilters : null,
  };
}

export const action = screenAction(SEARCH_PANEL_ACTIONS, dbContext);

export default function SearchesTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.draftRefused ? (
        <p role="status" className="mb-4 font-medium text-amber-800">
          {loaderData.draftRefused}
        </p>
      ) : null}
      <SavedSearchesTab
        searches={loaderData.searches}
        draft={loaderData.draft}
        result={actionData}
      />
    </>
  );
}
