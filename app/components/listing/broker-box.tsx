import { Building2, Phone } from "lucide-react";
import { Link } from "react-router";
import { safeImageSrc } from "~/lib/urls";

export type BrokerAgency =
  | { id: string; name: string; logoUrl: string | null; phone: string | null }
  | "missing"
  | "error";

/** The agency behind a broker's listing, or the spec's fallback texts. */
export function BrokerBox({ agency }: { agency: BrokerAgency }) {
  return (
    <section
      aria-labelledby="broker-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="broker-heading" className="font-semibold text-gray-900">
        Pośrednik
      </h2>
      {agency === "missing" ? (
        <p className="mt-2 text-sm text-gray-600">Informacje o pośredniku niedostępne</p>
      ) : agency === "error" ? (
        <p className="mt-2 text-sm text-gray-600">
          Nie udało się pobrać pełnych informacji o pośredniku
        </p>
      ) : (
        <div className="mt-3 flex items-center gap-3">
          {safeImageSrc(agency.logoUrl) ? (
            <img
              src={safeImageSrc(agency.logoUrl) as string}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 rounded-lg object-contain"
            />
          ) : (
            <Building2 aria-hidden="true" className="size-10 text-brand-600" />
          )}
          <div className="min-w-0">
            <Link
              to={`/agencja/${agency.id}`}
              className="font-semibold text-brand-800 hover:underline"
            >
              {agency.name}
            </Link>
            {agency.phone ? (
              <a
                href={`tel:${agency.phone.replace(/\s+/g, "")}`}
                className="mt-1 flex items-center gap-1 text-sm text-gray-700 hover:text-brand-700"
              >
                <Phone aria-hidden="true" className="size-4" />
                {agency.phone}
              </a>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
