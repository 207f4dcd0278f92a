import type { PropertyType, SellerType, TransactionType } from "./categories";
import type { LocationSlug } from "./locations";
import type { SourceKey } from "./sources";

/**
 * A listing as its card shows it (server/listings/listing-summary.ts selects exactly these
 * columns; the list queries' return types hold them to this).
 */
export type ListingSummary = {
  id: string;
  title: string;
  type: PropertyType;
  transactionType: TransactionType;
  location: LocationSlug | null;
  address: string | null;
  price: number;
  /** The price before the last change when that change lowered it: the card's struck price. */
  priceBeforeDrop: number | null;
  area: number | null;
  rooms: number | null;
  bathrooms: number | null;
  imageUrl: string | null;
  sellerType: SellerType;
  source: SourceKey;
  isPremium: boolean;
  isFeatured: boolean;
  isUrgent: boolean;
  isVerified: boolean;
  createdAt: Date;
  /** The main photo and the gallery's others, as the gallery counts them. */
  photoCount: number;
};
