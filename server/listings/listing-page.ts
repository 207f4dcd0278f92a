import type { Db } from "../db/client.ts";
import { listNearbyServices } from "../services/list-nearby-services.ts";
import { getListing } from "./get-listing.ts";
import { getListingSeller } from "./get-listing-seller.ts";
import { listSimilarListings } from "./list-similar-listings.ts";
import { listPriceHistory } from "./price-history.ts";

/**
 * What a listing's public page shows that is the same for every visitor: the listing, its
 * seller, its price history, similar offers and services nearby; null when the listing is not public. One function,
 * so that the content memo keeps it as one answer per listing.
 */
export async function getListingPage(db: Db, id: string) {
  const listing = await getListing(db, id);
  if (!listing) return null;
  const [seller, similar, nearby, priceHistory] = await Promise.all([
    getListingSeller(db, listing),
    listSimilarListings(db, listing),
    listNearbyServices(db, listing),
    listPriceHistory(db, listing.id),
  ]);
  return { listing, seller, similar, nearby, priceHistory };
}
