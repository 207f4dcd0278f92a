import { adminPath } from "@shared/admin";
import type { PlansData } from "@shared/admin-types";
import { formatCount, pluralize } from "@shared/format";
import type { PanelActionResult } from "@shared/panel";
import type { PlanRow } from "@shared/plan-schemas";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { EmptyNote } from "../ui/empty-list";
import { PlanCard } from "./plan-card";
import { PlanFormDialog } from "./plan-form-dialog";
import { PlanOrders } from "./plan-orders";

/**
 * Subscription plans by price (then name): add one, edit one in a dialog, switch one on or off.
 * Active plans are the public price list (/cennik); the orders from it are listed first.
 */
export function PlansSection({
  data,
  result,
}: {
  data: PlansData;
  result: PanelActionResult | undefined;
}) {
  const { plans } = data;
  const hydrated = useHydrated();
  const { search } = useLocation();
  // null: the dialog is closed; 'new': adding; a plan: editing it.
  const [editing, setEditing] = useState<PlanRow | "new" | null>(null);
  const noJsResult = result?.intent.startsWith("plan-") ? result : undefined;
  const active = plans.filter((plan) => plan.isActive).length;

  return (
    <div className="space-y-10">
      <PlanOrders orders={data.orders} postUrl={`${adminPath("promotion", "plans")}${search}`} />
      <section aria-labelledby="admin-plans-heading" className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="admin-plans-heading" className="text-xl font-semibold text-gray-900">
              Plany
            </h2>
            <p className="text-sm text-gray-600">
              {formatCount(plans.length)} {pluralize(plans.length, ["plan", "plany", "planów"])},
              aktywne w cenniku: {formatCount(active)}
            </p>
          </div>
          <Button type="button" onClick={() => setEditing("new")} disabled={!hydrated}>
            <Plus aria-hidden="true" className="size-4" />
            Dodaj plan
          </Button>
        </div>

        {noJsResult ? <FormStatus result={noJsResult} /> : null}

        {plans.length ? (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  postUrl={`${adminPath("promotion", "plans")}${search}`}
                  hydrated={hydrated}
                  onEdit={() => setEditing(plan)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyNote>Nie ma jeszcze żadnych planów.</EmptyNote>
        )}

        {hydrated && editing ? (
          <PlanFormDialog
            plan={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </section>
    </div>
  );
}
