import { and, desc, isNotNull, or } from "drizzle-orm";
import type { MapListing } from "../../shared/map-area.ts";
import { imageVariantUrl, listingPlaceholderImage, safeImageSrc } from "../../shared/urls.ts";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { type ListListingsInput, listingConditions } from "./list-listings.ts";
import { markerPoint, publicPoint } from "./public-point.ts";

/** The map view shows at most this many listings (the newest); more is no use on one map. */
export const MAP_POINTS_LIMIT = 500;

/**
 * The listings matching the list's filters (the same conditions, in SQL) that have a place on
 * the map, newest first, capped; `capped` says more matched. Exact points leave as their public
 * form only (public-point.ts).
 */
export async function listMapPoints(
  db: Db,
  input: ListListingsInput,
): Promise<{ points: MapListing[]; capped: boolean }> {
  const p = properties;
  const rows = await db
    .select({
      id: p.id,
      title: p.title,
      price: p.price,
      transactionType: p.transactionType,
      type: p.type,
      imageUrl: p.imageUrl,
      location: p.location,
      lat: p.lat,
      lng: p.lng,
      showExactLocation: p.showExactLocation,
    })
    .from(p)
    .where(and(...listingConditions(input), or(isNotNull(p.location), isNotNull(p.lat))))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(MAP_POINTS_LIMIT + 1);
  const points = rows.slice(0, MAP_POINTS_LIMIT).flatMap((row) => {
    const point = publicPoint(row);
    if (!point) return [];
    const src = safeImageSrc(row.imageUrl) ?? listingPlaceholderImage(row.type);
    return [
      {
        id: row.id,
        title: row.title,
        price: row.price,
        transactionType: row.transactionType,
        image: imageVariantUrl(src, 480),
        ...markerPoint(row.id, point),
      },
    ];
  });
  return { points, capped: rows.length > MAP_POINTS_LIMIT };
}
