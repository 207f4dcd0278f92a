import { formatCount } from "@shared/format";
import type { ImportSummary } from "@shared/json-import";
import {
  JSON_IMPORT_ACTION,
  JSON_IMPORT_EXAMPLE,
  JSON_IMPORT_INTENT,
  JSON_IMPORT_TEXT,
  jsonImportSchema,
} from "@shared/json-import";
import type { PanelActionResult } from "@shared/panel";
import { AlertTriangle, CheckCircle2, FileJson, Info, Upload } from "lucide-react";
import { useState } from "react";
import { inputProps, textareaProps, useAppForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Textarea } from "../ui/input";
import { Section } from "../ui/section";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

/** What an import answer carries besides its toast (app/routes/admin/import-actions.server.ts). */
type ImportAnswerData = {
  errors?: string[];
  risks?: unknown[];
  summary?: ImportSummary;
  /** Every listing of the file was there already: nothing to do, nothing wrong. */
  unchanged?: boolean;
};

function answerData(result: PanelActionResult): ImportAnswerData {
  return (result.data ?? {}) as ImportAnswerData;
}

/**
 * The JSON import (paste or file): every validation error listed (and the first ones at the
 * field the feed came from), the wipe guard's question with 'Potwierdź i importuj', and the
 * summary. Posts to /admin/import/json without JavaScript (the answer comes back as `result`, the
 * pasted text kept by Conform's reply) and through a fetcher with it.
 */
export function JsonImport({ result }: { result: PanelActionResult | undefined }) {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<PanelActionResult | null>(null);
  // Another text or file was given since the answer: it (and its confirmation) no longer applies.
  const [stale, setStale] = useState(false);
  const importer = useActionFetcher((next) => {
    // Nothing changed is said by the note under the form, not by a success toast.
    if (!answerData(next).unchanged) toastResult(next);
    setAnswer(next);
    setStale(false);
  }, JSON_IMPORT_ACTION);
  // A fetcher's answer while it is on the page; else the one of a post without JavaScript.
  const latest = answer ?? (result?.intent === JSON_IMPORT_INTENT ? result : undefined);
  const shown = stale ? undefined : latest;
  const data = shown ? answerData(shown) : {};
  const [form, fields] = useAppForm({
    id: "import-json",
    schema: jsonImportSchema,
    result: latest,
    intent: JSON_IMPORT_INTENT,
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void importer.submit(new FormData(event.currentTarget, submitter));
  }

  return (
    <Section
      title="Import JSON"
      description="Ogłoszenia z pliku lub wklejonego tekstu trafiają na konto Import. Ogłoszenia użytkowników nie są nigdy zmieniane."
    >
      <form
        id={form.id}
        method="post"
        action={JSON_IMPORT_ACTION}
        encType="multipart/form-data"
        onSubmit={submit}
        onChange={() => setStale(true)}
        noValidate
        aria-busy={importer.busy}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value={JSON_IMPORT_INTENT} />
        <div className="space-y-1">
          <Field
            meta={fields.json}
            label="JSON z ogłoszeniami"
            hint="Tablica obiektów. Wymagane pola: tytul, kategoria (mieszkanie, dom, dzialka, komercja), lokalizacja, cena, zrodlo (np. Otodom, OLX), link (adres ogłoszenia w portalu). Opcjonalne: metraz, typ_transakcji (sprzedaz lub wynajem), zdjecie. Ogłoszenia są dopasowywane po źródle i linku; ogłoszenia konta Import z tych źródeł, których nie ma w pliku, trafią do archiwum."
          >
            <Textarea
              {...textareaProps(fields.json, { hint: true })}
              rows={12}
              spellCheck={false}
              placeholder='[{ "tytul": "…", "kategoria": "mieszkanie", "cena": 320000, … }]'
              className="font-mono text-sm"
            />
          </Field>
          <details className="text-sm text-gray-700">
            <summary className="cursor-pointer font-medium">Przykład</summary>
            <pre className="mt-2 overflow-x-auto rounded-lg bg-gray-50 p-3 text-xs">
              {JSON_IMPORT_EXAMPLE}
            </pre>
          </details>
        </div>

        <Field
          meta={fields.file}
          label="Plik JSON"
          hint="Do 5 MB. Wybrany plik ma pierwszeństwo przed wklejonym tekstem."
        >
          <input
            {...inputProps(fields.file, { type: "file", hint: true })}
            accept=".json,application/json"
            className="block w-full max-w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-gray-800 hover:file:bg-gray-50"
          />
        </Field>

        {shown ? <ImportAnswer result={shown} data={data} retype={!hydrated} /> : null}

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={importer.busy}>
            <Upload aria-hidden="true" className="size-4" />
            {importer.busy ? "Importowanie..." : "Importuj"}
          </Button>
          {shown && !shown.ok && data.risks ? (
            <Button
              variant="secondary"
              type="submit"
              name="confirm"
              value="1"
              disabled={importer.busy}
            >
              <AlertTriangle aria-hidden="true" className="size-4" />
              {JSON_IMPORT_TEXT.confirm}
            </Button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

/** The answer under the form: the summary, every validation error, or the wipe question. */
function ImportAnswer({
  result,
  data,
  retype,
}: {
  result: PanelActionResult;
  data: ImportAnswerData;
  /** The page reloaded (no JavaScript): the pasted text is kept, a file must be chosen again. */
  retype: boolean;
}) {
  if (result.ok && data.unchanged) {
    return (
      <div role="status" className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {result.title}
        </p>
        <p className="mt-1 text-sm text-brand-900">{result.message}</p>
      </div>
    );
  }
  if (result.ok && data.summary) return <SummaryBox summary={data.summary} />;
  if (data.errors) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3">
        <p className="font-semibold text-red-900">{result.title}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-red-900">
          {data.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (data.risks) {
    return (
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
        <p className="flex items-center gap-2 font-semibold text-amber-950">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          {result.title}
        </p>
        <p className="mt-1 text-sm text-amber-950">{result.message}</p>
        {retype ? (
          <p className="mt-1 text-sm text-amber-950">
            Jeśli importujesz plik, wybierz go ponownie, a następnie kliknij „
            {JSON_IMPORT_TEXT.confirm}”.
          </p>
        ) : null}
      </div>
    );
  }
  return <FormStatus result={result} />;
}

function SummaryBox({ summary }: { summary: ImportSummary }) {
  const counts = [
    ["Nowe", summary.inserted],
    ["Zaktualizowane", summary.updated],
    ["Zarchiwizowane", summary.archived],
    ["Błędy", summary.errors],
  ] as const;
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3">
      <p className="flex items-center gap-2 font-semibold text-green-900">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        {JSON_IMPORT_TEXT.done}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-md bg-white px-3 py-2">
            <dt className="text-sm text-gray-600">{label}</dt>
            <dd className="text-xl font-bold text-gray-900">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex items-center gap-2 text-sm text-green-900">
        <FileJson aria-hidden="true" className="size-4 shrink-0" />
        Bez zmian: {formatCount(summary.unchanged)}.
        {summary.errors ? ` ${JSON_IMPORT_TEXT.skippedHint}` : ""}
      </p>
    </div>
  );
}
