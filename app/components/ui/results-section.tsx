import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
import { Pagination } from "./pagination";
import { SortSelect } from "./sort-select";

type Props = {
  heading: string;
  sortOptions: Parameters<typeof SortSelect>[0]["options"];
  sort: string;
  /** Query parameters the sort form keeps. */
  keep?: string[];
  page: number;
  pageCount: number;
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
  grid,
  note,
  empty,
}: Props) {
  return (
    <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-gray-900">
          {heading}
        </h2>
        <SortSelect options={sortOptions} value={sort} keep={keep} />
      </div>
      {grid ? (
        <>
          {grid}
          <Pagination page={page} pageCount={pageCount} />
          {note ? <p className="mt-4 text-center text-sm text-gray-600">{note}</p> : null}
        </>
      ) : (
        <EmptyState {...empty} />
      )}
    </section>
  );
}
