import { Link, useLocation } from "react-router";
import { ListingResults } from "~/components/listing/listing-results";
import { PageHero } from "~/components/listing/page-hero";
import { SearchFiltersPanel } from "~/components/listing/search-filters-panel";
import { SELLER_LABELS, TRANSACTION_LABELS } from "~/lib/categories";
import { formatArea, formatPrice, formatQuantity, NOUNS } from "~/lib/format";
import { locationLabel } from "~/lib/locations";
import { pageMeta } from "~/lib/meta";
import { hasAnyFilter, parseSearchParams } from "~/lib/search-params";
import { getAppContext } from "../../server/context";
import { listListings } from "../../server/listings/list-listings";
import type { Route } from "./+types/search";

/** Parameters the sort form carries over (everything but sort and page). */
const FILTER_KEYS = [
  "categories",
  "locations",
  "transaction",
  "priceMin",
  "priceMax",
  "areaMin",
  "areaMax",
  "rooms",
  "seller",
  "q",
];

/** /search?categories=a,b&locations=x,y&transaction=…&priceMin=…&q=… (see search-params.ts). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { filters, unknown, problems } = parseSearchParams(url.searchParams);
  const { categories, ...rest } = filters;
  const values = { ...rest, categories: categories.map((c) => c.slug) };
  const chosen = {
    categories: categories.map((c) => c.label),
    locations: filters.locations.map((slug) => locationLabel(slug) ?? slug),
  };
  // Nothing (valid) chosen: ask for a choice instead of listing everything.
  if (!hasAnyFilter(filters)) return { values, chosen, unknown, problems, result: null };
  const result = await listListings(getAppContext(context).db, {
    ...rest,
    types: categories.map((c) => c.type),
    featuredFirst: true,
  });
  return { values, chosen, unknown, problems, result };
}

/** A short Polish description of the active filters for the subtitle. */
function describeFilters(
  values: Awaited<ReturnType<typeof loader>>["values"],
  chosen: { categories: string[]; locations: string[] },
): string {
  const range = (min: string | undefined, max: string | undefined, what: string) =>
    min && max
      ? `${what} ${min}–${max}`
      : min
        ? `${what} od ${min}`
        : max
          ? `${what} do ${max}`
          : "";
  const price = (n: number | undefined) => (n === undefined ? undefined : formatPrice(n));
  const area = (n: number | undefined) => (n === undefined ? undefined : formatArea(n));
  return [
    chosen.categories.join(", "),
    chosen.locations.join(", "),
    values.transaction ? TRANSACTION_LABELS[values.transaction] : "",
    range(price(values.priceMin), price(values.priceMax), "cena"),
    range(area(values.areaMin), area(values.areaMax), "powierzchnia"),
    values.rooms ? `pokoje: od ${values.rooms}` : "",
    values.seller ? SELLER_LABELS[values.seller] : "",
    values.q ? `„${values.q}”` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Wyniki wyszukiwania"),
  // Endless filter combinations should not fill search engines' indexes.
  { name: "robots", content: "noindex, follow" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { values, chosen, unknown, problems, result } = loaderData;
  // Remount the form on every URL change so that its fields follow Back and Forward.
  const { search } = useLocation();
  return (
    <>
      <PageHero
        title="Wyniki wyszukiwania"
        subtitle={
          describeFilters(values, chosen) ||
          "Wybierz kategorię, miejscowość lub inne kryteria, aby zobaczyć oferty."
        }
      >
        <SearchFiltersPanel key={search} values={values} />
      </PageHero>
      {unknown.length || problems.length ? (
        <div role="status" className="mx-auto mt-6 max-w-7xl px-4 text-sm text-amber-800 sm:px-6">
          {unknown.length ? <p>Pominięto nieznane wartości: {unknown.join(", ")}.</p> : null}
          {problems.map((p) => (
            <p key={p}>Pominięto filtr — {p}</p>
          ))}
        </div>
      ) : null}
      {result ? (
        <ListingResults
          heading={`Znalezione oferty - ${result.totalIsLowerBound ? "ponad " : ""}${formatQuantity(result.total, NOUNS.offer)}`}
          items={result.items}
          featured={result.featured}
          page={result.page}
          pageCount={result.pageCount}
          truncated={result.truncated}
          sort={values.sort}
          keep={FILTER_KEYS}
        />
      ) : (
        <section className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6">
          <h2 className="text-xl font-semibold text-gray-900">Wybierz, czego szukasz</h2>
          <p className="mt-2 text-gray-600">
            Ustaw co najmniej jeden filtr w wyszukiwarce powyżej albo przejdź prosto do kategorii:{" "}
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
