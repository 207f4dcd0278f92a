import { AlertCircle, CheckCircle2 } from "lucide-react";
import { cn } from "~/lib/cn";
import { Card } from "../ui/card";
import type { ProfileActionResult } from "./types";

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
    <Card
      as="section"
      aria-labelledby={headingId}
      variant={tone === "danger" ? "danger" : "default"}
      padding="lg"
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
    </Card>
  );
}
