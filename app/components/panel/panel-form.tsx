import type { PanelActionResult } from "@shared/panel";
import { useRef, useState } from "react";
import type { z } from "zod";
import { useAppForm } from "~/lib/form";
import { PrivacyNotice } from "../form/consent";
import { Button } from "../ui/button";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { appendPhotos, type PhotoItem, photoManifest } from "./photo-field";

/**
 * A panel form on the form layer, posted through a fetcher: the schema checks the fields (the
 * photo list included, held in a hidden `photos` input) in the browser, a valid form goes as
 * multipart with its new photos as files, the answer is a toast, and a refusal's reply shows its
 * reasons at the fields (focus on the first) and keeps what was typed. `result` is the page's
 * own action result: a post without JavaScript shows its reply the same way.
 */
export function useFetcherForm<Schema extends z.ZodType>({
  id,
  schema,
  action,
  defaultValue,
  photos: startPhotos = [],
  result,
  onSaved,
}: {
  id: string;
  schema: Schema;
  /** The route the form posts to: its panel tab, or /admin. */
  action: string;
  defaultValue: Record<string, string | null | undefined>;
  photos?: PhotoItem[];
  result?: PanelActionResult;
  onSaved: (result: PanelActionResult) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [photos, setPhotos] = useState<PhotoItem[]>(startPhotos);
  const [refusal, setRefusal] = useState<PanelActionResult>();
  const fetcher = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) onSaved(answer);
    else setRefusal(answer);
  }, action);
  const [form, fields] = useAppForm({ id, schema, result: refusal ?? result, defaultValue });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    // Conform checks the form and stops a refused one (showing why); a valid one goes by fetcher.
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    appendPhotos(data, photos);
    void fetcher.submit(data);
  }

  const photoField = () => ({
    id: `${id}-photos`,
    photos,
    onChange: setPhotos,
    error: fields.photos?.errors?.[0],
  });

  return {
    id: form.id,
    formRef,
    busy: fetcher.busy,
    submit,
    action,
    fields,
    photoField,
    /** The hidden input holding the photo list the schema checks. */
    photosInput: <input type="hidden" name="photos" value={photoManifest(photos)} />,
  };
}

/**
 * The form element of a listing or service form: posted to the form's action as multipart (also without JavaScript), the intent and the edited item's id,
 * the fields, then 'Anuluj' and the submit button ('Zapisz zmiany' when editing, `addLabel` when
 * adding) in a bar stuck to the bottom.
 */
export function PanelForm({
  form,
  intent,
  id,
  addLabel,
  onCancel,
  onChange,
  privacyPurpose,
  children,
}: {
  form: Pick<ReturnType<typeof useFetcherForm>, "id" | "formRef" | "submit" | "busy" | "action">;
  intent: string;
  /** Set when editing. */
  id: string | undefined;
  addLabel: string;
  onCancel: () => void;
  onChange?: () => void;
  /** Forms that collect personal data show the privacy clause: "…w celu {privacyPurpose}". */
  privacyPurpose?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      id={form.id}
      method="post"
      action={form.action}
      encType="multipart/form-data"
      noValidate
      onSubmit={form.submit}
      onChange={onChange}
      aria-busy={form.busy}
      className="space-y-5"
    >
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {children}
      {privacyPurpose ? <PrivacyNotice purpose={privacyPurpose} /> : null}
      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-gray-200 bg-white px-4 py-3 sm:-mx-6 sm:-mb-5 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" type="button" onClick={onCancel}>
          Anuluj
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Zapisywanie..." : id ? "Zapisz zmiany" : addLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * For a profile form that should start afresh from the loader's values after each save: key the
 * form with `key` and pass `onSaved` to it. Keyed on saves rather than on the values, so the form
 * whose fetcher got the answer lives until it has shown the toast.
 */
export function useRestartAfterSave() {
  const [saves, setSaves] = useState(0);
  return { key: saves, onSaved: () => setSaves((n) => n + 1) };
}
