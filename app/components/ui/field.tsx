import { Fragment } from "react";
import { cn } from "~/lib/cn";
import type { FieldMeta } from "~/lib/form";

/** `aria-invalid` and `aria-describedby` of the control with this id: its hint and error. */
export function fieldAria(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  } as const;
}

type FieldProps = {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** Adds '(opcjonalnie)' after the label. */
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
} & (
  | {
      /** A field of a form on the one form layer (app/lib/form.ts): id, error and hint from it. */
      meta: FieldMeta;
      id?: never;
      error?: never;
    }
  | { meta?: never; id: string; error?: string }
);

/**
 * A control with its label, hint and error below it. On a form of the form layer, pass the
 * field's `meta` and give the control `inputProps(meta, …)` (app/lib/form.ts); the control is
 * remounted when Conform resets the form. Otherwise the control must carry `id` and
 * `{...fieldAria(id, { hint, error })}`. Either way the label names the control and a screen
 * reader reads the hint and the error with it.
 */
export function Field({ meta, label, hint, optional, className, children, ...own }: FieldProps) {
  const id = meta ? meta.id : (own.id as string);
  const error = meta ? meta.errors?.[0] : own.error;
  const hintId = meta ? meta.descriptionId : `${id}-hint`;
  const errorId = meta ? meta.errorId : `${id}-error`;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {optional ? <span className="font-normal text-gray-500"> (opcjonalnie)</span> : null}
      </label>
      <Fragment key={meta?.key}>{children}</Fragment>
      {hint ? (
        <p id={hintId} className="text-sm text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
