import { cn } from "~/lib/cn";
import { Card } from "./card";

/** A titled card of a settings screen (profile, the administrator's settings and imports). */
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
