import { SERVICE_CATEGORIES } from "@shared/categories";
import { formatQuantity, NOUNS } from "@shared/format";
import { ArrowLeft } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { PageHero } from "../listing/page-hero";
import { ServiceFilters } from "./service-filters";
import { ServiceCategoryLinks, ServiceResults } from "./service-results";
import { ServiceStats } from "./service-stats";

type Props = {
  category: { slug: string; label: string };
  query: Pick<ComponentProps<typeof ServiceFilters>, "location" | "q" | "sort">;
  stats: ComponentProps<typeof ServiceStats>;
  total: number;
} & Pick<ComponentProps<typeof ServiceResults>, "items" | "page" | "pageCount">;

/** /usluga/{slug}: one service category's companies with the category's figures and filters. */
export function ServiceCategoryPage({
  category,
  items,
  total,
  page,
  pageCount,
  query,
  stats,
}: Props) {
  return (
    <>
      <PageHero
        eyebrow={
          <Link to="/uslugi" className="inline-flex items-center gap-1 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Wszystkie usługi
          </Link>
        }
        title={category.label}
        subtitle={`Sprawdzone firmy z Leżajska i okolicy — porównaj ceny, oceny i opinie klientów.`}
      >
        <div className="space-y-4">
          <ServiceStats {...stats} />
          <ServiceFilters
            showCategory={false}
            location={query.location}
            q={query.q}
            sort={query.sort}
          />
          <ServiceCategoryLinks categories={SERVICE_CATEGORIES} current={category.slug} />
        </div>
      </PageHero>
      <ServiceResults
        heading={`${category.label} - ${formatQuantity(total, NOUNS.result)}`}
        items={items}
        page={page}
        pageCount={pageCount}
        sort={query.sort}
        keep={["q", "location"]}
        filtered={Boolean(query.location || query.q)}
      />
    </>
  );
}
