import { promotionsPath } from "@shared/admin";
import type { PromotionsData } from "@shared/admin-types";
import type { FormResult } from "@shared/form-result";
import {
  PROMOTION_TYPE_LABELS,
  PROMOTION_TYPES_BY_KIND,
  type PromotionKind,
  promotionSchema,
} from "@shared/promotion-schemas";
import { Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { inputProps, selectProps, useAppForm } from "~/lib/form";
import { Dialog } from "../ui/dialog";
import { DialogActions } from "../ui/dialog-actions";
import { Field } from "../ui/field";
import { Input, Select } from "../ui/input";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

type FieldMeta = ReturnType<typeof useAppForm>[1][string];

const SEARCH_DELAY_MS = 250;
const QUERY_MIN = 3;

/**
 * 'Dodaj promocję': the listing or service found by part of its title (the section loader's
 * ?q= search, at most ten matches) and chosen from the matches, the kind, price and dates, and
 * optionally the plan it comes with. Checked with the server's schema before it is posted.
 */
export function PromotionAddDialog({
  kind,
  plans,
  today,
  onClose,
}: {
  kind: PromotionKind;
  plans: Extract<PromotionsData, { ok: true }>["plans"];
  today: string;
  onClose: () => void;
}) {
  const [result, setResult] = useState<FormResult>();
  const saver = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) onClose();
    else setResult(answer);
  }, promotionsPath(kind));
  const schema = useMemo(() => promotionSchema(today), [today]);
  const [form, fields] = useAppForm({
    id: "promotion",
    schema,
    result,
    defaultValue: { kind, type: "featured", startsAt: today, planId: "" },
  });

  const targetLabel = kind === "property" ? "Ogłoszenie" : "Usługa";
  return (
    <Dialog title="Dodaj promocję" onClose={onClose} size="sm">
      <form
        id={form.id}
        method="post"
        action={promotionsPath(kind)}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          void saver.submit(new FormData(event.currentTarget));
        }}
        noValidate
        aria-busy={saver.busy}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="promotion-create" />
        <input type="hidden" name="kind" value={kind} />
        <TargetPicker kind={kind} label={targetLabel} meta={fields.targetId} />
        <Field meta={fields.type} label="Rodzaj">
          <Select {...selectProps(fields.type)}>
            {PROMOTION_TYPES_BY_KIND[kind].map((type) => (
              <option key={type} value={type}>
                {PROMOTION_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.price} label="Cena (zł)">
          <Input
            {...inputProps(fields.price, { type: "text" })}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.startsAt} label="Początek">
            <Input {...inputProps(fields.startsAt, { type: "date" })} />
          </Field>
          <Field
            meta={fields.endsAt}
            label="Koniec"
            hint="Promocja kończy się o północy tego dnia."
          >
            <Input {...inputProps(fields.endsAt, { type: "date", hint: true })} min={today} />
          </Field>
        </div>
        <Field meta={fields.planId} label="Plan (opcjonalnie)">
          <Select {...selectProps(fields.planId)}>
            <option value="">Bez planu</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </Select>
        </Field>
        <DialogActions
          onCancel={onClose}
          busy={saver.busy}
          label="Dodaj promocję"
          busyLabel="Dodawanie..."
          icon={Plus}
          className="pt-2"
        />
      </form>
    </Dialog>
  );
}

/**
 * The title search and its matches as radio buttons named targetId. The search asks the
 * section's own loader (?q=), so no other endpoint exists for it.
 */
function TargetPicker({
  kind,
  label,
  meta,
}: {
  kind: PromotionKind;
  label: string;
  meta: FieldMeta;
}) {
  const error = meta.errors?.[0];
  const search = useFetcher<PromotionsData>();
  const [query, setQuery] = useState("");
  const { load } = search;

  useEffect(() => {
    const text = query.trim();
    if (text.length < QUERY_MIN) return;
    const timer = setTimeout(() => {
      void load(`${promotionsPath(kind)}?q=${encodeURIComponent(text)}`);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, kind, load]);

  const loaded = search.data?.ok ? search.data.targets : null;
  const searched = query.trim().length >= QUERY_MIN;
  const targets = searched ? (loaded ?? []) : [];
  const legend = kind === "property" ? "Wybierz ogłoszenie" : "Wybierz usługę";

  return (
    <div className="space-y-3">
      <Field
        id="promotion-target-query"
        label={label}
        hint="Wpisz co najmniej 3 znaki tytułu albo wklej identyfikator."
      >
        <Input
          id="promotion-target-query"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          data-autofocus
          aria-describedby="promotion-target-query-hint"
        />
      </Field>
      <fieldset aria-describedby={error ? meta.errorId : undefined}>
        <legend className="text-sm font-medium text-gray-800">{legend}</legend>
        {targets.length ? (
          <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto">
            {targets.map((target, i) => (
              <li key={target.id}>
                <label className="flex cursor-pointer items-start gap-2 rounded-lg p-2 text-sm hover:bg-gray-50">
                  <input
                    type="radio"
                    name={meta.name}
                    value={target.id}
                    defaultChecked={meta.initialValue === target.id}
                    aria-invalid={error && i === 0 ? true : undefined}
                    className="mt-1"
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-gray-900">{target.title}</span>
                    <span className="text-gray-600"> — {target.detail}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-gray-600" aria-live="polite">
            {!searched
              ? "Wyniki pojawią się tutaj."
              : search.state === "loading" || loaded === undefined
                ? "Szukanie..."
                : "Brak wyników."}
          </p>
        )}
        {error ? (
          <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
