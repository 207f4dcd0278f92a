import type { ServiceSummary } from "@shared/service-types";
import { SERVICE_SORTS } from "@shared/sorting";
import { Link } from "react-router";
import { chipClass } from "../ui/chip";
import { ResultsSection } from "../ui/results-section";
import { ServiceGrid } from "./service-card";

/** How services are ordered, and that featured places are paid (EU Omnibus: ranking transparency). */
const SERVICE_ORDER_NOTE =
  "Na początku listy widzisz firmy wyróżnione za opłatą. Pozostałe układamy według wybranego sortowania; przy „Domyślnie” najpierw firmy z płatnym pakietem Premium, potem najnowsze.";

type Props = {
  heading: string;
  items: ServiceSummary[];
  page: number;
  pageCount: number;
  sort: string;
  /** Filter parameters the sort form keeps. */
  keep?: string[];
  filtered?: boolean;
};

export function ServiceResults({ heading, items, page, pageCount, sort, keep, filtered }: Props) {
  return (
    <ResultsSection
      heading={heading}
      sortOptions={SERVICE_SORTS}
      sort={sort}
      keep={keep ?? ["q", "category", "location"]}
      page={page}
      pageCount={pageCount}
      grid={
        items.length ? (
          <>
            <p className="mb-6 text-sm text-gray-600">{SERVICE_ORDER_NOTE}</p>
            <ServiceGrid services={items} eager />
          </>
        ) : null
      }
      empty={{
        title: "Brak wyników",
        message: filtered
          ? "Żadna firma nie pasuje do wybranych filtrów. Zmień lub wyczyść filtry."
          : "W tej kategorii nie ma jeszcze żadnej firmy. Zajrzyj do innych usług.",
        linkTo: "/uslugi",
        linkLabel: "Wszystkie usługi",
      }}
    />
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
              className={chipClass("on-brand", c.slug === current)}
            >
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
