import { describe, expect, it } from "vitest";
import { formatListingPrice, formatListingPricePerSquareMetre } from "./listing-price";

const NBSP = "\u00a0";

describe("listing prices", () => {
  it("writes a rent per month and a sale as a plain amount", () => {
    expect(formatListingPrice(2550, "wynajem")).toBe(`2${NBSP}550${NBSP}zł/mies.`);
    expect(formatListingPrice(1_250_000, "sprzedaz")).toBe(`1${NBSP}250${NBSP}000${NBSP}zł`);
  });

  it("gives a price per m² for a sale only", () => {
    expect(formatListingPricePerSquareMetre(300_000, 60, "sprzedaz")).toBe(
      `5${NBSP}000${NBSP}zł/m²`,
    );
    expect(formatListingPricePerSquareMetre(2550, 51, "wynajem")).toBeNull();
    expect(formatListingPricePerSquareMetre(300_000, 0, "sprzedaz")).toBeNull();
  });
});
