import { formatPrice } from "@shared/format";
import { formatPlanDuration, type PlanRow, planLimitText, UNLIMITED } from "@shared/plan-schemas";
import { Check, Star } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * What a plan offers, as /cennik and the administrator's list show it: the price per period,
 * the description, the features with check marks, the limits and the priority display. The
 * caller gives the plan's name its heading at the level its page needs.
 */
export function PlanDetails({ plan, className }: { plan: PlanRow; className?: string }) {
  return (
    <div className={cn("space-y-4", className)}>
      <p className="text-gray-700">
        <span className="text-3xl font-bold text-gray-900">{formatPrice(plan.price)}</span>{" "}
        <span>/ {formatPlanDuration(plan.durationDays)}</span>
      </p>
      {plan.description ? <p className="break-words text-gray-700">{plan.description}</p> : null}
      {plan.features.length ? (
        <ul className="space-y-2" aria-label="Funkcje planu">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-gray-800">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 break-words">{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ul
        className="space-y-1 border-t border-gray-200 pt-3 text-sm text-gray-700"
        aria-label="Limity planu"
      >
        <li>{planLimitText("maxProperties", plan.maxProperties)}</li>
        <li>{planLimitText("maxServices", plan.maxServices)}</li>
        {plan.maxPhotos === UNLIMITED ? null : (
          <li>{planLimitText("maxPhotos", plan.maxPhotos)}</li>
        )}
        {plan.priorityDisplay ? (
          <li className="flex items-center gap-1 font-medium text-brand-800">
            <Star aria-hidden="true" className="size-4 shrink-0" />
            Wyróżnienie w wynikach
          </li>
        ) : null}
      </ul>
    </div>
  );
}
