import { adminPath } from "@shared/admin";
import type { PlanRow } from "@shared/plan-schemas";
import { Pencil, Power, PowerOff } from "lucide-react";
import { PlanDetails } from "../plans/plan-details";
import { Badge } from "../ui/badge";
import { Button, buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { ActionForm } from "./action-form";

/** One plan of the administrator's list: what it offers, its state, edit and on/off. */
export function PlanCard({
  plan,
  postUrl,
  hydrated,
  onEdit,
}: {
  plan: PlanRow;
  /** /admin with this page's query, so a no-JavaScript answer comes back to this section. */
  postUrl: string;
  hydrated: boolean;
  onEdit: () => void;
}) {
  const toggle = useActionFetcher(toastResult, adminPath("promotion", "plans"));
  const toggleText = plan.isActive ? "Wyłącz" : "Włącz";
  const ToggleIcon = plan.isActive ? PowerOff : Power;

  return (
    <Card as="article" padding="sm" item className="flex h-full flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words text-gray-900">{plan.name}</h3>
        {plan.isActive ? (
          <Badge tone="green">Aktywny</Badge>
        ) : (
          <Badge tone="gray">Nieaktywny</Badge>
        )}
      </div>
      <PlanDetails plan={plan} className="flex-1" />
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          type="button"
          onClick={onEdit}
          disabled={!hydrated}
          aria-label={`Edytuj plan: ${plan.name}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edytuj
        </Button>
        <ActionForm
          postUrl={postUrl}
          fields={{ intent: "plan-toggle", id: plan.id, value: String(!plan.isActive) }}
          onSubmit={toggle.submit}
          busy={toggle.busy}
          label={`${toggleText} plan: ${plan.name}`}
          className={buttonClass({ variant: "secondary", block: true })}
        >
          <ToggleIcon aria-hidden="true" className="size-4" />
          {toggleText}
        </ActionForm>
      </div>
    </Card>
  );
}
