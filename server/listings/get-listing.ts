import { and, eq } from "drizzle-orm";
import { IMPORT_USER_ID } from "../accounts/import-account.ts";
import { publicListing } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { isUuid } from "../kernel/ids.ts";
import { listingParamColumns, listingSummaryColumns } from "./listing-summary.ts";
import { publicPoint } from "./public-point.ts";

/**
 * One active listing for its public page, or null (unknown, archived or malformed id, or a
 * deactivated account's). Such listings are hidden from the public; the owner's panel reads them through its own module. The
 * phone is deliberately not selected: it is only ever handed out by revealPhone, and the exact
 * point leaves this function only as its public form (`mapPoint`).
 */
export async function getListing(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...listingSummaryColumns,
      userId: properties.userId,
      description: properties.description,
      images: properties.images,
      videos: properties.videos,
      externalUrl: properties.externalUrl,
      virtualTourUrl: properties.virtualTourUrl,
      views: properties.views,
      refreshedAt: properties.refreshedAt,
      ...listingParamColumns,
      lat: properties.lat,
      lng: properties.lng,
      showExactLocation: properties.showExactLocation,
      scamSignal: properties.scamSignal,
    })
    .from(properties)
    .where(and(eq(properties.id, id), publicListing()));
  if (!row) return null;
  const { lat, lng, showExactLocation, ...shown } = row;
  return {
    ...shown,
    mapPoint: publicPoint({ location: row.location, lat, lng, showExactLocation }),
    // Listings of the Import account name their source and link to it instead of a contact box.
    isImported: row.userId === IMPORT_USER_ID,
  };
}
