import { promotionsPath } from "@shared/admin";
import { fieldErrors, formValues } from "@shared/auth-schemas";
import {
  PROMOTION_TYPE_LABELS,
  PROMOTION_TYPES_BY_KIND,
  type PromotionKind,
  promotionSchema,
} from "@shared/promotion-schemas";
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { LoadedPromotions, loader } from "~/routes/admin/promotions";
import { errorProps, focusFirstInvalid } from "../panel/form-controls";
import { toastResult, usePanelFetcher } from "../panel/use-panel-fetcher";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field } from "../ui/field";
import { Input, Select } from "../ui/input";

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
  plans: LoadedPromotions["plans"];
  today: string;
  onClose: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const saver = usePanelFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) onClose();
    else {
      setErrors(answer.fieldErrors ?? {});
      focusFirstInvalid(formRef.current);
    }
  }, promotionsPath(kind));

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = promotionSchema(today).safeParse(formValues(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    saver.submit(form);
  }

  const targetLabel = kind === "property" ? "Ogłoszenie" : "Usługa";
  return (
    <Dialog title="Dodaj promocję" onClose={onClose} size="sm">
      <form
        ref={formRef}
        method="post"
        action={promotionsPath(kind)}
        onSubmit={submit}
        noValidate
        aria-busy={saver.busy}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="promotion-create" />
        <input type="hidden" name="kind" value={kind} />
        <TargetPicker kind={kind} label={targetLabel} error={errors.targetId} />
        <Field id="promotion-type" label="Rodzaj" error={errors.type}>
          <Select
            id="promotion-type"
            name="type"
            defaultValue="featured"
            {...errorProps("promotion-type", errors.type)}
          >
            {PROMOTION_TYPES_BY_KIND[kind].map((type) => (
              <option key={type} value={type}>
                {PROMOTION_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="promotion-price" label="Cena (zł)" error={errors.price}>
          <Input
            id="promotion-price"
            name="price"
            inputMode="numeric"
            required
            autoComplete="off"
            {...errorProps("promotion-price", errors.price)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="promotion-starts" label="Początek" error={errors.startsAt}>
            <Input
              id="promotion-starts"
              name="startsAt"
              type="date"
              defaultValue={today}
              {...errorProps("promotion-starts", errors.startsAt)}
            />
          </Field>
          <Field
            id="promotion-ends"
            label="Koniec"
            hint="Promocja kończy się o północy tego dnia."
            error={errors.endsAt}
          >
            <Input
              id="promotion-ends"
              name="endsAt"
              type="date"
              required
              min={today}
              {...errorProps("promotion-ends", errors.endsAt, true)}
            />
          </Field>
        </div>
        <Field id="promotion-plan" label="Plan (opcjonalnie)" error={errors.planId}>
          <Select
            id="promotion-plan"
            name="planId"
            defaultValue=""
            {...errorProps("promotion-plan", errors.planId)}
          >
            <option value="">Bez planu</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" type="button" onClick={onClose}>
            Anuluj
          </Button>
          <Button type="submit" disabled={saver.busy}>
            <Plus aria-hidden="true" className="size-4" />
            {saver.busy ? "Dodawanie..." : "Dodaj promocję"}
          </Button>
        </div>
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
  error,
}: {
  kind: PromotionKind;
  label: string;
  error: string | undefined;
}) {
  const search = useFetcher<typeof loader>();
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
      <fieldset aria-describedby={error ? "promotion-target-error" : undefined}>
        <legend className="text-sm font-medium text-gray-800">{legend}</legend>
        {targets.length ? (
          <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto">
            {targets.map((target, i) => (
              <li key={target.id}>
                <label className="flex cursor-pointer items-start gap-2 rounded-lg p-2 text-sm hover:bg-gray-50">
                  <input
                    type="radio"
                    name="targetId"
                    value={target.id}
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
          <p id="promotion-target-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
