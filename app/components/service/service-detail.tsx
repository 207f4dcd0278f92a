import { serviceCategoryLabel } from "@shared/categories";
import { formatDate, formatServicePrice, pluralize } from "@shared/format";
import { locationLabel } from "@shared/locations";
import { STOCK_SERVICE_IMAGE } from "@shared/urls";
import { ArrowLeft, BadgeCheck, Check, Clock, Eye, MapPin, Star, Tag } from "lucide-react";
import { Link } from "react-router";
import { formatYears } from "~/lib/experience";
import type { FormConstraint } from "~/lib/form-core";
import { useViewCount } from "~/lib/use-view-count";
import { FavouriteButton } from "../favourites/favourite-button";
import { Gallery } from "../listing/gallery";
import { Badge } from "../ui/badge";
import { Card } from "../ui/card";
import { ReportLink } from "../ui/report-link";
import { ServiceContactCard } from "./service-contact-card";
import { type ReviewData, ServiceReviews } from "./service-reviews";

export type ServiceDetailData = {
  id: string;
  title: string;
  description: string;
  category: string;
  categorySlug: string | null;
  location: string;
  priceFrom: number;
  images: string[];
  availability: string | null;
  rating: number | null;
  reviewCount: number;
  isPremium: boolean;
  isVerified: boolean;
  views: number;
  createdAt: Date;
  companyName: string | null;
  companyDescription: string | null;
  experienceYears: number | null;
  serviceAreas: string[];
  specialization: string[];
  warrantyMonths: number | null;
  contactPerson: string | null;
  offered: string[];
  /** Its report page; null for its owner. */
  reportHref: string | null;
};

export type Viewer = { signedIn: boolean; isOwner: boolean } | null;

export function formatRating(rating: number): string {
  return rating.toFixed(1).replace(".", ",");
}

/** 'Gwarancja: 24 miesiące'; 1 miesiąc, 2–4 miesiące, 5+ miesięcy. */
function warrantyLabel(months: number): string {
  return `${months} ${pluralize(months, ["miesiąc", "miesiące", "miesięcy"])}`;
}

export function reviewCountLabel(count: number): string {
  return `${count} ${pluralize(count, ["opinia", "opinie", "opinii"])}`;
}

export function ServiceDetail({
  service,
  reviews,
  viewer,
  constraints,
}: {
  service: ServiceDetailData;
  reviews: ReviewData[];
  viewer: Viewer;
  /** The review and message forms' constraints (the loader's: no zod on this public page). */
  constraints: { review: FormConstraint; message: FormConstraint };
}) {
  const category = serviceCategoryLabel(service.category) ?? service.category;
  const views = useViewCount(`/api/uslugi/${service.id}/wyswietlenie`, service.views);
  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Nawigacja okruszkowa" className="flex flex-wrap gap-4 text-sm">
          <Link
            to="/uslugi"
            className="inline-flex items-center gap-1 font-medium text-gray-600 hover:text-brand-700"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Wróć do usług
          </Link>
          {service.categorySlug ? (
            <Link
              to={`/usluga/${service.categorySlug}`}
              className="font-medium text-gray-600 hover:text-brand-700"
            >
              Kategoria: {category}
            </Link>
          ) : null}
        </nav>
        <FavouriteButton kind="service" id={service.id} title={service.title} />
      </div>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        {/* First in the document so the title (h1) precedes the description; shown on the right on wide screens. */}
        <aside className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <Card className={service.isPremium ? "ring-2 ring-green-500" : undefined}>
            <div className="flex flex-wrap gap-1">
              {service.isPremium ? <Badge tone="brand">Premium</Badge> : null}
              {service.isVerified ? (
                <Badge tone="green">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  Zweryfikowana
                </Badge>
              ) : null}
            </div>
            <h1 className="mt-3 text-2xl font-bold tracking-tight text-gray-900">
              {service.title}
            </h1>
            {service.companyName ? (
              <p className="mt-1 font-medium text-gray-700">{service.companyName}</p>
            ) : null}
            <p className="mt-4 text-3xl font-extrabold text-brand-800">
              {formatServicePrice(service.priceFrom)}
            </p>
            <dl className="mt-5 space-y-3 border-t border-gray-100 pt-4 text-sm">
              <Fact icon={Tag} label="Kategoria" value={category} />
              <Fact
                icon={MapPin}
                label="Lokalizacja"
                value={locationLabel(service.location) ?? service.location}
              />
              {service.availability ? (
                <Fact icon={Clock} label="Dostępność" value={service.availability} />
              ) : null}
              <Fact
                icon={Star}
                label="Ocena"
                testId="service-rating"
                value={
                  service.rating != null && service.reviewCount > 0
                    ? `${formatRating(service.rating)} / 5 (${reviewCountLabel(service.reviewCount)})`
                    : "Brak opinii"
                }
              />
              <Fact icon={Eye} label="Wyświetlenia" value={String(views)} />
            </dl>
            <p className="mt-4 flex flex-wrap justify-between gap-2 text-xs text-gray-500">
              <span>Dodano {formatDate(service.createdAt)}</span>
              <ReportLink href={service.reportHref} label="Zgłoś usługę" />
            </p>
          </Card>
          <ServiceContactCard
            serviceId={service.id}
            messageConstraint={constraints.message}
            serviceTitle={service.title}
            companyName={service.companyName}
            contactPerson={service.contactPerson}
            viewer={viewer}
          />
        </aside>
        {/* The photos come first on phones, above the summary. */}
        <div className="min-w-0 max-lg:order-first lg:col-start-1 lg:row-start-1">
          <Gallery images={service.images} title={service.title} fallback={STOCK_SERVICE_IMAGE} />
        </div>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-semibold">
              O firmie
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-gray-700">
              {service.description || service.companyDescription || "Firma nie dodała opisu."}
            </p>
            {service.experienceYears ? (
              <AboutLine label="Doświadczenie" value={formatYears(service.experienceYears)} />
            ) : null}
            {service.warrantyMonths != null ? (
              <AboutLine label="Gwarancja" value={warrantyLabel(service.warrantyMonths)} />
            ) : null}
            {service.serviceAreas.length ? (
              <AboutLine label="Obszar działania" value={service.serviceAreas.join(", ")} />
            ) : null}
            {service.specialization.length ? (
              <AboutLine label="Specjalizacje" value={service.specialization.join(", ")} />
            ) : null}
          </section>
          {service.offered.length ? (
            <section aria-labelledby="offered-heading">
              <h2 id="offered-heading" className="text-xl font-semibold">
                Oferowane usługi
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {service.offered.map((item) => (
                  <li key={item} className="flex items-start gap-2 text-gray-700">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ServiceReviews
            reviews={reviews}
            viewer={viewer}
            rating={service.rating}
            reviewCount={service.reviewCount}
            constraint={constraints.review}
          />
        </div>
      </div>
    </article>
  );
}

function Fact({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: typeof Tag;
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4 text-brand-600" />
      <dt className="text-gray-500">{label}:</dt>
      <dd className="font-medium text-gray-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One line of the company's profile under its description. */
function AboutLine({ label, value }: { label: string; value: string }) {
  return (
    <p className="mt-3 text-gray-700">
      {label}: <strong>{value}</strong>
    </p>
  );
}
