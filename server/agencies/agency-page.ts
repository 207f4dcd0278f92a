import { and, asc, eq } from "drizzle-orm";
import { formatPhone } from "../../shared/phone.ts";
import type { ListingSort } from "../../shared/sorting.ts";
import { safeHttpUrl, safeImageSrc } from "../../shared/urls.ts";
import { publicAgency } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { agencies, agentAgencies, profiles } from "../db/schema.ts";
import { isUuid } from "../kernel/ids.ts";
import { listListings } from "../listings/list-listings.ts";

export type AgencyBroker = {
  id: string;
  name: string;
  position: string;
  experienceYears: number | null;
  specialization: string[];
};

/**
 * The public page of an agency: its profile, its active brokers, and the active listings of the
 * owner and those brokers, paginated like search. Null for a malformed or unknown id, for a
 * deactivated agency and for one whose owner's account is deactivated. The website is kept only when it is http(s), the logo only when it is an
 * image address the pages may show (safeImageSrc).
 */
export async function getAgencyPage(
  db: Db,
  { id, ...options }: { id: string; page?: number; sort?: ListingSort },
) {
  if (!isUuid(id)) return null;
  const [[row], brokers] = await Promise.all([
    db
      .select({
        id: agencies.id,
        ownerId: agencies.ownerId,
        name: agencies.name,
        logoUrl: agencies.logoUrl,
        description: agencies.description,
        email: agencies.email,
        phone: agencies.phone,
        website: agencies.website,
        address: agencies.address,
        licenseNumber: agencies.licenseNumber,
        isVerified: agencies.isVerified,
      })
      .from(agencies)
      .where(and(eq(agencies.id, id), publicAgency())),
    listActiveBrokers(db, id),
  ]);
  if (!row) return null;
  const { ownerId, website, ...shown } = row;
  const agency = {
    ...shown,
    // Formatted here: the page's JavaScript has no phone metadata (shared/phone.ts).
    phone: shown.phone ? formatPhone(shown.phone) : null,
    logoUrl: safeImageSrc(shown.logoUrl),
    website: safeHttpUrl(website),
  };
  const listings = await listListings(db, {
    ownerIds: [ownerId, ...brokers.map((b) => b.id)],
    sort: options.sort ?? "date-desc",
    page: options.page,
  });
  return { agency, brokers, listings };
}

/** Brokers with an active link to the agency and an account that is not deactivated. */
async function listActiveBrokers(db: Db, agencyId: string): Promise<AgencyBroker[]> {
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      position: agentAgencies.position,
      experienceYears: profiles.experienceYears,
      specialization: profiles.specialization,
    })
    .from(agentAgencies)
    .innerJoin(profiles, eq(profiles.id, agentAgencies.agentId))
    .where(
      and(
        eq(agentAgencies.agencyId, agencyId),
        eq(agentAgencies.status, "active"),
        eq(profiles.isActive, true),
      ),
    )
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id));
  return rows.map(({ firstName, lastName, ...broker }) => ({
    ...broker,
    name: [firstName, lastName].filter(Boolean).join(" ").trim() || "Pośrednik",
  }));
}
