import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { EmptyState } from "./empty-state";
import { SortSelect } from "./sort-select";
import { staticPart } from "./static-part";

/** Links only: a first visit keeps the server's and loads no code for them. */
const Pagination = staticPart(() => import("./pagination").then((m) => m.Pagination), "div");

type Props = {
  /** The list's own heading and sort form; without them the page's H1 carries the id
   * results-heading and the toolbar the sort (listing-results.tsx). */
  heading?: string;
  sortOptions?: Parameters<typeof SortSelect>[0]["options"];
  sort?: string;
  /** Query parameters the sort form keeps. */
  keep?: readonly string[];
  page: number;
  pageCount: number;
  /** Between the heading and the grid: e.g. the filters' button and the active filters. */
  toolbar?: ReactNode;
  /** The card grid, or null when nothing matched. */
  grid: ReactNode | null;
  /** Shown under the pagination, e.g. that the pages stop before the last match. */
  note?: string;
  empty: { title: string; message: string; linkTo: string; linkLabel: string };
};

/** Heading with the count, the sort form, the card grid and pagination, or the empty state. */
export function ResultsSection({
  heading,
  sortOptions,
  sort,
  keep,
  page,
  pageCount,
  toolbar,
  grid,
  note,
  empty,
}: Props) {
  // A static part keeps its markup: each address (another page, sort or filter) gets its own.
  const { key } = useLocation();
  return (
    <section
      aria-labelledby="results-heading"
      className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8"
    >
      {heading && sortOptions && sort ? (
        <div className="mb-4 flex flex-col gap-2 sm:mb-6 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-gray-900">
            {heading}
          </h2>
          <SortSelect options={sortOptions} value={sort} keep={keep} />
        </div>
      ) : null}
      {toolbar}
      {grid ? (
        <>
          {grid}
          <Pagination key={key} page={page} pageCount={pageCount} />
          {note ? <p className="mt-4 text-center text-sm text-gray-600">{note}</p> : null}
        </>
      ) : (
        <EmptyState {...empty} />
      )}
    </section>
  );
}
