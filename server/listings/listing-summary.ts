import { LISTING_PARAM_KEYS, type ListingParamKey } from "../../shared/listing-params.ts";
import { properties } from "../db/schema.ts";

/** The columns a listing card needs; the description and gallery stay out of list queries. */
export const listingSummaryColumns = {
  id: properties.id,
  title: properties.title,
  type: properties.type,
  transactionType: properties.transactionType,
  location: properties.location,
  address: properties.address,
  price: properties.price,
  area: properties.area,
  rooms: properties.rooms,
  bathrooms: properties.bathrooms,
  imageUrl: properties.imageUrl,
  sellerType: properties.sellerType,
  source: properties.source,
  isPremium: properties.isPremium,
  isFeatured: properties.isFeatured,
  isUrgent: properties.isUrgent,
  isVerified: properties.isVerified,
  createdAt: properties.createdAt,
};

/** A row of `listingSummaryColumns`: drizzle already returns price and area as numbers. */
export type ListingSummary = {
  [K in keyof typeof listingSummaryColumns]: (typeof listingSummaryColumns)[K]["_"]["notNull"] extends true
    ? (typeof listingSummaryColumns)[K]["_"]["data"]
    : (typeof listingSummaryColumns)[K]["_"]["data"] | null;
};

/** The structured parameters' columns, for the edit form and the listing page. */
export const listingParamColumns = Object.fromEntries(
  LISTING_PARAM_KEYS.map((key) => [key, properties[key]]),
) as { [K in ListingParamKey]: (typeof properties)[K] };
