import { Link } from "react-router";
import { ListingResults } from "~/components/listing/listing-results";
import { PageHero } from "~/components/listing/page-hero";
import { SearchFilter } from "~/components/listing/search-filter";
import { locationLabel } from "~/lib/locations";
import { pageMeta } from "~/lib/meta";
import { parseSearchSelection } from "~/lib/search-params";
import { parseListingSort, parsePage } from "~/lib/sorting";
import { getAppContext } from "../../server/context";
import { listListings } from "../../server/listings/list-listings";
import type { Route } from "./+types/search";

/** /search?categories=a,b&locations=x,y (also repeated parameters from the no-JS form). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const selection = parseSearchSelection(url.searchParams);
  const chosen = {
    categories: selection.categories.map((c) => ({ slug: c.slug, label: c.label })),
    locations: selection.locations.map((slug) => ({ slug, label: locationLabel(slug) ?? slug })),
    unknown: selection.unknown,
  };
  const sort = parseListingSort(url.searchParams.get("sort"));
  // Nothing (valid) chosen: ask for a choice instead of listing everything.
  if (!chosen.categories.length && !chosen.locations.length) {
    return { chosen, sort, result: null };
  }
  const result = await listListings(getAppContext(context).db, {
    types: selection.categories.map((c) => c.type),
    locations: selection.locations,
    sort,
    page: parsePage(url.searchParams.get("page")),
  });
  return { chosen, sort, result };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Wyniki wyszukiwania"),
  // Endless filter combinations should not fill search engines' indexes.
  { name: "robots", content: "noindex, follow" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { chosen, sort, result } = loaderData;
  const described = [
    chosen.categories.map((c) => c.label).join(", "),
    chosen.locations.map((l) => l.label).join(", "),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <>
      <PageHero
        title="Wyniki wyszukiwania"
        subtitle={described || "Wybierz kategorię lub miejscowość, aby zobaczyć oferty."}
      >
        <SearchFilter
          categories={chosen.categories.map((c) => c.slug)}
          locations={chosen.locations.map((l) => l.slug)}
        />
      </PageHero>
      {chosen.unknown.length ? (
        <p className="mx-auto mt-6 max-w-7xl px-4 text-sm text-amber-800 sm:px-6">
          Pominięto nieznane wartości: {chosen.unknown.join(", ")}.
        </p>
      ) : null}
      {result ? (
        <ListingResults
          heading={`Znalezione oferty - ${result.total} ofert`}
          items={result.items}
          page={result.page}
          pageCount={result.pageCount}
          sort={sort}
          keep={["categories", "locations"]}
        />
      ) : (
        <section className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6">
          <h2 className="text-xl font-semibold text-gray-900">
            Wybierz co najmniej jedną kategorię lub miejscowość
          </h2>
          <p className="mt-2 text-gray-600">
            Zaznacz w wyszukiwarce powyżej, czego szukasz, albo przejdź prosto do kategorii:{" "}
            <Link to="/mieszkania" className="font-medium text-brand-700 hover:underline">
              mieszkania
            </Link>
            ,{" "}
            <Link to="/domy" className="font-medium text-brand-700 hover:underline">
              domy
            </Link>
            ,{" "}
            <Link to="/dzialki" className="font-medium text-brand-700 hover:underline">
              działki
            </Link>
            ,{" "}
            <Link to="/komercja" className="font-medium text-brand-700 hover:underline">
              lokale komercyjne
            </Link>
            .
          </p>
        </section>
      )}
    </>
  );
}
