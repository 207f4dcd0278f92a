import { planAssignSchema } from "@shared/account-plans";
import { polishDay } from "@shared/promotion-schemas";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { formProps, inputProps, selectProps, useAppForm } from "~/lib/form";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input, Select } from "../ui/input";

/** A plan the administrator can give: the users tab lists every plan, switched off ones too. */
export type AssignablePlan = { id: string; name: string; durationDays: number; isActive: boolean };

/**
 * 'Przypisz plan': which plan, from which day (today unless changed) and until which day (empty:
 * the plan's duration). Posted to `postUrl` without JavaScript and, once its fields pass
 * planAssignSchema (each reason at its field), through the caller's fetcher, whose answer is the
 * caller's toast; the server checks with the same schema.
 */
export function PlanAssignForm({
  userId,
  choice,
  orderId,
  postUrl,
  busy,
  onSubmit,
  who,
}: {
  userId: string;
  /** The plan an order names, or the plans to choose from. */
  choice: { planId: string } | { plans: readonly AssignablePlan[] };
  orderId?: string;
  postUrl: string;
  busy: boolean;
  onSubmit: (form: FormData) => void;
  /** Whose plan: the fields' accessible names say it. */
  who: string;
}) {
  // Today in Poland when the form was shown: the start's default and what the end must follow.
  const [today] = useState(polishDay);
  const [schema] = useState(() => planAssignSchema(today));
  const [form, fields] = useAppForm({
    id: `assign-${orderId ?? userId}`,
    schema,
    defaultValue: { startsAt: today },
  });
  return (
    <form
      method="post"
      action={postUrl}
      {...formProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-end"
    >
      <input type="hidden" name="intent" value="plan-assign" />
      <input type="hidden" name="userId" value={userId} />
      {orderId ? <input type="hidden" name="orderId" value={orderId} /> : null}
      {"planId" in choice ? (
        <input type="hidden" name="planId" value={choice.planId} />
      ) : (
        <Field meta={fields.planId} label="Plan">
          <Select {...selectProps(fields.planId)} aria-label={`Plan: ${who}`} required>
            {choice.plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name} ({plan.durationDays} dni){plan.isActive ? "" : " – wyłączony"}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field meta={fields.startsAt} label="Od">
        <Input {...inputProps(fields.startsAt, { type: "date" })} aria-label={`Od: ${who}`} />
      </Field>
      <Field meta={fields.endsAt} label="Do" hint="Puste: na czas trwania planu.">
        <Input
          {...inputProps(fields.endsAt, { type: "date", hint: true })}
          aria-label={`Do: ${who}`}
        />
      </Field>
      <Button type="submit" disabled={busy} aria-label={`Przypisz plan: ${who}`}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Przypisz plan
      </Button>
    </form>
  );
}
