import { describe, expect, it } from "vitest";
import { listingSchema } from "./listing-schemas";
import { firstErrors } from "./testing/first-errors";

const valid = {
  title: "Mieszkanie 3 pokoje",
  price: "350 000",
  location: "lezajsk",
  type: "mieszkanie",
  transactionType: "sprzedaz",
  phone: "600 123 456",
};

const parse = (overrides: Record<string, string>) =>
  listingSchema.parse({ ...valid, ...overrides });

function errors(overrides: Record<string, string>) {
  const parsed = listingSchema.safeParse({ ...valid, ...overrides });
  expect(parsed.success, JSON.stringify(overrides)).toBe(false);
  return parsed.success ? {} : firstErrors(parsed.error);
}

describe("listingSchema numbers typed the Polish way", () => {
  it("reads dots and spaces as thousands separators in the price", () => {
    expect(parse({ price: "350.000" }).price).toBe(350_000);
    expect(parse({ price: "1.250.000 zł" }).price).toBe(1_250_000);
    expect(parse({ price: "1\u00a0250\u202f000" }).price).toBe(1_250_000);
    expect(parse({ price: "350000,00" }).price).toBe(350_000);
  });

  it("refuses an ambiguous price or one with grosze instead of scaling or rounding it", () => {
    for (const price of ["350.5", "1,250,000", "1.250,000.5", "350,000", "abc", "0"]) {
      expect(errors({ price }).price, price).toBe("Podaj cenę w złotych, np. 350 000.");
    }
    expect(errors({ price: "350000,50" }).price).toBe(
      "Podaj cenę w pełnych złotych, bez groszy, np. 350 000.",
    );
  });

  it("reads the area with a decimal comma, spaces and 'm²'", () => {
    expect(parse({ area: "120,5" }).area).toBe(120.5);
    expect(parse({ area: "1 250,75 m²" }).area).toBe(1250.75);
    expect(parse({ area: "1.250" }).area).toBe(1250);
    for (const area of ["120.5", "120,555", "1,2,3", "-4"]) {
      expect(errors({ area }).area, area).toBe(
        "Powierzchnia: podaj liczbę od 0 do 1\u00a0000\u00a0000, np. 54,5.",
      );
    }
  });

  it("keeps empty optional numbers unknown (null), not zero", () => {
    const values = parse({ area: "", rooms: " ", bathrooms: "" });
    expect(values.area).toBeNull();
    expect(values.rooms).toBeNull();
    expect(values.bathrooms).toBeNull();
    expect(parse({}).rooms).toBeNull();
    expect(parse({ rooms: "3", bathrooms: "0" })).toMatchObject({ rooms: 3, bathrooms: 0 });
  });

  it("takes rooms and bathrooms as whole numbers", () => {
    expect(errors({ rooms: "2,5" }).rooms).toBe(
      "Liczba pokoi: podaj liczbę całkowitą od 1 do 100.",
    );
    expect(errors({ rooms: "0" }).rooms).toBe("Liczba pokoi: podaj liczbę całkowitą od 1 do 100.");
    expect(errors({ bathrooms: "1e1" }).bathrooms).toBe(
      "Liczba łazienek: podaj liczbę całkowitą od 0 do 100.",
    );
  });
});

describe("listingSchema's structured parameters", () => {
  it("reads a flat's parameters, numbers typed the Polish way", () => {
    expect(
      parse({
        market: "wtorny",
        floor: "0",
        floorsTotal: "4",
        yearBuilt: "1 998",
        rentAdditional: "1 250 zł",
        deposit: "3.000",
        plotArea: "120,5 m²",
        elevator: "nie",
        availableFrom: "2026-12-01",
      }),
    ).toMatchObject({
      market: "wtorny",
      floor: 0,
      floorsTotal: 4,
      yearBuilt: 1998,
      rentAdditional: 1250,
      deposit: 3000,
      plotArea: 120.5,
      elevator: false,
      availableFrom: "2026-12-01",
    });
  });

  it("leaves every parameter unknown (null) when nothing is filled", () => {
    expect(parse({})).toMatchObject({
      market: null,
      floor: null,
      yearBuilt: null,
      elevator: null,
      outdoor: null,
      utilities: null,
    });
  });

  it("takes a set of checkboxes once each and refuses values off the list", () => {
    const parsed = listingSchema.parse({ ...valid, utilities: ["woda", "prad", "woda"] });
    expect(parsed.utilities).toEqual(["prad", "woda"]);
    const bad = listingSchema.safeParse({ ...valid, outdoor: ["basen"] });
    expect(bad.success).toBe(false);
  });

  it("refuses what is out of range, in Polish", () => {
    const next = new Date().getFullYear() + 5;
    expect(errors({ yearBuilt: "1700" })).toEqual({
      yearBuilt: `Rok budowy: podaj rok od 1800 do ${next}.`,
    });
    expect(errors({ yearBuilt: String(next + 1) }).yearBuilt).toMatch(/^Rok budowy/);
    expect(errors({ floor: "-2" }).floor).toMatch(/^Piętro: wybierz suterenę/);
    expect(errors({ market: "używany" })).toEqual({
      market: "Wybierz rynek: pierwotny lub wtórny.",
    });
    expect(errors({ deposit: "3000,50" }).deposit).toMatch(/^Kaucja/);
    expect(errors({ availableFrom: "2026-02-30" })).toEqual({
      availableFrom: "Dostępne od: wybierz datę z kalendarza.",
    });
    expect(errors({ floor: "5", floorsTotal: "4" })).toEqual({
      floor: "Piętro nie może być wyższe niż liczba pięter w budynku.",
    });
  });

  it("accepts the suterena and the parter of a one-storey building", () => {
    expect(parse({ floor: "-1", floorsTotal: "0" })).toMatchObject({ floor: -1, floorsTotal: 0 });
  });
});

describe("listingSchema's exact point", () => {
  it("is optional, and shown exactly only when ticked", () => {
    expect(parse({})).toMatchObject({ lat: null, lng: null, showExactLocation: false });
    expect(parse({ lat: "50.2631712", lng: "22.41884", showExactLocation: "on" })).toMatchObject({
      lat: 50.263171,
      lng: 22.41884,
      showExactLocation: true,
    });
  });

  it("refuses a point outside the Leżajsk area or half a point, in Polish, at the point's field", () => {
    for (const point of [
      { lat: "52.2297", lng: "21.0122" },
      { lat: "50.26", lng: "22.8" },
      { lat: "50.26", lng: "" },
      { lat: "abc", lng: "22.4" },
    ]) {
      const parsed = listingSchema.safeParse({ ...valid, ...point });
      expect(parsed.success, JSON.stringify(point)).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ["lat"],
        message: expect.stringContaining("w powiecie leżajskim"),
      });
    }
  });
});
