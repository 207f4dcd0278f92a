import { cn } from "~/lib/cn";

export type SetupProgressValue = 33 | 66 | 100;

const STEPS = [
  { value: 33, label: "Typ konta" },
  { value: 66, label: "Profil agencji" },
  { value: 100, label: "Gotowe" },
] as const;

/** The wizard's progress (spec: 33, 66, 100 %), as a bar and as named steps. */
export function SetupProgress({
  value,
  agencyStep,
}: {
  value: SetupProgressValue;
  /** Only agencies have the profile step; others go from the type straight to "Gotowe". */
  agencyStep: boolean;
}) {
  const steps = STEPS.filter((s) => agencyStep || s.value !== 66);
  const current = STEPS.find((s) => s.value === value)?.label ?? "";
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-gray-700">{current}</span>
        <span className="text-gray-500 tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Postęp konfiguracji konta"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% — ${current}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${value}%` }}
        />
      </div>
      <ol className="mt-3 hidden gap-4 text-xs text-gray-500 sm:flex">
        {steps.map((s, i) => (
          <li
            key={s.value}
            aria-current={s.value === value ? "step" : undefined}
            className={cn(
              "flex items-center gap-1.5",
              s.value <= value && "text-brand-700",
              s.value === value && "font-semibold",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-5 items-center justify-center rounded-full border text-[11px]",
                s.value <= value
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-gray-300 bg-white",
              )}
            >
              {i + 1}
            </span>
            {s.label}
          </li>
        ))}
      </ol>
    </div>
  );
}
