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
  isVerified: properties.isVerified,
  createdAt: properties.createdAt,
};

export type ListingSummary = {
  id: string;
  title: string;
  type: string;
  transactionType: string;
  location: string | null;
  address: string | null;
  price: number;
  area: number;
  rooms: number | null;
  bathrooms: number | null;
  imageUrl: string | null;
  sellerType: string;
  source: string;
  isPremium: boolean;
  isVerified: boolean;
  createdAt: Date;
};
