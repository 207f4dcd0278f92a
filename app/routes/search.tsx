import { listListings } from "@server/listings/list-listings";
import { listMapPoints } from "@server/listings/list-map-points";
import { formatQuantity, NOUNS } from "@shared/format";
import { mapView } from "@shared/map-preview";
import { saveSearchHref } from "@shared/saved-searches";
import { filterChips } from "@shared/search-chips";
import { FILTER_KEYS } from "@shared/search-filters";
import { resultViews } from "@shared/search-href";
import { parseSearchParams } from "@shared/search-params";
import { describeSearch } from "@shared/search-summary";
import { useLocation } from "react-router";
import { IgnoredFilters } from "~/components/listing/filter-toolbar";
import { ListingResults } from "~/components/listing/listing-results";
import { PageHero } from "~/components/listing/page-hero";
import { SearchFiltersPanel } from "~/components/listing/search-filters-panel";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/search";

/** /search?categories=a,b&locations=x,y&transaction=…&priceMin=…&q=… (see search-params.ts). */

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { filters, unknown, problems } = parseSearchParams(url.searchParams);
  const { categories, ...rest } = filters;
  const values = { ...rest, categories: categories.map((c) => c.slug) };
  // Nothing chosen lists every offer in the default order, as the home page does (its
  // "Szukaj" with nothing chosen lands here).
  const { config, contentMemo } = getAppContext(context);
  const input = { ...rest, types: categories.map((c) => c.type) };
  const [result, map] = await Promise.all([
    contentMemo.remember(listListings, { ...input, featuredFirst: true }),
    filters.widok ? contentMemo.remember(listMapPoints, input) : null,
  ]);
  const subtitle =
    describeSearch(filters) ||
    "Wszystkie oferty. Zawęź wyniki, wybierając kategorię, miejscowość lub inne kryteria.";
  return {
    values,
    // The table stays out of the page's JavaScript (decision 0008).
    filterKeys: FILTER_KEYS,
    subtitle,
    chips: filterChips(values),
    saveHref: saveSearchHref(values),
    views: resultViews(values),
    map: map && mapView(map, config.mapTileUrl),
    unknown,
    problems,
    result,
  };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Wyniki wyszukiwania"),
  // Endless filter combinations should not fill search engines' indexes.
  { name: "robots", content: "noindex, follow" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { values, filterKeys, subtitle, chips, views, map, unknown, problems, result } = loaderData;
  // Remount the form on every URL change so that its fields follow Back and Forward.
  const { search } = useLocation();
  return (
    <>
      <PageHero
        title={`Wyniki wyszukiwania — ${result.totalIsLowerBound ? "ponad " : ""}${formatQuantity(result.total, NOUNS.offer)}`}
        subtitle={subtitle}
        results
      >
        <SearchFiltersPanel
          key={search}
          values={values}
          filterKeys={filterKeys}
          total={result.total}
        />
      </PageHero>
      {unknown.length || problems.length ? (
        <IgnoredFilters unknown={unknown} problems={problems} />
      ) : null}
      <ListingResults
        map={map}
        items={result.items}
        featured={result.featured}
        page={result.page}
        pageCount={result.pageCount}
        truncated={result.truncated}
        sort={values.sort}
        chips={chips}
        views={views}
        saveHref={loaderData.saveHref}
      />
    </>
  );
}
