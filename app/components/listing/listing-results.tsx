import { LISTING_SORTS } from "~/lib/sorting";
import { EmptyState } from "../ui/empty-state";
import { Pagination } from "../ui/pagination";
import { SortSelect } from "../ui/sort-select";
import { type ListingCardData, ListingGrid } from "./listing-card";

type Props = {
  heading: string;
  items: ListingCardData[];
  page: number;
  pageCount: number;
  sort: string;
  /** Query parameters the sort form keeps. */
  keep?: string[];
  emptyLink?: { to: string; label: string };
};

/** Heading with the count, the sort form, the card grid, pagination or the empty state. */
export function ListingResults({ heading, items, page, pageCount, sort, keep, emptyLink }: Props) {
  return (
    <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-gray-900">
          {heading}
        </h2>
        <SortSelect options={LISTING_SORTS} value={sort} keep={keep} />
      </div>
      {items.length ? (
        <>
          <ListingGrid listings={items} />
          <Pagination page={page} pageCount={pageCount} />
        </>
      ) : (
        <EmptyState
          title="Brak ofert w tej kategorii"
          message="Nie mamy teraz ogłoszeń spełniających te kryteria. Sprawdź inne miejscowości lub wróć później — nowe oferty pojawiają się codziennie."
          linkTo={emptyLink?.to ?? "/"}
          linkLabel={emptyLink?.label ?? "Wróć na stronę główną"}
        />
      )}
    </section>
  );
}
