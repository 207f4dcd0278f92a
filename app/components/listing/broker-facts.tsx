import { BadgeCheck } from "lucide-react";
import { formatYears } from "~/lib/experience";
import { Badge } from "../ui/badge";

/** An agency an administrator has checked (broker box and agency page). */
export function VerifiedAgencyBadge() {
  return (
    <Badge tone="green">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Zweryfikowana agencja
    </Badge>
  );
}

/**
 * Years of experience and specialisations under a broker's name (broker box and agency page).
 * Its own module: the agency page imports it statically, the listing page loads broker-box.tsx
 * lazily, and a module imported both ways costs every page a bigger bundler runtime.
 */
export function BrokerFacts({
  experienceYears,
  specialization,
}: {
  experienceYears: number | null;
  specialization: string[];
}) {
  return (
    <>
      {experienceYears ? (
        <p className="text-gray-600">{formatYears(experienceYears)} doświadczenia</p>
      ) : null}
      {specialization.length ? (
        <ul aria-label="Specjalizacje" className="mt-2 flex flex-wrap gap-1">
          {specialization.map((item) => (
            <li key={item}>
              <Badge>{item}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
