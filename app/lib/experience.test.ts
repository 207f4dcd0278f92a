import { describe, expect, it } from "vitest";
import { formatYears } from "./experience";

describe("formatYears", () => {
  it("says years of experience the Polish way", () => {
    const said = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 112].map(formatYears);
    expect(said).toEqual([
      "1 rok",
      "2 lata",
      "4 lata",
      "5 lat",
      "11 lat",
      "12 lat",
      "14 lat",
      "21 lat",
      "22 lata",
      "25 lat",
      "112 lat",
    ]);
  });
});
