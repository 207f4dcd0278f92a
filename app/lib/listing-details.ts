import {
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  TRANSACTION_LABELS,
  type TransactionType,
} from "@shared/categories";
import { formatArea, formatCount, formatDate, formatPrice } from "@shared/format";
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
  UTILITY_LABELS,
} from "@shared/listing-params";
import { formatListingPricePerSquareMetre } from "@shared/listing-price";

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
