import { describe, expect, it } from "vitest";
import { inferPropertyType, inferTransaction, mergeListings, toNumber } from "./values.ts";

describe("toNumber", () => {
  it.each([
    [389000, 389000],
    ["389000", 389000],
    ["389 000 zł", 389000],
    ["389\u00a0000\u00a0zł", 389000],
    ["54,30 m²", 54.3],
    ["54.3", 54.3],
    ["1.250.000", 1250000],
    ["1.250,50 zł", 1250.5],
    ["cena: 2 500 zł/mc", 2500],
  ])("reads %j as %d", (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });

  it.each(["1 250.000 zł", "350 00 zł", "1,250,000", "54,305 m²"])(
    "refuses the ambiguous %j instead of guessing (the listing form's parser)",
    (input) => {
      expect(toNumber(input)).toBeUndefined();
    },
  );

  it("gives undefined for no number", () => {
    expect(toNumber("Zapytaj o cenę")).toBeUndefined();
    expect(toNumber(null)).toBeUndefined();
    expect(toNumber(Number.NaN)).toBeUndefined();
  });
});

describe("inferPropertyType", () => {
  it.each([
    ["Dom na działce 10 arów", "dom"],
    ["Działka z domem do remontu", "dzialka"],
    ["Sprzedam lokal mieszkalny, 2 pokoje", "mieszkanie"],
    ["Lokal usługowy przy Rynku", "lokal"],
    ["Kawalerka w centrum", "mieszkanie"],
    ["/d/oferta/dom-wolnostojacy-giedlarowa-CID3-IDZxYwV.html", "dom"],
  ])("%s → %s", (text, type) => {
    expect(inferPropertyType([text])).toBe(type);
  });

  it("asks the next text when one names no type", () => {
    expect(inferPropertyType(["/pl/oferta/ID4abc", "Garaż", "Mieszkanie 2-pokojowe"])).toBe(
      "mieszkanie",
    );
    expect(inferPropertyType(["Garaż blaszany"])).toBeUndefined();
  });
});

describe("inferTransaction", () => {
  it("lets the earliest word decide", () => {
    expect(inferTransaction(["Mieszkanie do wynajęcia"])).toBe("wynajem");
    expect(inferTransaction(["Sprzedam dom, możliwość wynajmu garażu"])).toBe("sprzedaz");
    expect(inferTransaction(["/nieruchomosci/wynajme-lokal", "Sprzedaż"])).toBe("wynajem");
    expect(inferTransaction(["Dom z ogrodem"])).toBeUndefined();
  });
});

describe("mergeListings", () => {
  it("takes each field from the first listing that has a value", () => {
    expect(
      mergeListings(
        { title: "", price: 100, images: [] },
        { title: "Dom", price: 200, images: ["https://a.pl/1.jpg"], rooms: null },
        { rooms: 3 },
      ),
    ).toEqual({ title: "Dom", price: 100, images: ["https://a.pl/1.jpg"], rooms: 3 });
  });
});
