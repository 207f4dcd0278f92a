import { getAgencyPage } from "@server/agencies/agency-page";
import { formatQuantity, NOUNS } from "@shared/format";
import { reportPath } from "@shared/moderation";
import { LISTING_SORTS, parseListingSort, parsePage } from "@shared/sorting";
import { absoluteUrl } from "@shared/urls";
import { Globe, Mail, MapPin, Phone } from "lucide-react";
import { data } from "react-router";
import { BrokerFacts, VerifiedAgencyBadge } from "~/components/listing/broker-facts";
import { ListingGrid } from "~/components/listing/listing-card";
import { PageHero } from "~/components/listing/page-hero";
import { ErrorPage } from "~/components/ui/error-page";
import { ReportLink } from "~/components/ui/report-link";
import { ResultsSection } from "~/components/ui/results-section";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { baseUrlFromMatches, metaDescription, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/agency";

/** /agencja/{id}: the agency, its brokers and its listings, newest first unless sorted. */

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { config, contentMemo } = getAppContext(context);
  const sortParam = url.searchParams.get("sort");
  const sort = sortParam ? parseListingSort(sortParam) : "date-desc";
  const found = await contentMemo.remember(getAgencyPage, {
    id: params.id,
    sort,
    page: parsePage(url.searchParams.get("page")),
  });
  if (!found) return data({ agency: null, ogImage: null }, { status: 404 });
  const { logoUrl } = found.agency;
  return {
    ...found,
    sort,
    ogImage: logoUrl ? absoluteUrl(config.baseUrl, logoUrl) : null,
    reportHref: reportPath("agency", found.agency.id),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const agency = loaderData?.agency;
  if (!agency) return pageMeta("Nie znaleziono agencji");
  const baseUrl = baseUrlFromMatches(matches);
  return pageMeta(
    `${agency.name} — agencja nieruchomości`,
    metaDescription(agency.description) ??
      `${agency.name}: pośrednicy i aktualne oferty nieruchomości agencji.`,
    loaderData.ogImage ?? undefined,
    { url: baseUrl ? `${baseUrl}/agencja/${agency.id}` : undefined },
  );
};

export default function AgencyPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.agency) {
    return (
      <ErrorPage
        code={404}
        title="Nie znaleziono agencji"
        message="Ta agencja nie istnieje albo nie prowadzi już działalności w serwisie."
      />
    );
  }
  const { agency, brokers, listings, sort, reportHref } = loaderData;
  return (
    <>
      <PageHero eyebrow="Agencja nieruchomości" title={agency.name}>
        <div className="flex flex-wrap items-center gap-3 text-sm text-brand-50">
          {agency.logoUrl ? (
            <img
              src={agency.logoUrl}
              alt={`Logo agencji ${agency.name}`}
              width={80}
              height={80}
              className="size-20 rounded-xl bg-white object-contain p-1"
            />
          ) : null}
          {agency.isVerified ? <VerifiedAgencyBadge /> : null}
          {agency.licenseNumber ? <span>Licencja nr {agency.licenseNumber}</span> : null}
        </div>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* Contact first on phones; on the right on wide screens. */}
        <aside
          aria-labelledby="contact-heading"
          className="h-fit rounded-2xl border border-gray-200 bg-white p-5 shadow-sm lg:col-start-2 lg:row-start-1"
        >
          <h2 id="contact-heading" className="font-semibold text-gray-900">
            Kontakt
          </h2>
          <AgencyContact agency={agency} />
          <ReportLink
            href={reportHref}
            label="Zgłoś profil agencji"
            className="mt-4 inline-block"
          />
        </aside>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-semibold">
              O agencji
            </h2>
            {/* Plain text, escaped by React; line breaks kept with whitespace-pre-line. */}
            <p className="mt-3 leading-relaxed whitespace-pre-line text-gray-700">
              {agency.description || "Agencja nie dodała opisu."}
            </p>
          </section>
          <section aria-labelledby="team-heading">
            <h2 id="team-heading" className="text-xl font-semibold">
              Pośrednicy
            </h2>
            {brokers.length ? (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {brokers.map((broker) => (
                  <li
                    key={broker.id}
                    className="rounded-2xl border border-gray-200 bg-white p-4 text-sm shadow-sm"
                  >
                    <h3 className="text-base font-semibold text-gray-900">{broker.name}</h3>
                    <p className="text-gray-600 first-letter:uppercase">{broker.position}</p>
                    <BrokerFacts
                      experienceYears={broker.experienceYears}
                      specialization={broker.specialization}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-gray-700">Agencja nie przedstawiła jeszcze pośredników.</p>
            )}
          </section>
        </div>
      </div>

      {/* ResultsSection and ListingGrid rather than ListingResults: the agency page then shares
          the chunks the category and search pages already load (each split chunk costs every
          one of them bytes under the 130 KB budget). */}
      <ResultsSection
        heading={`Oferty agencji - ${listings.totalIsLowerBound ? "ponad " : ""}${formatQuantity(listings.total, NOUNS.offer)}`}
        sortOptions={LISTING_SORTS}
        sort={sort}
        page={listings.page}
        pageCount={listings.pageCount}
        grid={listings.items.length ? <ListingGrid listings={listings.items} eager /> : null}
        empty={{
          title: "Brak aktywnych ofert",
          message: "Ta agencja nie ma teraz aktywnych ogłoszeń. Zajrzyj tu później.",
          linkTo: "/",
          linkLabel: "Wróć na stronę główną",
        }}
      />
    </>
  );
}

type ShownAgency = NonNullable<Route.ComponentProps["loaderData"]["agency"]>;

type ContactItem = {
  icon: typeof Phone;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
};

/** Only what the agency filled in; the website is already http(s)-only (agency-page.ts). */
function AgencyContact({ agency }: { agency: ShownAgency }) {
  const candidates: (ContactItem | null)[] = [
    agency.phone
      ? {
          icon: Phone,
          label: "Telefon",
          value: agency.phone,
          href: `tel:${agency.phone.replace(/[^\d+]/g, "")}`,
        }
      : null,
    agency.email
      ? {
          icon: Mail,
          label: "E-mail",
          value: agency.email,
          href: `mailto:${agency.email}`,
        }
      : null,
    agency.website
      ? {
          icon: Globe,
          label: "Strona internetowa",
          value: new URL(agency.website).host,
          href: agency.website,
          external: true,
        }
      : null,
    agency.address ? { icon: MapPin, label: "Adres", value: agency.address } : null,
  ];
  const items = candidates.filter((item) => item !== null);
  if (!items.length) {
    return <p className="mt-2 text-sm text-gray-600">Agencja nie podała danych kontaktowych.</p>;
  }
  return (
    <dl className="mt-3 space-y-3 text-sm">
      {items.map(({ icon: Icon, label, value, href, external }) => (
        // dt and dd sit directly in the div (axe: definition-list); the icon is inside the dt.
        <div key={label} className="relative pl-6">
          <dt className="text-gray-500">
            <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-4 text-brand-600" />
            {label}
          </dt>
          <dd className="font-medium break-words text-gray-900">
            {href ? (
              <a
                href={href}
                className="text-brand-800 hover:underline"
                target={external ? "_blank" : undefined}
                rel={external ? "noopener noreferrer nofollow" : undefined}
              >
                {value}
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
