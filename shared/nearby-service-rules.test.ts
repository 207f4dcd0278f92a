import { describe, expect, it } from "vitest";
import { SERVICE_CATEGORY_VALUES } from "./categories";
import { neighbours } from "./location-neighbours";
import { LOCATION_SLUGS } from "./locations";
import { fittingServiceCategories, type PropertyContext } from "./nearby-service-rules";

const flat: PropertyContext = {
  type: "mieszkanie",
  transactionType: "sprzedaz",
  yearBuilt: 2015,
  condition: "do-zamieszkania",
  outdoor: ["balkon"],
};

describe("fitting service categories", () => {
  it("an older flat or one to renovate, for sale: renovation and painting first", () => {
    expect(fittingServiceCategories({ ...flat, yearBuilt: 1978 })).toEqual([
      "remonty",
      "malowanie",
      "okna",
      "elektryczne",
      "hydrauliczne",
    ]);
    expect(fittingServiceCategories({ ...flat, condition: "do-remontu" })[0]).toBe("remonty");
  });

  it("any rental: cleaning, never renovation", () => {
    expect(
      fittingServiceCategories({ ...flat, transactionType: "wynajem", yearBuilt: 1970 }),
    ).toEqual(["sprzatanie"]);
  });

  it("a house or a flat with a garden: garden services; a plot: building, power and garden", () => {
    expect(fittingServiceCategories({ ...flat, type: "dom" })).toEqual(["ogrodowe"]);
    expect(fittingServiceCategories({ ...flat, outdoor: ["ogrod"] })).toEqual(["ogrodowe"]);
    expect(
      fittingServiceCategories({
        type: "dzialka",
        transactionType: "sprzedaz",
        yearBuilt: null,
        condition: null,
        outdoor: null,
      }),
    ).toEqual(["remonty", "elektryczne", "ogrodowe"]);
  });

  it("finishing works for bare walls; premises get air conditioning", () => {
    expect(fittingServiceCategories({ ...flat, condition: "stan-deweloperski" })).toEqual([
      "malowanie",
      "remonty",
      "elektryczne",
      "hydrauliczne",
    ]);
    expect(fittingServiceCategories({ ...flat, type: "lokal", outdoor: null })).toEqual([
      "klimatyzacja",
    ]);
  });

  it("nothing for a newer flat ready to live in, and only categories that exist", () => {
    expect(fittingServiceCategories(flat)).toEqual([]);
    const every = fittingServiceCategories({ ...flat, type: "dom", yearBuilt: 1960 });
    for (const category of every) expect(SERVICE_CATEGORY_VALUES).toContain(category);
  });
});

describe("neighbouring places", () => {
  it("every place has some, never itself, and the relation goes both ways", () => {
    for (const slug of LOCATION_SLUGS) {
      const next = neighbours(slug);
      expect(next.length, slug).toBeGreaterThan(0);
      expect(next).not.toContain(slug);
      for (const other of next) expect(neighbours(other), `${other} → ${slug}`).toContain(slug);
    }
    expect(neighbours("wierzawice").sort()).toEqual(["giedlarowa", "lezajsk", "piskorowice"]);
  });
});
