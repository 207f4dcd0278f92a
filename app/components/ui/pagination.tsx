import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";

/** Page numbers to show: first, last, and two either side of the current page. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

/** Links to other pages of the same list, keeping the other query parameters (sort, filters). */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const item =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <nav aria-label="Strony wyników" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link
              to={href(page - 1)}
              className={cn(item, "border-gray-300 bg-white hover:bg-gray-50")}
              rel="prev"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Poprzednia</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-400">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Strona ${p}`}
                className={cn(
                  item,
                  p === page
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-gray-300 bg-white hover:bg-gray-50",
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link
              to={href(page + 1)}
              className={cn(item, "border-gray-300 bg-white hover:bg-gray-50")}
              rel="next"
            >
              <span className="sr-only sm:not-sr-only">Następna</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
