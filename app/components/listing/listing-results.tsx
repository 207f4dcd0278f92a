import { LISTING_SORTS, MAX_LISTING_PAGES, PAGE_SIZE } from "~/lib/sorting";
import { ResultsSection } from "../ui/results-section";
import { type ListingCardData, ListingGrid } from "./listing-card";

type Props = {
  heading: string;
  items: ListingCardData[];
  page: number;
  pageCount: number;
  /** More listings match than the pages reach. */
  truncated?: boolean;
  sort: string;
  /** Query parameters the sort form keeps. */
  keep?: string[];
  emptyLink?: { to: string; label: string };
};

/** Heading with the count, the sort form, the card grid, pagination or the empty state. */
export function ListingResults({
  heading,
  items,
  page,
  pageCount,
  truncated,
  sort,
  keep,
  emptyLink,
}: Props) {
  return (
    <ResultsSection
      heading={heading}
      sortOptions={LISTING_SORTS}
      sort={sort}
      keep={keep}
      page={page}
      pageCount={pageCount}
      grid={items.length ? <ListingGrid listings={items} eager /> : null}
      note={
        truncated
          ? `Pokazujemy pierwsze ${MAX_LISTING_PAGES * PAGE_SIZE} ofert. Zawęź wyszukiwanie filtrami, aby zobaczyć pozostałe.`
          : undefined
      }
      empty={{
        title: "Brak ofert w tej kategorii",
        message:
          "Nie mamy teraz ogłoszeń spełniających te kryteria. Sprawdź inne miejscowości lub wróć później — nowe oferty pojawiają się codziennie.",
        linkTo: emptyLink?.to ?? "/",
        linkLabel: emptyLink?.label ?? "Wróć na stronę główną",
      }}
    />
  );
}
