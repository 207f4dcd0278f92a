import { hasRoom, limitCount, type PlanUsage } from "@shared/account-plans";
import { formatCount, formatDate } from "@shared/format";
import { UNLIMITED } from "@shared/plan-schemas";
import { CreditCard } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/**
 * The account's plan above its listings or services: the plan and its end, how much of the
 * limit is used and, when it is, where a bigger plan is. Nothing when no plan limits anything.
 */
export function PlanUsageNote({
  usage,
  kind,
}: {
  usage: PlanUsage;
  kind: "listings" | "services";
}) {
  const { plan } = usage;
  if (plan.name === null) return null;
  const used = kind === "listings" ? usage.listings : usage.services;
  const limit = kind === "listings" ? plan.maxProperties : plan.maxServices;
  const full = !hasRoom(limit, used);
  const what = kind === "listings" ? "Aktywne ogłoszenia" : "Usługi";
  return (
    <div
      role="note"
      aria-label="Twój plan"
      className={cn(
        "flex flex-col gap-2 rounded-lg border px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between",
        full
          ? "border-amber-300 bg-amber-50 text-amber-950"
          : "border-gray-200 bg-white text-gray-800",
      )}
    >
      <div className="flex min-w-0 gap-2">
        <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p className="min-w-0">
          <span>
            Plan <strong className="break-words">{plan.name}</strong>
            {plan.endsAt ? ` do ${formatDate(plan.endsAt)}` : " (bezpłatny)"}
            {plan.viaAgency ? ", z planu agencji" : ""}.
          </span>{" "}
          <span>
            {what}: {formatCount(used)}
            {limit === UNLIMITED ? " (bez limitu)" : ` z ${formatCount(limit)}`}.
          </span>
          {kind === "listings" ? (
            <span> Zdjęcia w ogłoszeniu: do {limitCount("photos", plan.maxPhotos)}.</span>
          ) : null}
          {full ? (
            <strong className="block">
              Limit wykorzystany: {kind === "listings" ? "nowe ogłoszenie" : "nową usługę"} dodasz
              po zmianie planu.
            </strong>
          ) : null}
        </p>
      </div>
      <Link
        to="/cennik"
        className="shrink-0 font-semibold text-brand-800 underline hover:text-brand-900"
      >
        {plan.endsAt ? "Przedłuż lub zmień plan" : "Zobacz plany"}
      </Link>
    </div>
  );
}
