import { formatQuantity, NOUNS } from "@shared/format";
import type { ListingSummary } from "@shared/listing-types";
import type { MapListing, PreviewTile } from "@shared/map-area";
import { LISTING_SORTS, MAX_LISTING_PAGES, PAGE_SIZE } from "@shared/sorting";
import { deferred } from "../ui/deferred";
import { ResultsSection } from "../ui/results-section";
import { EAGER_CARDS, ListingGrid } from "./listing-card";

/** How results are ordered, and that featured places are paid (EU Omnibus: ranking transparency). */
const LISTING_ORDER_NOTE =
  "Na początku listy widzisz oferty wyróżnione za opłatą. Pozostałe układamy według wybranego sortowania; przy „Domyślnie” najpierw ogłoszenia dodane bezpośrednio w Okolicy (wśród nich najpierw te z płatnym planem z wyróżnieniem w wynikach), potem najnowsze.";

/** Only the map view loads it (and, after hydration, Leaflet). */
const MapResults = deferred(() => import("../map/map-results").then((m) => m.MapResults));

type Props = {
  heading: string;
  /** The map view (`widok=mapa`): the matching listings' public points instead of the cards. */
  map?: {
    points: MapListing[];
    capped: boolean;
    tileUrl: string;
    preview: PreviewTile[];
  } | null;
  items: ListingSummary[];
  /** Featured listings matching the filters, shown in their own block above page 1's results. */
  featured?: ListingSummary[];
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

/**
 * Heading with the count, the sort form, the card grid, pagination or the empty state; in the
 * map view the heading and the map.
 */
export function ListingResults({
  heading,
  map,
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
  if (map) return <MapResults heading={heading} toolbar={toolbar} {...map} />;
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
            {/* Under fewer featured cards than a first screen holds, the first results are in it too. */}
            <ListingGrid listings={items} eager={featured.length < EAGER_CARDS} />
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
function FeaturedListings({ listings }: { listings: ListingSummary[] }) {
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
