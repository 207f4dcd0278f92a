import type { PanelActionResult } from "@shared/panel";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
} from "@shared/saved-searches";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { fieldAria } from "../ui/field";
import { Input } from "../ui/input";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

const ACTION = "/panel/searches";

export type SavedSearchRow = {
  id: string;
  name: string;
  summary: string;
  href: string;
  frequency: AlertFrequency;
  paused: boolean;
};

export type SearchDraft = { query: string; name: string; summary: string };

/**
 * "Zapisane wyszukiwania": the searches with their alerts (edit the name and pace, pause,
 * delete) and, when the user came from a results page's "Zapisz wyszukiwanie", the form to save
 * that search. Every form posts without JavaScript too; once hydrated, through a fetcher.
 */
export function SavedSearchesTab({
  searches,
  draft,
  result,
}: {
  searches: SavedSearchRow[];
  draft: SearchDraft | null;
  result: PanelActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok && answer.intent === "search-create") void navigate(ACTION, { replace: true });
  }, ACTION);

  const created = result?.intent === "search-create" && result.ok;
  return (
    <div className="space-y-6">
      {result && !hydrated ? (
        <p role="status" className={result.ok ? "text-green-800" : "font-medium text-red-700"}>
          {result.message}
        </p>
      ) : null}
      {draft && !created ? (
        <Card>
          <h2 className="text-lg font-semibold text-gray-900">Zapisz wyszukiwanie</h2>
          <p className="mt-1 text-sm text-gray-600">{draft.summary}</p>
          <form
            method="post"
            action={ACTION}
            encType="multipart/form-data"
            onSubmit={fetcher.onSubmit}
            className="mt-4 space-y-4"
          >
            <input type="hidden" name="query" value={draft.query} />
            <SearchFields idPrefix="new" name={draft.name} frequency="daily" result={result} />
            <Button type="submit" name="intent" value="search-create" disabled={fetcher.busy}>
              Zapisz wyszukiwanie
            </Button>
          </form>
        </Card>
      ) : null}
      <section aria-labelledby="saved-searches-heading">
        <h2 id="saved-searches-heading" className="text-lg font-semibold text-gray-900">
          Zapisane wyszukiwania
        </h2>
        {searches.length ? (
          <ul className="mt-4 space-y-4">
            {searches.map((search) => (
              <li key={search.id}>
                <Card>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-semibold text-gray-900">{search.name}</h3>
                      <p className="text-sm text-gray-600">{search.summary}</p>
                    </div>
                    {search.paused ? <Badge tone="amber">Powiadomienia wstrzymane</Badge> : null}
                  </div>
                  <Link
                    to={search.href}
                    className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
                  >
                    Zobacz wyniki
                  </Link>
                  <form
                    method="post"
                    action={ACTION}
                    encType="multipart/form-data"
                    onSubmit={fetcher.onSubmit}
                    className="mt-4 space-y-4 border-t border-gray-100 pt-4"
                  >
                    <input type="hidden" name="id" value={search.id} />
                    <SearchFields
                      idPrefix={search.id}
                      name={search.name}
                      frequency={search.frequency}
                    />
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="submit"
                        size="sm"
                        name="intent"
                        value="search-update"
                        disabled={fetcher.busy}
                      >
                        Zapisz zmiany
                      </Button>
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        name="intent"
                        value={search.paused ? "search-resume" : "search-pause"}
                        disabled={fetcher.busy}
                      >
                        {search.paused ? "Wznów powiadomienia" : "Wstrzymaj powiadomienia"}
                      </Button>
                      <Button
                        type="submit"
                        size="sm"
                        variant="danger-outline"
                        name="intent"
                        value="search-delete"
                        disabled={fetcher.busy}
                      >
                        Usuń
                      </Button>
                    </div>
                  </form>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-gray-600">
            Nie masz jeszcze zapisanych wyszukiwań. Na stronie wyników wybierz filtry i kliknij
            „Zapisz wyszukiwanie”, a powiadomimy Cię e-mailem o nowych ofertach.
          </p>
        )}
      </section>
    </div>
  );
}

/** A search's name and how often its alerts go. */
function SearchFields({
  idPrefix,
  name,
  frequency,
  result,
}: {
  idPrefix: string;
  name: string;
  frequency: AlertFrequency;
  result?: PanelActionResult;
}) {
  const id = `search-name-${idPrefix}`;
  const error = result?.ok === false ? result.submission?.error?.name?.[0] : undefined;
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          Nazwa
        </label>
        <Input
          id={id}
          name="name"
          defaultValue={name}
          maxLength={80}
          required
          {...fieldAria(id, { error })}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">Powiadomienia e-mail</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {ALERT_FREQUENCIES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="frequency"
                value={value}
                defaultChecked={value === frequency}
                className="size-4 accent-brand-700"
              />
              {ALERT_FREQUENCY_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
