import { adminPath } from "@shared/admin";
import type { FormResult } from "@shared/form-result";
import {
  PLAN_LIMIT_FIELDS,
  PLAN_LIMITS,
  type PlanLimitField,
  type PlanRow,
  planSchema,
  planUpdateSchema,
  UNLIMITED,
} from "@shared/plan-schemas";
import { formatNumberInput } from "@shared/polish-number";
import { useState } from "react";
import { inputProps, textareaProps, useAppForm } from "~/lib/form";
import { CheckboxField } from "../form/fields";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field } from "../ui/field";
import { Input, Textarea } from "../ui/input";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

const limitValue = (limit: number) => (limit === UNLIMITED ? "" : String(limit));
const ticked = (flag: boolean) => (flag ? "on" : undefined);

/** The stored plan as the form's fields hold it; a new plan starts without limits, active. */
function planValues(plan: PlanRow | null) {
  return {
    name: plan?.name ?? "",
    description: plan?.description ?? "",
    price: plan ? formatNumberInput(plan.price) : "",
    durationDays: String(plan?.durationDays ?? 30),
    features: plan?.features.join("\n") ?? "",
    maxProperties: plan ? limitValue(plan.maxProperties) : "",
    maxPropertiesUnlimited: ticked(plan ? plan.maxProperties === UNLIMITED : true),
    maxServices: plan ? limitValue(plan.maxServices) : "",
    maxServicesUnlimited: ticked(plan ? plan.maxServices === UNLIMITED : true),
    maxPhotos: plan ? limitValue(plan.maxPhotos) : "",
    maxPhotosUnlimited: ticked(plan ? plan.maxPhotos === UNLIMITED : true),
    priorityDisplay: ticked(plan?.priorityDisplay ?? false),
    isActive: ticked(plan?.isActive ?? true),
  };
}

/**
 * 'Nowy plan' (plan null) or 'Edycja planu': the plan's fields, checked in the browser with the
 * action's schema and posted to the plans section (`plan-create`, or `plan-update` with the id).
 * Whether a plan is active is chosen when it is added; later it has its own switch on the list.
 * A refused save keeps the dialog open with what was typed and each reason at its field.
 */
export function PlanFormDialog({ plan, onClose }: { plan: PlanRow | null; onClose: () => void }) {
  const [result, setResult] = useState<FormResult>();
  const saver = useActionFetcher(
    (answer) => {
      toastResult(answer);
      if (answer.ok) onClose();
      else setResult(answer);
    },
    adminPath("promotion", "plans"),
  );
  const [form, fields] = useAppForm({
    id: "plan",
    schema: plan ? planUpdateSchema : planSchema,
    result,
    defaultValue: planValues(plan),
  });

  return (
    <Dialog title={plan ? "Edycja planu" : "Nowy plan"} onClose={onClose}>
      <form
        id={form.id}
        method="post"
        action={adminPath("promotion", "plans")}
        noValidate
        onSubmit={(event) => {
          form.onSubmit(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          void saver.submit(new FormData(event.currentTarget));
        }}
        aria-busy={saver.busy}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value={plan ? "plan-update" : "plan-create"} />
        {plan ? <input type="hidden" name="id" value={plan.id} /> : null}
        <Field meta={fields.name} label="Nazwa">
          <Input {...inputProps(fields.name, { type: "text" })} autoComplete="off" data-autofocus />
        </Field>
        <Field meta={fields.description} label="Opis">
          <Textarea {...textareaProps(fields.description)} rows={3} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            meta={fields.price}
            label="Cena (zł)"
            hint="W pełnych złotych, np. 49 lub 1 250; 0 to plan bezpłatny."
          >
            <Input
              {...inputProps(fields.price, { type: "text", hint: true })}
              inputMode="numeric"
              autoComplete="off"
            />
          </Field>
          <Field meta={fields.durationDays} label="Czas trwania (dni)">
            <Input
              {...inputProps(fields.durationDays, { type: "number" })}
              min={PLAN_LIMITS.durationMin}
              max={PLAN_LIMITS.durationMax}
            />
          </Field>
        </div>
        <Field meta={fields.features} label="Funkcje (jedna w wierszu)">
          <Textarea
            {...textareaProps(fields.features)}
            rows={5}
            maxLength={PLAN_LIMITS.featuresMax * (PLAN_LIMITS.featureMax + 2)}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <LimitField fields={fields} name="maxProperties" label="Limit ogłoszeń" what="ogłoszeń" />
          <LimitField fields={fields} name="maxServices" label="Limit usług" what="usług" />
          <LimitField
            fields={fields}
            name="maxPhotos"
            label="Limit zdjęć w ogłoszeniu"
            what="zdjęć"
          />
        </div>
        <CheckboxField
          id={fields.priorityDisplay.id}
          name={fields.priorityDisplay.name}
          label="Wyróżnienie w wynikach"
          hint="Ogłoszenia kont z tym planem są wyżej w domyślnej kolejności wyników."
          defaultChecked={fields.priorityDisplay.initialValue === "on"}
        />
        {plan ? null : (
          <CheckboxField
            id={fields.isActive.id}
            name={fields.isActive.name}
            label="Aktywny"
            hint="Aktywne plany są widoczne w cenniku."
            defaultChecked={fields.isActive.initialValue === "on"}
          />
        )}
        <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-gray-200 bg-white px-4 py-3 sm:-mx-6 sm:-mb-5 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="secondary" type="button" onClick={onClose}>
            Anuluj
          </Button>
          <Button type="submit" disabled={saver.busy}>
            {saver.busy ? "Zapisywanie..." : "Zapisz plan"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type PlanFields = ReturnType<typeof useAppForm>[1];

/**
 * A limit of listings or services: a number, or 'Bez limitu' (UNLIMITED; a new plan starts
 * there, as the table does), which disables the number while ticked. Typing -1 means the same.
 */
function LimitField({
  fields,
  name,
  label,
  what,
}: {
  fields: PlanFields;
  name: PlanLimitField;
  label: string;
  what: string;
}) {
  const meta = fields[name];
  const box = fields[PLAN_LIMIT_FIELDS[name]];
  const [unlimited, setUnlimited] = useState(box.initialValue === "on");
  return (
    <div className="space-y-2">
      <Field meta={meta} label={label}>
        <Input
          {...inputProps(meta, { type: "number" })}
          min={0}
          max={PLAN_LIMITS.limitMax}
          disabled={unlimited}
        />
      </Field>
      <div className="flex items-center gap-2">
        <input
          id={box.id}
          name={box.name}
          type="checkbox"
          checked={unlimited}
          onChange={(event) => setUnlimited(event.currentTarget.checked)}
          className="size-4 accent-brand-700"
        />
        <label htmlFor={box.id} className="text-sm text-gray-800">
          Bez limitu<span className="sr-only"> {what}</span>
        </label>
      </div>
    </div>
  );
}
