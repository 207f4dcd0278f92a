import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { ListingSeller } from "../../shared/listing-seller.ts";
import { IMPORT_USER_ID } from "../accounts/import-account.ts";
import { publicAgency } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { agencies, agentAgencies, profiles, userRoles } from "../db/schema.ts";

export type { ListingSeller } from "../../shared/listing-seller.ts";

function fullName(profile: { firstName: string | null; lastName: string | null } | undefined) {
  return [profile?.firstName, profile?.lastName].filter(Boolean).join(" ").trim() || null;
}

/**
 * Who sells a listing (shared/listing-seller.ts), from the owner's account in one query: the
 * profile, whether the account is a broker's or an agency's, and the active agency the broker
 * works for (an active link) or owns. Agencies are found by primary key or by the owner's unique
 * index. A listing whose badge says 'Pośrednik' counts as a broker's even when the account no
 * longer has the role, so the badge and the box agree.
 */
export async function getListingSeller(
  db: Db,
  listing: { userId: string; sellerType: string },
): Promise<ListingSeller> {
  if (listing.userId === IMPORT_USER_ID) return { kind: "import" };
  let row: Awaited<ReturnType<typeof readSeller>>;
  try {
    row = await readSeller(db, listing.userId);
  } catch {
    // The listing is still worth showing; a broker's box says the details could not be read.
    return listing.sellerType === "posrednik"
      ? { kind: "unavailable" }
      : { kind: "owner", name: null };
  }
  const name = fullName(row);
  const agency =
    row?.agencyId && row.agencyName
      ? {
          id: row.agencyId,
          name: row.agencyName,
          logoUrl: row.logoUrl,
          isVerified: row.isVerified ?? false,
        }
      : null;
  const details = {
    name,
    experienceYears: row?.experienceYears ?? null,
    specialization: row?.specialization ?? [],
  };
  if (agency && row?.ownsAgency) return { kind: "agency", agency, ...details };
  if (agency || row?.isBroker || listing.sellerType === "posrednik") {
    return { kind: "broker", agency, ...details };
  }
  return { kind: "owner", name };
}

async function readSeller(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      experienceYears: profiles.experienceYears,
      specialization: profiles.specialization,
      isBroker: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(
          and(eq(userRoles.userId, profiles.id), inArray(userRoles.role, ["posrednik", "agencja"])),
        )})`,
      agencyId: agencies.id,
      agencyName: agencies.name,
      logoUrl: agencies.logoUrl,
      isVerified: agencies.isVerified,
      ownsAgency: sql<boolean>`${agencies.ownerId} is not distinct from ${profiles.id}`,
    })
    .from(profiles)
    .leftJoin(
      agentAgencies,
      and(eq(agentAgencies.agentId, profiles.id), eq(agentAgencies.status, "active")),
    )
    .leftJoin(
      agencies,
      and(
        publicAgency(),
        or(eq(agencies.id, agentAgencies.agencyId), eq(agencies.ownerId, profiles.id)),
      ),
    )
    .where(eq(profiles.id, userId))
    // An owned agency before one worked for; any agency before none.
    .orderBy(sql`${agencies.id} is null`, sql`${agencies.ownerId} is distinct from ${profiles.id}`)
    .limit(1);
  return row;
}
