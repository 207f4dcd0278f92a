import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A named box that scrolls sideways, for a table wider than a phone. Focusable, so that a
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={cn("overflow-x-auto", className)}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
    >
      {children}
    </section>
  );
}
