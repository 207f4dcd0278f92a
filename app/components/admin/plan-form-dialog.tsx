import { adminPath } from "@shared/admin";
import {
  PLAN_LIMIT_FIELDS,
  PLAN_LIMITS,
  type PlanLimitField,
  type PlanRow,
  planFormValues,
  planSchema,
  UNLIMITED,
} from "@shared/plan-schemas";
import { formatNumberInput } from "@shared/polish-number";
import { useState } from "react";
import { CheckboxField, type FieldProps, TextAreaField, TextField } from "../panel/form-controls";
import { PanelForm, usePanelForm } from "../panel/panel-form";
import { Dialog } from "../ui/dialog";

const limitValue = (limit: number) => (limit === UNLIMITED ? "" : String(limit));

/**
 * 'Nowy plan' (plan null) or 'Edycja planu': the plan's fields, checked in the browser with the
 * server's schema and posted to /admin (`plan-create` or `plan-update` with the id). Whether a
 * plan is active is chosen when it is added; later it has its own switch on the list.
 */
export function PlanFormDialog({ plan, onClose }: { plan: PlanRow | null; onClose: () => void }) {
  const form = usePanelForm({
    idPrefix: "plan",
    values: {
      name: plan?.name ?? "",
      description: plan?.description ?? "",
      price: plan ? formatNumberInput(plan.price) : "",
      durationDays: String(plan?.durationDays ?? 30),
      features: plan?.features.join("\n") ?? "",
      maxProperties: plan ? limitValue(plan.maxProperties) : "",
      maxServices: plan ? limitValue(plan.maxServices) : "",
    },
    photos: [],
    check: (data) => planSchema.safeParse(planFormValues(data)),
    onSaved: onClose,
    action: adminPath("promotion", "plans"),
  });
  const { field } = form;

  return (
    <Dialog title={plan ? "Edycja planu" : "Nowy plan"} onClose={onClose}>
      {/* `id` stays unset so that the button reads 'Zapisz plan' both ways; the edited plan's
          id travels in the hidden field below. */}
      <PanelForm
        form={form}
        intent={plan ? "plan-update" : "plan-create"}
        id={undefined}
        addLabel="Zapisz plan"
        onCancel={onClose}
      >
        {plan ? <input type="hidden" name="id" value={plan.id} /> : null}
        <TextField
          {...field("name")}
          label="Nazwa"
          maxLength={PLAN_LIMITS.nameMax}
          required
          autoComplete="off"
          data-autofocus
        />
        <TextAreaField
          {...field("description")}
          label="Opis"
          rows={3}
          maxLength={PLAN_LIMITS.descriptionMax}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field("price")}
            label="Cena (zł)"
            hint="W pełnych złotych, np. 49 lub 1 250; 0 to plan bezpłatny."
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <TextField
            {...field("durationDays")}
            label="Czas trwania (dni)"
            type="number"
            min={PLAN_LIMITS.durationMin}
            max={PLAN_LIMITS.durationMax}
            required
          />
        </div>
        <TextAreaField
          {...field("features")}
          label="Funkcje (jedna w wierszu)"
          rows={5}
          maxLength={PLAN_LIMITS.featuresMax * (PLAN_LIMITS.featureMax + 2)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <LimitField
            {...field("maxProperties")}
            label="Limit ogłoszeń"
            what="ogłoszeń"
            unlimited={plan ? plan.maxProperties === UNLIMITED : true}
          />
          <LimitField
            {...field("maxServices")}
            label="Limit usług"
            what="usług"
            unlimited={plan ? plan.maxServices === UNLIMITED : true}
          />
        </div>
        <CheckboxField
          id="plan-priorityDisplay"
          name="priorityDisplay"
          label="Wyróżnienie w wynikach"
          hint="Cennik pokaże przy planie „Wyróżnienie w wynikach”."
          defaultChecked={plan?.priorityDisplay ?? false}
        />
        {plan ? null : (
          <CheckboxField
            id="plan-isActive"
            name="isActive"
            label="Aktywny"
            hint="Aktywne plany są widoczne w cenniku."
            defaultChecked
          />
        )}
      </PanelForm>
    </Dialog>
  );
}

/**
 * A limit of listings or services: a number, or 'Bez limitu' (stored as -1; a new plan starts
 * there, as the table does), which disables the number while ticked. Typing -1 means the same.
 */
function LimitField({
  id,
  name,
  defaultValue,
  error,
  label,
  what,
  unlimited: startUnlimited,
}: FieldProps & { label: string; what: string; unlimited: boolean }) {
  const [unlimited, setUnlimited] = useState(startUnlimited);
  const checkboxId = `${id}-unlimited`;
  return (
    <div className="space-y-2">
      <TextField
        id={id}
        name={name}
        defaultValue={defaultValue}
        error={error}
        label={label}
        type="number"
        min={0}
        max={PLAN_LIMITS.limitMax}
        disabled={unlimited}
      />
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          name={PLAN_LIMIT_FIELDS[name as PlanLimitField]}
          type="checkbox"
          checked={unlimited}
          onChange={(event) => setUnlimited(event.currentTarget.checked)}
          className="size-4 accent-brand-700"
        />
        <label htmlFor={checkboxId} className="text-sm text-gray-800">
          Bez limitu<span className="sr-only"> {what}</span>
        </label>
      </div>
    </div>
  );
}
