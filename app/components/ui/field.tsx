import { cn } from "~/lib/cn";

/** `aria-invalid` and `aria-describedby` of the control with this id: its hint and error. */
export function fieldAria(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  } as const;
}

/**
 * A control with its label, hint and error below it. The control itself is the child and must
 * carry `id` and `{...fieldAria(id, { hint, error })}`: then the label names it and a screen
 * reader reads the hint and the error with it.
 */
export function Field({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  /** Adds '(opcjonalnie)' after the label. */
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {optional ? <span className="font-normal text-gray-500"> (opcjonalnie)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
