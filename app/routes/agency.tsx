import { BadgeCheck, Building2, Globe, Mail, MapPin, Phone } from "lucide-react";
import { data } from "react-router";
import { BrokerFacts } from "~/components/listing/broker-box";
import { ListingResults } from "~/components/listing/listing-results";
import { Badge } from "~/components/ui/badge";
import { ErrorPage } from "~/components/ui/error-page";
import { pluralize } from "~/lib/format";
import { baseUrlFromMatches, metaDescription, pageMeta } from "~/lib/meta";
import { parseListingSort, parsePage } from "~/lib/sorting";
import { absoluteUrl, safeImageSrc } from "~/lib/urls";
import { getAgencyPage } from "../../server/agencies/agency-page";
import { getAppContext } from "../../server/context";
import type { Route } from "./+types/agency";

/** /agencja/{id}: the agency, its brokers and its listings, newest first unless sorted. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const sortParam = url.searchParams.get("sort");
  const sort = sortParam ? parseListingSort(sortParam) : "date-desc";
  const found = await getAgencyPage(db, params.id, {
    sort,
    page: parsePage(url.searchParams.get("page")),
  });
  if (!found) return data({ agency: null, ogImage: null }, { status: 404 });
  const logoUrl = safeImageSrc(found.agency.logoUrl);
  return {
    ...found,
    agency: { ...found.agency, logoUrl },
    sort,
    ogImage: logoUrl ? absoluteUrl(config.baseUrl, logoUrl) : null,
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

const OFFERS = ["oferta", "oferty", "ofert"] as const;

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
  const { agency, brokers, listings, sort } = loaderData;
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:px-6">
          {agency.logoUrl ? (
            <img
              src={agency.logoUrl}
              alt={`Logo agencji ${agency.name}`}
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-xl border border-gray-200 object-contain"
            />
          ) : (
            <Building2 aria-hidden="true" className="size-16 shrink-0 text-brand-600" />
          )}
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-700">Agencja nieruchomości</p>
            <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
              {agency.name}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-600">
              {agency.isVerified ? (
                <Badge tone="green">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  Zweryfikowana agencja
                </Badge>
              ) : null}
              {agency.licenseNumber ? <span>Licencja nr {agency.licenseNumber}</span> : null}
            </div>
          </div>
        </div>
      </header>

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

      {listings.total ? (
        <ListingResults
          heading={`Oferty agencji - ${listings.totalIsLowerBound ? "ponad " : ""}${listings.total} ${pluralize(listings.total, OFFERS)}`}
          items={listings.items}
          page={listings.page}
          pageCount={listings.pageCount}
          truncated={listings.truncated}
          sort={sort}
        />
      ) : (
        <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
          <h2 id="results-heading" className="text-2xl font-bold tracking-tight text-gray-900">
            Oferty agencji
          </h2>
          <p className="mt-3 text-gray-700">Agencja nie ma teraz aktywnych ofert.</p>
        </section>
      )}
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
