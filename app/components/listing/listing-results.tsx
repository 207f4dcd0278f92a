import { formatQuantity, NOUNS } from "@shared/format";
import { LISTING_SORTS, MAX_LISTING_PAGES, PAGE_SIZE } from "@shared/sorting";
import { ResultsSection } from "../ui/results-section";
import { type ListingCardData, ListingGrid } from "./listing-card";

/** How results are ordered, and that featured places are paid (EU Omnibus: ranking transparency). */
const LISTING_ORDER_NOTE =
  "Na początku listy widzisz oferty wyróżnione za opłatą. Pozostałe układamy według wybranego sortowania; przy „Domyślnie” najpierw ogłoszenia dodane bezpośrednio w Okolicy, potem najnowsze.";

type Props = {
  heading: string;
  items: ListingCardData[];
  /** Featured listings matching the filters, shown in their own block above page 1's results. */
  featured?: ListingCardData[];
  page: number;
  pageCount: number;
  /** More listings match than the pages reach. */
  truncated?: boolean;
  sort: string;
  /** Query parameters the sort form keeps. */
  keep?: readonly string[];
  emptyLink?: { to: string; label: string };
  /** Between the heading and the cards: the filters' button and the active filters. */
  toolbar?: React.ReactNode;
};

/** Heading with the count, the sort form, the card grid, pagination or the empty state. */
export function ListingResults({
  heading,
  items,
  featured = [],
  page,
  pageCount,
  truncated,
  sort,
  keep,
  emptyLink,
  toolbar,
}: Props) {
  return (
    <ResultsSection
      heading={heading}
      sortOptions={LISTING_SORTS}
      sort={sort}
      keep={keep}
      page={page}
      pageCount={pageCount}
      toolbar={toolbar}
      grid={
        items.length ? (
          <>
            <p className="mb-4 text-xs text-gray-600 sm:mb-6 sm:text-sm">{LISTING_ORDER_NOTE}</p>
            {featured.length ? <FeaturedListings listings={featured} /> : null}
            <ListingGrid listings={items} eager={!featured.length} />
          </>
        ) : null
      }
      note={
        truncated
          ? `Pokazujemy pierwsze ${formatQuantity(MAX_LISTING_PAGES * PAGE_SIZE, NOUNS.offer)}. Zawęź wyszukiwanie filtrami, aby zobaczyć pozostałe.`
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

/**
 * The featured block: paid promotions first, under a heading of their own. They also keep their
 * place in the ordinary results, whose count and pages stay those of the chosen order.
 */
function FeaturedListings({ listings }: { listings: ListingCardData[] }) {
  return (
    <section
      aria-labelledby="featured-heading"
      className="mb-8 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5"
    >
      <h3 id="featured-heading" className="mb-4 text-lg font-semibold text-brand-900">
        Wyróżnione
      </h3>
      <ListingGrid listings={listings} eager />
    </section>
  );
}
