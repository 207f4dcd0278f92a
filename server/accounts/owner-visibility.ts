import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { agencies, profiles, properties, services } from "../db/schema.ts";
import { IMPORT_USER_ID } from "./import-account.ts";

/**
 * Deactivated accounts (profiles.is_active false). Their listings, services and agency vanish
 * from every public page, search, count, sitemap and contact while they are inactive and come
 * back on reactivation: nothing about the offers themselves changes, only this set. The system
 * account Import is never in it, whatever its profile says. A handful of rows, read through the
 * partial index profiles_inactive_idx, so a query evaluates it once (a hashed subplan) and keeps
 * its own index order.
 */
const hiddenOwners = sql`select ${profiles.id} from ${profiles}
  where not ${profiles.isActive} and ${profiles.id} <> ${IMPORT_USER_ID}`;

/** The offer of this owner (a user id column) is public: its account is not deactivated. */
export function ownerIsPublic(ownerId: SQLWrapper): SQL {
  return sql`${ownerId} not in (${hiddenOwners})`;
}

/** The opposite, for subtracting hidden offers from counts kept by trigger (property_counts). */
export function ownerIsHidden(ownerId: SQLWrapper): SQL {
  return sql`${ownerId} in (${hiddenOwners})`;
}

/**
 * A listing the public sees: not archived (the literal predicate of the partial indexes) and not
 * of a deactivated account. Every public listing query filters with this.
 */
export function publicListing(): SQL {
  return and(sql`not ${properties.isArchived}`, ownerIsPublic(properties.userId)) as SQL;
}

/**
 * A service the public sees: not hidden by a moderation decision and not of a deactivated account.
 * Every public service query uses it.
 */
export function publicService(): SQL {
  return and(sql`not ${services.isHidden}`, ownerIsPublic(services.userId)) as SQL;
}

/**
 * An agency page the public sees (the page, the sitemap, the seller box's link): switched on,
 * not hidden by a moderation decision, of an account that is not deactivated.
 */
export function publicAgency(): SQL {
  return and(
    eq(agencies.isActive, true),
    sql`not ${agencies.isHidden}`,
    ownerIsPublic(agencies.ownerId),
  ) as SQL;
}

/** Whether someone may be contacted (messages): false while their account is deactivated. */
export async function isPublicOwner(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute<{ hidden: boolean }>(
    sql`select ${ownerIsHidden(sql`${userId}::text`)} as hidden`,
  );
  return !result.rows[0]?.hidden;
}
