import { type Column, type SQL, sql } from "drizzle-orm";
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

type SelectedValue<C> =
  C extends SQL<infer T>
    ? T
    : C extends Column
      ? C["_"]["notNull"] extends true
        ? C["_"]["data"]
        : C["_"]["data"] | null
      : never;

/** A row of `listingSummaryColumns`: drizzle already returns price and area as numbers. */
export type ListingSummary = {
  [K in keyof typeof listingSummaryColumns]: SelectedValue<(typeof listingSummaryColumns)[K]>;
};

/** The structured parameters' columns, for the edit form and the listing page. */
export const listingParamColumns = Object.fromEntries(
  LISTING_PARAM_KEYS.map((key) => [key, properties[key]]),
) as { [K in ListingParamKey]: (typeof properties)[K] };
