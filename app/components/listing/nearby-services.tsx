import type { ServiceSummary } from "@shared/service-types";
import { ServiceGrid } from "../service/service-card";

/**
 * "Fachowcy w okolicy": companies of the listing's place and the neighbouring ones whose trade
 * fits the property (server/services/list-nearby-services.ts). The page leaves it out when
 * none fits.
 */
export function NearbyServices({ services }: { services: ServiceSummary[] }) {
  return (
    <section aria-labelledby="nearby-services-heading" className="mt-12">
      <h2 id="nearby-services-heading" className="text-2xl font-bold tracking-tight">
        Fachowcy w okolicy
      </h2>
      <p className="mt-1 text-gray-600">
        Firmy z tej miejscowości i sąsiednich, które przydadzą się przy tej nieruchomości.
      </p>
      <div className="mt-4">
        <ServiceGrid services={services} />
      </div>
    </section>
  );
}
