import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { PropertyType, TransactionType } from "../../shared/categories.ts";
import type { LocationSlug } from "../../shared/locations.ts";
import { publicListing } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { listingSummaryColumns } from "./listing-summary.ts";

const SIMILAR_LIMIT = 6;
/** Fewer same-location offers than this and other locations fill the list up. */
const SIMILAR_SAME_LOCATION_MIN = 3;

/**
 * Up to 6 public offers of the same type and transaction as the listing (a rental is never
 * similar to a sale), never the listing itself: those in the same location first; when there
 * are fewer than 3 of them, offers from other locations fill in. Two LIMIT 6 queries that read
 * the (type, location, own, newest) and (transaction, type, own, newest) indexes.
 */
export async function listSimilarListings(
  db: Db,
  listing: {
    id: string;
    type: PropertyType;
    transactionType: TransactionType;
    location: LocationSlug | null;
  },
) {
  const order = [desc(properties.isOwn), desc(properties.createdAt), desc(properties.id)];
  const active = and(
    eq(properties.type, listing.type),
    eq(properties.transactionType, listing.transactionType),
    publicListing(),
    ne(properties.id, listing.id),
  );
  const [same, other] = await Promise.all([
    db
      .select(listingSummaryColumns)
      .from(properties)
      .where(and(active, sql`${properties.location} is not distinct from ${listing.location}`))
      .orderBy(...order)
      .limit(SIMILAR_LIMIT),
    db
      .select(listingSummaryColumns)
      .from(properties)
      .where(and(active, sql`${properties.location} is distinct from ${listing.location}`))
      .orderBy(...order)
      .limit(SIMILAR_LIMIT),
  ]);
  if (same.length >= SIMILAR_SAME_LOCATION_MIN) return same;
  return [...same, ...other].slice(0, SIMILAR_LIMIT);
}
