import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { safeImageSrc } from "~/lib/urls";
import { BrokerFacts, VerifiedAgencyBadge } from "./broker-facts";

export type BrokerBoxData = {
  experienceYears: number | null;
  specialization: string[];
  agency:
    | { id: string; name: string; logoUrl: string | null; isVerified: boolean }
    | "missing"
    | "error";
};

/** The agency behind a broker's listing (or the spec's fallback texts) and the broker. */
export function BrokerBox({ name, broker }: { name: string | null; broker: BrokerBoxData }) {
  const { agency, experienceYears, specialization } = broker;
  const logo = typeof agency === "object" ? safeImageSrc(agency.logoUrl) : null;
  return (
    <section
      aria-labelledby="broker-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="broker-heading" className="font-semibold text-gray-900">
        Pośrednik
      </h2>
      {typeof agency === "object" ? (
        <div className="mt-3 flex items-center gap-3">
          {logo ? (
            // The agency's name follows as a link: the logo adds nothing to read aloud.
            <img
              src={logo}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 rounded-lg object-contain"
            />
          ) : (
            <Building2 aria-hidden="true" className="size-10 text-brand-600" />
          )}
          <div className="min-w-0 space-y-1">
            <Link
              to={`/agencja/${agency.id}`}
              className="block font-semibold text-brand-800 hover:underline"
            >
              {agency.name}
            </Link>
            {agency.isVerified ? <VerifiedAgencyBadge /> : null}
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-600">
          {agency === "error"
            ? "Nie udało się pobrać pełnych informacji o pośredniku"
            : "Informacje o pośredniku niedostępne"}
        </p>
      )}
      {name ? (
        <div className="mt-4 border-t border-gray-100 pt-4 text-sm">
          <p className="font-semibold text-gray-900">{name}</p>
          <BrokerFacts experienceYears={experienceYears} specialization={specialization} />
        </div>
      ) : null}
    </section>
  );
}
