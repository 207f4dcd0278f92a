import { formatPrice, formatPricePerSquareMetre } from "./format";

/**
 * A listing's price as every list and page writes it: a rent is per month ('2 550 zł/mies.'),
 * a sale a plain amount ('1 250 000 zł').
 */
export function formatListingPrice(price: number, transactionType: string): string {
  return transactionType === "wynajem" ? `${formatPrice(price)}/mies.` : formatPrice(price);
}

/** Price per m² of a sale; null for a rent (a monthly sum per m² tells a buyer nothing). */
export function formatListingPricePerSquareMetre(
  price: number,
  area: number | null | undefined,
  transactionType: string,
): string | null {
  return transactionType === "wynajem" ? null : formatPricePerSquareMetre(price, area);
}
