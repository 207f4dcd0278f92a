// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type PriceChange, PriceDrop, PriceHistory } from "./price-history";

afterEach(cleanup);

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** The price's two parts as the listing's summary shows them: under the price, and further down. */
function PriceParts({
  changes,
  transactionType,
}: {
  changes: PriceChange[];
  transactionType: string;
}) {
  return (
    <>
      <PriceDrop changes={changes} transactionType={transactionType} />
      <PriceHistory changes={changes} transactionType={transactionType} />
    </>
  );
}

describe("PriceDrop and PriceHistory", () => {
  it("says the price fell, from what and when, and lists every change on request", () => {
    render(
      <PriceParts
        transactionType="sprzedaz"
        changes={[
          { oldPrice: 520_000, newPrice: 480_000, changedAt: day("2026-11-20") },
          { oldPrice: 500_000, newPrice: 520_000, changedAt: day("2026-10-02") },
        ]}
      />,
    );
    const drop = screen.getByText("Cena obniżona").parentElement;
    expect(drop?.textContent?.replace(/\s/g, " ")).toBe(
      "Cena obniżonaz 520 000 zł, 20 listopada 2026",
    );
    expect(drop?.querySelector("s")?.textContent?.replace(/\s/g, " ")).toBe("520 000 zł");
    const rows = screen.getAllByRole("listitem").map((li) => li.textContent?.replace(/\s/g, " "));
    expect(rows).toEqual([
      "20 listopada 2026: 520 000 zł → 480 000 zł",
      "2 października 2026: 500 000 zł → 520 000 zł",
    ]);
    expect(screen.getByText("Historia ceny").closest("details")?.open).toBe(false);
  });

  it("claims no drop when the last change raised the price, and shows rents per month", () => {
    render(
      <PriceParts
        transactionType="wynajem"
        changes={[{ oldPrice: 2_000, newPrice: 2_200, changedAt: day("2026-11-01") }]}
      />,
    );
    expect(screen.queryByText("Cena obniżona")).toBeNull();
    expect(screen.getByRole("listitem").textContent?.replace(/\s/g, " ")).toMatch(
      /^1 listopada 2026: 2 000 zł.* → 2 200 zł/,
    );
  });

  it("shows nothing without a change", () => {
    const { container } = render(<PriceParts transactionType="sprzedaz" changes={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
