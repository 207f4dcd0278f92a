import type { BrokerBoxData } from "@shared/listing-seller";
import { safeImageSrc } from "@shared/urls";
import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../ui/card";
import { BrokerFacts, VerifiedAgencyBadge } from "./broker-facts";

/**
 * The agency and the broker behind a listing (shared/listing-seller.ts decides what is known);
 * the spec's fallback text only when there is nothing else to say.
 */
export function BrokerBox({ broker }: { broker: BrokerBoxData }) {
  const { heading, agency, name, experienceYears, specialization, note } = broker;
  const logo = agency ? safeImageSrc(agency.logoUrl) : null;
  const person = name || experienceYears || specialization.length;
  return (
    <Card as="section" aria-labelledby="broker-heading">
      <h2 id="broker-heading" className="font-semibold text-gray-900">
        {heading}
      </h2>
      {agency ? (
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
      ) : null}
      {note ? <p className="mt-2 text-sm text-gray-600">{note}</p> : null}
      {person ? (
        <div className={agency ? "mt-4 border-t border-gray-100 pt-4 text-sm" : "mt-2 text-sm"}>
          {name ? <p className="font-semibold text-gray-900">{name}</p> : null}
          <BrokerFacts experienceYears={experienceYears} specialization={specialization} />
        </div>
      ) : null}
    </Card>
  );
}
