import { sql } from "drizzle-orm";
import { LISTING_PARAM_KEYS, type ListingParamKey } from "../../shared/listing-params.ts";
import { properties } from "../db/schema.ts";

/**
 * The columns of a listing card (shared/listing-types.ts ListingSummary); the description and
 * gallery stay out of list queries.
 */
export const listingSummaryColumns = {
  id: properties.id,
  title: properties.title,
  type: properties.type,
  transactionType: properties.transactionType,
  location: properties.location,
  address: properties.address,
  price: properties.price,
  /** The price before the last change when that change lowered it: the card's struck price. */
  priceBeforeDrop: sql<
    number | null
  >`case when ${properties.previousPrice} > ${properties.price} then ${properties.previousPrice} end`.mapWith(
    Number,
  ),
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
  /**
   * The main photo and the gallery's others, counted as the gallery shows them (storedUrls):
   * part of the list query itself, so a page of cards costs no query per card.
   */
  photoCount:
    sql<number>`cardinality(array_remove(${properties.images}, ${properties.imageUrl})) + (${properties.imageUrl} is not null)::int`.mapWith(
      Number,
    ),
};

/** The structured parameters' columns, for the edit form and the listing page. */
export const listingParamColumns = Object.fromEntries(
  LISTING_PARAM_KEYS.map((key) => [key, properties[key]]),
) as { [K in ListingParamKey]: (typeof properties)[K] };
