import { PROPERTY_CATEGORIES, type PropertyType } from "@shared/categories";
import { formatQuantity, NOUNS } from "@shared/format";
import type { ListingSummary } from "@shared/listing-types";
import type { ServiceSummary } from "@shared/service-types";
import { LISTING_SORTS, type ListingSort } from "@shared/sorting";
import { HeartHandshake, MapPin, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { ListingGrid } from "../listing/listing-card";
import { ServiceGrid } from "../service/service-card";
import { Card } from "../ui/card";
import { chipClass } from "../ui/chip";
import { EmptyState } from "../ui/empty-state";
import { HeroSearch } from "./hero-search";

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
          Leżajsk i 14 okolicznych miejscowości
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Znajdź dom, mieszkanie lub fachowca w swojej okolicy
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">
          Oferty od właścicieli i pośredników oraz z największych portali — w jednym miejscu, blisko
          Ciebie.
        </p>
        <div className="mt-8 max-w-4xl">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}

/** The newest featured listings (paid promotions), above the newest offers; nothing without any. */
export function FeaturedOffers({ items }: { items: ListingSummary[] }) {
  if (!items.length) return null;
  return (
    <section
      aria-labelledby="featured-offers-heading"
      className="mx-auto max-w-7xl px-4 pt-12 sm:px-6"
    >
      <h2 id="featured-offers-heading" className="text-2xl font-bold tracking-tight text-gray-900">
        Wyróżnione oferty
      </h2>
      <p className="mt-1 mb-6 text-gray-600">Ogłoszenia z płatnym wyróżnieniem.</p>
      <ListingGrid listings={items} eager />
    </section>
  );
}

type HomeSort = { key: ListingSort; label: string };

export function LatestOffers({
  items,
  sort,
  sorts,
}: {
  items: ListingSummary[];
  sort: ListingSort;
  sorts: readonly ListingSort[];
}) {
  const options: HomeSort[] = LISTING_SORTS.filter((s) => sorts.includes(s.key));
  return (
    <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="latest-heading" className="text-2xl font-bold tracking-tight text-gray-900">
            Najnowsze oferty
          </h2>
          {sort === "default" ? (
            <p className="mt-1 text-gray-600">
              Najpierw ogłoszenia dodane bezpośrednio w Okolicy (wśród nich najpierw te z płatnym
              planem z wyróżnieniem w wynikach), potem pozostałe od najnowszych.
            </p>
          ) : null}
        </div>
        {/* Links rather than a form: each order is a shareable URL and works without JavaScript. */}
        <nav aria-label="Sortowanie ofert" className="flex flex-wrap gap-2">
          {options.map((o) => (
            <Link
              key={o.key}
              to={o.key === "default" ? "/" : `/?sort=${o.key}`}
              preventScrollReset
              aria-current={o.key === sort ? "true" : undefined}
              className={chipClass("sort", o.key === sort)}
            >
              {o.label}
            </Link>
          ))}
        </nav>
      </div>
      {items.length ? (
        <ListingGrid listings={items} eager />
      ) : (
        <EmptyState
          title="Brak ofert w tej kategorii"
          message="Nie ma jeszcze żadnych aktywnych ogłoszeń. Zajrzyj wkrótce."
          linkTo="/uslugi"
          linkLabel="Zobacz lokalne usługi"
        />
      )}
    </section>
  );
}

export function LatestServices({ services }: { services: ServiceSummary[] }) {
  return (
    <section aria-labelledby="services-heading" className="bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h2 id="services-heading" className="text-2xl font-bold tracking-tight text-gray-900">
              Nowe firmy usługowe
            </h2>
            <p className="mt-1 text-gray-600">Ostatnio dodani fachowcy z okolicy.</p>
          </div>
          <Link to="/uslugi" className="shrink-0 font-semibold text-brand-700 hover:underline">
            Wszystkie usługi →
          </Link>
        </div>
        {services.length ? (
          <ServiceGrid services={services} />
        ) : (
          <p className="text-gray-600">Nie dodano jeszcze żadnych usług.</p>
        )}
      </div>
    </section>
  );
}

/** Each category with its count of public offers, linking to its page (the home loader's figures). */
export function CategoryTiles({ counts }: { counts: Record<PropertyType, number> }) {
  return (
    <section aria-labelledby="categories-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight">
          Przeglądaj kategorie
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {PROPERTY_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link
                to={`/${c.slug}`}
                className="flex h-full flex-col rounded-xl bg-white/10 p-4 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                <span className="text-lg font-semibold">{c.label}</span>
                <span className="text-brand-100">
                  {formatQuantity(counts[c.type], NOUNS.offer)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FeatureStrip() {
  const features = [
    {
      icon: MapPin,
      title: "Lokalnie",
      text: "Tylko Leżajsk i okolice — bez przekopywania się przez oferty z całej Polski.",
    },
    {
      icon: ShieldCheck,
      title: "Sprawdzeni sprzedający",
      text: "Oznaczamy sprawdzonych sprzedawców i zweryfikowane ogłoszenia, a źródło każdej oferty jest jawne.",
    },
    {
      icon: HeartHandshake,
      title: "Bezpośredni kontakt",
      text: "Piszesz prosto do właściciela, pośrednika lub firmy — bez pośredników w rozmowie.",
    },
  ];
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="features-heading" className="text-center text-2xl font-bold tracking-tight">
        Dlaczego Okolica?
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <Card as="li" padding="none" item key={title} className="p-6">
            <span className="grid size-11 place-items-center rounded-lg bg-brand-100 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold text-gray-900">{title}</h3>
            <p className="mt-2 text-sm text-gray-600">{text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
