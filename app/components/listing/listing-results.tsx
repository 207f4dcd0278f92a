import { formatQuantity, NOUNS } from "@shared/format";
import type { ListingSummary } from "@shared/listing-types";
import type { MapListing, PreviewTile } from "@shared/map-area";
import type { FilterChip } from "@shared/search-chips";
import type { ResultView } from "@shared/search-href";
import { MAX_LISTING_PAGES, PAGE_SIZE } from "@shared/sorting";
import { deferred } from "../ui/deferred";
import { ResultsSection } from "../ui/results-section";
import { FilterToolbar } from "./filter-toolbar";
import { EAGER_CARDS, ListingGrid } from "./listing-card";

/** Only the map view loads it (and, after hydration, Leaflet). */
const MapResults = deferred(() => import("../map/map-results").then((m) => m.MapResults));

type Props = {
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
  emptyLink?: { to: string; label: string };
  /** The toolbar above the results (filter-toolbar.tsx): the active filters as chips, */
  chips: FilterChip[];
  /** "Lista | Mapa", */
  views?: ResultView[];
  /** and "Zapisz wyszukiwanie" (null without filters). */
  saveHref?: string | null;
};

/**
 * Under the page's heading (the H1 with the count, id results-heading): the toolbar (filters,
 * sort, view, chips), the card grid, pagination or the empty state; in the map view the toolbar
 * and the map.
 */
export function ListingResults({
  map,
  items,
  featured = [],
  page,
  pageCount,
  truncated,
  sort,
  emptyLink,
  chips,
  views,
  saveHref,
}: Props) {
  const toolbar = (
    <FilterToolbar
      chips={chips}
      views={views}
      saveHref={saveHref}
      sort={map ? undefined : sort}
      orderNote={!map && items.length > 0}
    />
  );
  if (map) return <MapResults toolbar={toolbar} {...map} />;
  return (
    <ResultsSection
      page={page}
      pageCount={pageCount}
      toolbar={toolbar}
      grid={
        items.length ? (
          <>
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
      className="mb-8 rounded-2xl border border-brand-100 bg-brand-50/60 p-3 sm:p-5"
    >
      <h3 id="featured-heading" className="mb-3 text-lg font-semibold text-brand-900 sm:mb-4">
        Wyróżnione
      </h3>
      <ListingGrid listings={listings} eager />
    </section>
  );
}
