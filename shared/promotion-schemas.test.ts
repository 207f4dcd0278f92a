import { describe, expect, it } from "vitest";
import { promotionSchema } from "./promotion-schemas";
import { firstErrors } from "./testing/first-errors";

const schema = promotionSchema("2026-03-01");
const valid = {
  kind: "property",
  targetId: "11111111-1111-4111-8111-111111111111",
  type: "premium",
  endsAt: "2026-03-31",
};

describe("promotionSchema price", () => {
  it("takes whole złoty typed the Polish way", () => {
    const price = (value: string) => schema.parse({ ...valid, price: value }).price;
    expect(price("0")).toBe(0);
    expect(price("1 500 zł")).toBe(1500);
    expect(price("1.500")).toBe(1500);
    expect(price("99,00")).toBe(99);
  });

  it("refuses an ambiguous price or grosze with the field's message", () => {
    for (const value of ["", "1.5", "1,500", "99,50", "-1", "1 000 001"]) {
      const parsed = schema.safeParse({ ...valid, price: value });
      expect(parsed.success, value).toBe(false);
      if (!parsed.success) {
        expect(firstErrors(parsed.error).price, value).toBe(
          "Podaj cenę w pełnych złotych (od 0 do 1000000).",
        );
      }
    }
  });
});
