import { useNavigation } from "react-router";
import { cn } from "~/lib/cn";

export const primaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

/**
 * A submit button that says what is happening while its own submission runs (the intent it
 * carries tells two buttons of one form apart).
 */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  variant = "primary",
  formNoValidate,
  className,
}: {
  children: React.ReactNode;
  pendingLabel: string;
  intent?: string;
  variant?: "primary" | "secondary";
  formNoValidate?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const mine = busy && (!intent || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      formNoValidate={formNoValidate}
      disabled={busy}
      className={cn(
        variant === "primary" ? primaryButtonClass : secondaryButtonClass,
        "w-full sm:w-auto",
        className,
      )}
    >
      {mine ? pendingLabel : children}
    </button>
  );
}
