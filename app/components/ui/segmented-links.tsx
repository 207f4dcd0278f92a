import { formatCount } from "@shared/format";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

export type Segment = { key: string; label: string; href: string; count?: number };

/**
 * A segmented control of links (a list's status tabs): equal parts filling the width on phones,
 * the active one raised and `aria-current`. Links, so each segment has its URL and works without
 * JavaScript.
 */
export function SegmentedLinks({
  label,
  segments,
  active,
}: {
  label: string;
  segments: readonly Segment[];
  active: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-gray-100 p-1 sm:inline-grid">
        {segments.map((segment) => (
          <li key={segment.key} className="min-w-0">
            <Link
              to={segment.href}
              aria-current={segment.key === active ? "page" : undefined}
              className={cn(
                "flex min-h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
                segment.key === active
                  ? "bg-white text-brand-800 shadow-sm"
                  : "text-gray-600 hover:text-gray-900",
              )}
            >
              <span className="truncate">{segment.label}</span>
              {segment.count === undefined ? null : (
                <span
                  className={cn(
                    "rounded-full px-2 text-xs",
                    segment.key === active ? "bg-brand-50 text-brand-800" : "bg-gray-200",
                  )}
                >
                  {formatCount(segment.count)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
