import { listListings } from "@server/listings/list-listings";
import { listMapPoints } from "@server/listings/list-map-points";
import { PROPERTY_CATEGORIES } from "@shared/categories";
import { formatQuantity, NOUNS } from "@shared/format";
import { isLocationSlug, locationLabel } from "@shared/locations";
import { mapView } from "@shared/map-preview";
import { saveSearchHref } from "@shared/saved-searches";
import { filterChips } from "@shared/search-chips";
import { FILTER_KEYS } from "@shared/search-filters";
import { resultViews } from "@shared/search-href";
import { parseSearchParams } from "@shared/search-params";
import { data, Link, useLocation } from "react-router";
import { CATEGORY_COPY } from "~/components/listing/category-copy";
import { IgnoredFilters } from "~/components/listing/filter-toolbar";
import { ListingResults } from "~/components/listing/listing-results";
import { PageHero } from "~/components/listing/page-hero";
import { SearchFiltersPanel } from "~/components/listing/search-filters-panel";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/category";

/**
 * /mieszkania, /domy, /dzialki, /komercja, each optionally with /{locationSlug}, filtered by the
 * same query parameters as /search (its category given by the path; towns by the path and
 * `locations`). `url` (not `request.url`) is the page URL without the `.data` suffix of
 * client-side data requests.
 */

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const slug = url.pathname.split("/")[1];
  const category = PROPERTY_CATEGORIES.find((c) => c.slug === slug);
  const location = params.location;
  if (!category || (location !== undefined && !isLocationSlug(location))) {
    throw data("Nie znaleziono strony.", { status: 404 });
  }
  const { filters, unknown, problems } = parseSearchParams(url.searchParams);
  const { categories: _ignored, ...rest } = filters;
  const locations = [...new Set([...(location ? [location] : []), ...filters.locations])];
  const values = { ...rest, categories: [category.slug], locations };
  const { config, contentMemo } = getAppContext(context);
  const input = { ...rest, types: [category.type], locations };
  const [result, map] = await Promise.all([
    contentMemo.remember(listListings, { ...input, featuredFirst: true }),
    filters.widok ? contentMemo.remember(listMapPoints, input) : null,
  ]);
  // The texts come from the loader, so the page's JavaScript carries no category's copy.
  const copy = CATEGORY_COPY[category.slug];
  const town = location ? locationLabel(location) : undefined;
  return {
    category: { slug: category.slug, label: category.label },
    copy,
    title: town ? `${copy.title} — ${town}` : copy.title,
    description: `${copy.title}${town ? ` w miejscowości ${town}` : " w Leżajsku i okolicy"}: ${formatQuantity(result.total, ["aktualna oferta", "aktualne oferty", "aktualnych ofert"])}. ${copy.subtitle}`,
    location: location ? { slug: location, label: town ?? location } : null,
    values,
    // The table stays out of the page's JavaScript (decision 0008).
    filterKeys: FILTER_KEYS,
    chips: filterChips(values, category.slug),
    saveHref: saveSearchHref(values),
    views: resultViews(values, category.slug),
    map: map && mapView(map, config.mapTileUrl),
    unknown,
    problems,
    result,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta("Nie znaleziono strony");
  return pageMeta(loaderData.title, loaderData.description);
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, copy, title, location, values, filterKeys, chips, views, map } = loaderData;
  const { unknown, problems, result } = loaderData;
  // Remount the form on every URL change so that its fields follow Back and Forward.
  const { search } = useLocation();
  return (
    <>
      <PageHero
        eyebrow={
          <nav aria-label="Okruszki">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link to="/" className="hover:underline">
                  Strona główna
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                {location ? (
                  <Link to={`/${category.slug}`} className="hover:underline">
                    {copy.title}
                  </Link>
                ) : (
                  <span aria-current="page">{copy.title}</span>
                )}
              </li>
              {location ? (
                <>
                  <li aria-hidden="true">/</li>
                  <li aria-current="page">{location.label}</li>
                </>
              ) : null}
            </ol>
          </nav>
        }
        title={`${title} — ${formatQuantity(result.total, NOUNS.offer)}`}
        subtitle={copy.subtitle}
        results
      >
        <SearchFiltersPanel
          key={search}
          fixedCategory={category}
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
        emptyLink={
          location
            ? { to: `/${category.slug}`, label: `Zobacz wszystkie: ${copy.title.toLowerCase()}` }
            : undefined
        }
      />
    </>
  );
}
