import { PROPERTY_CATEGORIES } from "@shared/categories";
import { formatQuantity, NOUNS } from "@shared/format";
import { isLocationSlug, locationLabel } from "@shared/locations";
import { parseListingSort, parsePage } from "@shared/sorting";
import { data, Link } from "react-router";
import { CATEGORY_COPY } from "~/components/listing/category-copy";
import { ListingResults } from "~/components/listing/listing-results";
import { PageHero } from "~/components/listing/page-hero";
import { SearchFiltersPanel } from "~/components/listing/search-filters-panel";
import { getAppContext } from "~/http/context";
import { pageMeta } from "~/lib/meta";
import { listListings } from "../../server/listings/list-listings";
import type { Route } from "./+types/category";

/**
 * /mieszkania, /domy, /dzialki, /komercja, each optionally with /{locationSlug}. `url` (not
 * `request.url`) is the page URL without the `.data` suffix of client-side data requests.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const slug = url.pathname.split("/")[1];
  const category = PROPERTY_CATEGORIES.find((c) => c.slug === slug);
  const location = params.location;
  if (!category || (location !== undefined && !isLocationSlug(location))) {
    throw data("Nie znaleziono strony.", { status: 404 });
  }
  const sort = parseListingSort(url.searchParams.get("sort"));
  const result = await listListings(getAppContext(context).db, {
    types: [category.type],
    locations: location ? [location] : undefined,
    sort,
    page: parsePage(url.searchParams.get("page")),
    featuredFirst: true,
  });
  return {
    category: { slug: category.slug, label: category.label },
    location: location ? { slug: location, label: locationLabel(location) ?? location } : null,
    sort,
    ...result,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta("Nie znaleziono strony");
  const { category, location, total } = loaderData;
  const copy = CATEGORY_COPY[category.slug];
  const title = location ? `${copy.title} — ${location.label}` : copy.title;
  return pageMeta(
    title,
    `${copy.title}${location ? ` w miejscowości ${location.label}` : " w Leżajsku i okolicy"}: ${formatQuantity(total, ["aktualna oferta", "aktualne oferty", "aktualnych ofert"])}. ${copy.subtitle}`,
  );
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, location, items, featured, total, page, pageCount, truncated, sort } =
    loaderData;
  const copy = CATEGORY_COPY[category.slug];
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
        title={location ? `${copy.title} — ${location.label}` : copy.title}
        subtitle={copy.subtitle}
      >
        {/* Narrowing further leads to /search with this category fixed. */}
        <SearchFiltersPanel
          fixedCategory={category}
          values={{ categories: [category.slug], locations: location ? [location.slug] : [] }}
        />
      </PageHero>
      <ListingResults
        heading={`${copy.title} - ${formatQuantity(total, NOUNS.offer)}`}
        items={items}
        featured={featured}
        page={page}
        pageCount={pageCount}
        truncated={truncated}
        sort={sort}
        emptyLink={
          location
            ? { to: `/${category.slug}`, label: `Zobacz wszystkie: ${copy.title.toLowerCase()}` }
            : undefined
        }
      />
    </>
  );
}
