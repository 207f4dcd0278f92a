import { AlertCircle, CheckCircle2 } from "lucide-react";
import { cn } from "~/lib/cn";
import type { ProfileActionResult } from "./types";

export const inputClass =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-500 read-only:bg-gray-100 read-only:text-gray-600";

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
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

/** `aria-describedby` for a field with an optional hint and error. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The outcome of a form, announced to screen readers and shown without JavaScript. */
export function FormStatus({
  result,
  className,
}: {
  result: Pick<ProfileActionResult, "ok" | "title" | "message"> | undefined;
  className?: string;
}) {
  if (!result) return null;
  const Icon = result.ok ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={cn(
        "flex gap-2 rounded-lg border px-3 py-2 text-sm",
        result.ok
          ? "border-green-200 bg-green-50 text-green-900"
          : "border-red-200 bg-red-50 text-red-900",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {result.title ? <strong className="block">{result.title}</strong> : null}
        {result.message}
      </p>
    </div>
  );
}

export function Section({
  title,
  description,
  tone = "default",
  children,
}: {
  title: string;
  description?: string;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9ąćęłńóśźż]+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "rounded-2xl border bg-white p-5 shadow-sm sm:p-6",
        tone === "danger" ? "border-red-200" : "border-gray-200",
      )}
    >
      <h2
        id={headingId}
        className={cn(
          "text-lg font-semibold",
          tone === "danger" ? "text-red-800" : "text-gray-900",
        )}
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
