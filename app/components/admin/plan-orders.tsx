import { adminPath } from "@shared/admin";
import type { PlansData } from "@shared/admin-types";
import { formatDateTime } from "@shared/format";
import { Mail, X } from "lucide-react";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { ActionForm } from "./action-form";
import { PlanAssignForm } from "./plan-assign-form";

type Order = PlansData["orders"][number];

/**
 * The orders from /cennik, oldest first: who ordered which plan and when; the administrator
 * assigns the plan for the dates agreed (which closes the order) or closes it without.
 */
export function PlanOrders({ orders, postUrl }: { orders: readonly Order[]; postUrl: string }) {
  return (
    <section aria-labelledby="admin-plan-orders-heading" className="space-y-3">
      <h2 id="admin-plan-orders-heading" className="text-xl font-semibold text-gray-900">
        Zamówienia planów ({orders.length})
      </h2>
      {orders.length ? (
        <ul className="space-y-3">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} postUrl={postUrl} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-700">Nie ma nowych zamówień.</p>
      )}
    </section>
  );
}

function OrderCard({ order, postUrl }: { order: Order; postUrl: string }) {
  const { busy, submit } = useActionFetcher(toastResult, adminPath("promotion", "plans"));
  const who = order.email;
  return (
    <Card as="article" variant="warning" padding="sm" item flat className="space-y-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-gray-900">
            {order.name}: plan „{order.planName}”
          </h3>
          <p className="flex min-w-0 items-center gap-1 text-sm text-gray-700">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <a href={`mailto:${order.email}`} className="break-all hover:underline">
              {order.email}
            </a>
          </p>
        </div>
        <p className="text-sm text-gray-600">Zamówiono {formatDateTime(order.createdAt)}</p>
      </div>
      <PlanAssignForm
        userId={order.userId}
        orderId={order.id}
        choice={{ planId: order.planId }}
        who={who}
        postUrl={postUrl}
        busy={busy}
        onSubmit={submit}
      />
      <ActionForm
        postUrl={postUrl}
        busy={busy}
        onSubmit={submit}
        fields={{ intent: "plan-order-dismiss", id: order.id }}
        label={`Odrzuć zamówienie: ${who}`}
        className={buttonClass({ variant: "secondary" })}
      >
        <X aria-hidden="true" className="size-4" />
        Odrzuć zamówienie
      </ActionForm>
    </Card>
  );
}
