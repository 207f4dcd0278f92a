import { Link } from "react-router";
import { SERVICE_SORTS } from "~/lib/sorting";
import { EmptyState } from "../ui/empty-state";
import { Pagination } from "../ui/pagination";
import { SortSelect } from "../ui/sort-select";
import { type ServiceCardData, ServiceGrid } from "./service-card";

type Props = {
  heading: string;
  items: ServiceCardData[];
  page: number;
  pageCount: number;
  sort: string;
};

export function ServiceResults({ heading, items, page, pageCount, sort }: Props) {
  return (
    <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-gray-900">
          {heading}
        </h2>
        <SortSelect options={SERVICE_SORTS} value={sort} />
      </div>
      {items.length ? (
        <>
          <ServiceGrid services={items} />
          <Pagination page={page} pageCount={pageCount} />
        </>
      ) : (
        <EmptyState
          title="Brak wyników"
          message="W tej kategorii nie ma jeszcze żadnej firmy. Zajrzyj do innych usług."
          linkTo="/uslugi"
          linkLabel="Wszystkie usługi"
        />
      )}
    </section>
  );
}

/** Links to the eight service categories, the current one marked. */
export function ServiceCategoryLinks({
  categories,
  current,
}: {
  categories: readonly { slug: string; label: string }[];
  current?: string;
}) {
  return (
    <nav aria-label="Kategorie usług">
      <ul className="flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/usluga/${c.slug}`}
              aria-current={c.slug === current ? "page" : undefined}
              className={
                c.slug === current
                  ? "inline-block rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-brand-800"
                  : "inline-block rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/25"
              }
            >
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
