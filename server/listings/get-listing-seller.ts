import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { agencies, agentAgencies, profiles } from "../db/schema.ts";

export type ListingAgency = {
  id: string;
  name: string;
  logoUrl: string | null;
  phone: string | null;
};

/**
 * What the detail page shows about who sells: the owner's name, and for brokers (seller type
 * posrednik or sprawdzone) the agency they work for or own. `agency` is 'missing' when a broker
 * has none and 'error' when it could not be read, for the spec's two fallback texts.
 */
export type ListingSeller = {
  name: string | null;
  isBroker: boolean;
  agency: ListingAgency | "missing" | "error" | null;
};

const BROKER_SELLER_TYPES = new Set(["posrednik", "sprawdzone"]);

export async function getListingSeller(
  db: Db,
  listing: { userId: string; sellerType: string },
): Promise<ListingSeller> {
  const isBroker = BROKER_SELLER_TYPES.has(listing.sellerType);
  const [profileRows, agency] = await Promise.all([
    db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, listing.userId)),
    isBroker ? findAgency(db, listing.userId) : Promise.resolve(null),
  ]);
  const profile = profileRows[0];
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ").trim();
  return { name: name || null, isBroker, agency };
}

/** The active agency the user works for (an active link) or owns; a read failure is not fatal. */
async function findAgency(db: Db, userId: string): Promise<ListingAgency | "missing" | "error"> {
  try {
    const [row] = await db
      .select({
        id: agencies.id,
        name: agencies.name,
        logoUrl: agencies.logoUrl,
        phone: agencies.phone,
      })
      .from(agencies)
      .leftJoin(
        agentAgencies,
        and(
          eq(agentAgencies.agencyId, agencies.id),
          eq(agentAgencies.agentId, userId),
          eq(agentAgencies.isActive, true),
        ),
      )
      .where(
        and(
          eq(agencies.isActive, true),
          or(eq(agencies.ownerId, userId), sql`${agentAgencies.agentId} is not null`),
        ),
      )
      .limit(1);
    return row ?? "missing";
  } catch {
    return "error";
  }
}
