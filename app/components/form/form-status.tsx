import type { FormResult } from "@shared/form-result";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import { cn } from "~/lib/cn";

/** The outcome of a form, announced to screen readers and shown without JavaScript. */
export function FormStatus({
  result,
  className,
}: {
  result: Pick<FormResult, "ok" | "title" | "message"> | undefined;
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
