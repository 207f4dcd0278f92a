import {
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  TRANSACTION_LABELS,
  type TransactionType,
  VERIFIED_LISTING_LABEL,
} from "@shared/categories";
import { formatArea, formatCount, formatDate, formatPrice, formatQuantity } from "@shared/format";
import {
  BUILDING_TYPE_LABELS,
  CONDITION_LABELS,
  floorLabel,
  HEATING_LABELS,
  LISTING_PARAM_LABELS,
  type ListingParamKey,
  type ListingParams,
  listingParamFields,
  MARKET_LABELS,
  OUTDOOR_LABELS,
  OWNERSHIP_LABELS,
  PARKING_LABELS,
  PLOT_TYPE_LABELS,
  paramApplies,
  UTILITY_LABELS,
} from "@shared/listing-params";
import { formatListingPricePerSquareMetre } from "@shared/listing-price";
import { sourceLabel } from "@shared/sources";

/** One row of "Szczegóły": a parameter's Polish name and its value as written. */
export type ListingDetail = { label: string; value: string };

type DetailedListing = {
  type: PropertyType;
  transactionType: TransactionType;
  price: number;
  area: number | null;
  rooms: number | null;
  bathrooms: number | null;
} & ListingParams;

const CHOICE_LABELS: Partial<Record<ListingParamKey, Record<string, string>>> = {
  market: MARKET_LABELS,
  buildingType: BUILDING_TYPE_LABELS,
  condition: CONDITION_LABELS,
  heating: HEATING_LABELS,
  outdoor: OUTDOOR_LABELS,
  parking: PARKING_LABELS,
  ownership: OWNERSHIP_LABELS,
  plotType: PLOT_TYPE_LABELS,
  utilities: UTILITY_LABELS,
};

function paramValue(key: ListingParamKey, listing: DetailedListing): string | null {
  const value = listing[key];
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const labels = CHOICE_LABELS[key] ?? {};
    return value.map((v) => labels[v] ?? v).join(", ");
  }
  switch (key) {
    case "floor":
      return floorLabel(value as number);
    case "floorsTotal":
    case "yearBuilt":
      return String(value);
    case "elevator":
      return value ? "Tak" : "Nie";
    case "rentAdditional":
      return `${formatPrice(value as number)}/mies.`;
    case "deposit":
      return formatPrice(value as number);
    case "plotArea":
      return formatArea(value as number);
    case "availableFrom":
      return formatDate(value as string);
    default:
      return CHOICE_LABELS[key]?.[value as string] ?? String(value);
  }
}

/**
 * Every known fact of a listing for its "Szczegóły" table, in a fixed order: the type, the offer,
 * area, rooms, bathrooms, price per m², then the parameters of its type and transaction
 * (shared/listing-params.ts). Unknown ones are left out. Built in the loader, so the labels
 * never reach the page's JavaScript.
 */
export function listingDetails(listing: DetailedListing): ListingDetail[] {
  const perMetre = formatListingPricePerSquareMetre(
    listing.price,
    listing.area,
    listing.transactionType,
  );
  const rows: (ListingDetail | null)[] = [
    { label: "Rodzaj nieruchomości", value: PROPERTY_TYPE_LABELS[listing.type] },
    { label: "Rodzaj oferty", value: TRANSACTION_LABELS[listing.transactionType] },
    listing.area ? { label: "Powierzchnia", value: formatArea(listing.area) } : null,
    listing.rooms != null ? { label: "Liczba pokoi", value: formatCount(listing.rooms) } : null,
    listing.bathrooms != null
      ? { label: "Liczba łazienek", value: formatCount(listing.bathrooms) }
      : null,
    perMetre ? { label: "Cena za m²", value: perMetre } : null,
    ...listingParamFields(listing.type, listing.transactionType).map((key) => {
      const value = paramValue(key, listing);
      return value === null ? null : { label: LISTING_PARAM_LABELS[key], value };
    }),
  ];
  return rows.filter((row): row is ListingDetail => row !== null);
}

/**
 * The one row of key facts under a listing's price: its area, rooms and floor ('54 m²',
 * '3 pokoje', 'piętro 2'), each only when known and, for the floor, only for the types that have
 * one (shared/listing-params.ts). Built in the loader, like "Szczegóły".
 */
export function listingKeyFacts(
  listing: Pick<DetailedListing, "type" | "transactionType" | "area" | "rooms" | "floor">,
): string[] {
  const { floor } = listing;
  const facts = [
    listing.area ? formatArea(listing.area) : null,
    listing.rooms ? formatQuantity(listing.rooms, ["pokój", "pokoje", "pokoi"]) : null,
    floor != null && paramApplies("floor", listing.type, listing.transactionType)
      ? floor > 0
        ? `piętro ${floor}`
        : floorLabel(floor).toLowerCase()
      : null,
  ];
  return facts.filter((fact): fact is string => fact !== null);
}

/**
 * The end of "Szczegóły": where the listing comes from and every mark it has. The summary beside
 * the photos shows two badges only (who sells and one mark); the others are read here.
 */
export function listingMarkDetails(listing: {
  source: string;
  isVerified: boolean;
  isPremium: boolean;
  isFeatured: boolean;
  isUrgent: boolean;
}): ListingDetail[] {
  const marks = [
    listing.isVerified && VERIFIED_LISTING_LABEL,
    listing.isPremium && "Premium",
    listing.isFeatured && "Wyróżnione",
    listing.isUrgent && "Pilne",
  ].filter(Boolean);
  return [
    { label: "Źródło ogłoszenia", value: sourceLabel(listing.source) },
    ...(marks.length ? [{ label: "Oznaczenia", value: marks.join(", ") }] : []),
  ];
}
