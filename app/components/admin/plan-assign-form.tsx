import { polishDay } from "@shared/promotion-schemas";
import { CalendarPlus } from "lucide-react";
import { Button } from "../ui/button";
import { Field, fieldAria } from "../ui/field";
import { Input, Select } from "../ui/input";

/** A plan the administrator can give: the users tab lists every plan, switched off ones too. */
export type AssignablePlan = { id: string; name: string; durationDays: number; isActive: boolean };

/**
 * 'Przypisz plan': which plan, from which day (today unless changed) and until which day (empty:
 * the plan's duration). Posted to `postUrl` without JavaScript and through the caller's fetcher
 * with it; the server checks everything again (planAssignSchema).
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
  const prefix = `assign-${orderId ?? userId}`;
  return (
    <form
      method="post"
      action={postUrl}
      onSubmit={(event) => {
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
        <Field id={`${prefix}-plan`} label="Plan">
          <Select id={`${prefix}-plan`} name="planId" aria-label={`Plan: ${who}`} required>
            {choice.plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name} ({plan.durationDays} dni){plan.isActive ? "" : " – wyłączony"}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field id={`${prefix}-from`} label="Od">
        <Input
          id={`${prefix}-from`}
          name="startsAt"
          type="date"
          defaultValue={polishDay()}
          aria-label={`Od: ${who}`}
        />
      </Field>
      <Field id={`${prefix}-to`} label="Do" hint="Puste: na czas trwania planu.">
        <Input
          id={`${prefix}-to`}
          name="endsAt"
          type="date"
          aria-label={`Do: ${who}`}
          {...fieldAria(`${prefix}-to`, { hint: true })}
        />
      </Field>
      <Button type="submit" disabled={busy} aria-label={`Przypisz plan: ${who}`}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        Przypisz plan
      </Button>
    </form>
  );
}
