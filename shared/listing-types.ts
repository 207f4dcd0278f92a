import type { PropertyType, SellerType, TransactionType } from "./categories";
import type { ListingParams } from "./listing-params";
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

/** A broker's activity as the statistics tab names it. */
type BrokerActivity = "wysoka" | "średnia" | "niska";

/** Columns the statistics' listing table can be ordered by (`?sort=`). */
export type StatsSort = "views" | "recent" | "title" | "created";
export type SortDir = "asc" | "desc";

/** The signed-in broker's statistics tab (server/listings/broker-stats.ts). */
export type BrokerStats = {
  listingCount: number;
  totalViews: number;
  messagesReceived: number;
  /** Total views ÷ listings (0 without listings), unrounded. */
  averageViews: number;
  /** Messages ÷ listings × 100, rounded to one decimal (0 without listings). */
  interestRatio: number;
  activity: BrokerActivity;
  /** Every day of the last 30 days, oldest first, zero where nothing was viewed. */
  daily: { day: string; views: number }[];
  listings: {
    id: string;
    title: string;
    views: number;
    recentViews: number;
    isArchived: boolean;
    createdAt: string;
  }[];
  sort: StatsSort;
  dir: SortDir;
};

/** What a listing's panel views (its list row, its edit form) read like its card. */
type ListingBasics =
  | "id"
  | "title"
  | "price"
  | "location"
  | "address"
  | "area"
  | "type"
  | "transactionType"
  | "isPremium";

/** One of the signed-in person's own listings in the panel's list. */
export type OwnListingRow = Pick<
  ListingSummary,
  ListingBasics | "imageUrl" | "isVerified" | "createdAt"
> & {
  views: number;
  isArchived: boolean;
  refreshedAt: Date;
  expired: boolean;
  /** The agent's name on an agency's listing; null on one's own. */
  brokerName: string | null;
};

/** As the panel lists it: days until it expires (0: today), or null once it has. */
export type OwnListing = Omit<OwnListingRow, "refreshedAt"> & { daysLeft: number | null };

/** A listing as its edit form starts (the properties tab's `?edit={id}`). */
export type ListingForEdit = ListingParams &
  Pick<ListingSummary, ListingBasics | "rooms" | "bathrooms" | "source"> & {
    description: string;
    /** As people read it. */
    phone: string | null;
    videos: string[];
    virtualTourUrl: string | null;
    lat: number | null;
    lng: number | null;
    showExactLocation: boolean;
    photos: string[];
    /** The plan's photo limit, or more when the listing already has more. */
    maxPhotos: number;
  };
