import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { agencies, agentAgencies, profiles } from "../db/schema.ts";

export type ListingAgency = {
  id: string;
  name: string;
  logoUrl: string | null;
  isVerified: boolean;
};

/**
 * The broker's side of a listing. `agency` is 'missing' when the broker works for none and
 * 'error' when the seller could not be read, for the spec's two fallback texts.
 */
export type ListingBroker = {
  experienceYears: number | null;
  specialization: string[];
  agency: ListingAgency | "missing" | "error";
};

/** Who sells: the owner's name, and for brokers (seller type posrednik or sprawdzone) more. */
export type ListingSeller = {
  name: string | null;
  broker: ListingBroker | null;
};

const BROKER_SELLER_TYPES = new Set(["posrednik", "sprawdzone"]);

function fullName(profile: { firstName: string | null; lastName: string | null } | undefined) {
  return [profile?.firstName, profile?.lastName].filter(Boolean).join(" ").trim() || null;
}

export async function getListingSeller(
  db: Db,
  listing: { userId: string; sellerType: string },
): Promise<ListingSeller> {
  if (!BROKER_SELLER_TYPES.has(listing.sellerType)) {
    const [profile] = await db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, listing.userId));
    return { name: fullName(profile), broker: null };
  }
  try {
    return await findBroker(db, listing.userId);
  } catch {
    // The listing is still worth showing without its broker box.
    return {
      name: null,
      broker: { experienceYears: null, specialization: [], agency: "error" },
    };
  }
}

/**
 * The broker's profile with the active agency they work for (an active link) or own, in one
 * query. Agencies are found by primary key or by the owner's unique index.
 */
async function findBroker(db: Db, userId: string): Promise<ListingSeller> {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      experienceYears: profiles.experienceYears,
      specialization: profiles.specialization,
      agencyId: agencies.id,
      agencyName: agencies.name,
      logoUrl: agencies.logoUrl,
      isVerified: agencies.isVerified,
    })
    .from(profiles)
    .leftJoin(
      agentAgencies,
      and(eq(agentAgencies.agentId, profiles.id), eq(agentAgencies.status, "active")),
    )
    .leftJoin(
      agencies,
      and(
        eq(agencies.isActive, true),
        or(eq(agencies.id, agentAgencies.agencyId), eq(agencies.ownerId, profiles.id)),
      ),
    )
    .where(eq(profiles.id, userId))
    .orderBy(sql`${agencies.id} is null`)
    .limit(1);
  const agency: ListingAgency | "missing" =
    row?.agencyId && row.agencyName
      ? {
          id: row.agencyId,
          name: row.agencyName,
          logoUrl: row.logoUrl,
          isVerified: row.isVerified ?? false,
        }
      : "missing";
  return {
    name: fullName(row),
    broker: {
      experienceYears: row?.experienceYears ?? null,
      specialization: row?.specialization ?? [],
      agency,
    },
  };
}
