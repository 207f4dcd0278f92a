import { describe, expect, it } from "vitest";
import { listingDetails, listingKeyFacts, listingMarkDetails } from "./listing-details";

const unknown = {
  market: null,
  buildingType: null,
  floor: null,
  floorsTotal: null,
  yearBuilt: null,
  condition: null,
  heating: null,
  elevator: null,
  outdoor: null,
  parking: null,
  ownership: null,
  rentAdditional: null,
  deposit: null,
  availableFrom: null,
  plotArea: null,
  plotType: null,
  utilities: null,
};

const rows = (details: { label: string; value: string }[]) =>
  Object.fromEntries(details.map((d) => [d.label, d.value.replace(/\u00a0/g, " ")]));

describe("listingDetails ('Szczegóły')", () => {
  it("writes a flat for rent's parameters in Polish and leaves unknown ones out", () => {
    const details = rows(
      listingDetails({
        ...unknown,
        type: "mieszkanie",
        transactionType: "wynajem",
        price: 2200,
        area: 48.5,
        rooms: 2,
        bathrooms: null,
        floor: 0,
        floorsTotal: 4,
        elevator: false,
        outdoor: ["balkon", "ogrod"],
        rentAdditional: 450,
        deposit: 4400,
        availableFrom: "2026-12-01",
        // Not a rental's parameter: never shown, even if stored.
        market: "wtorny",
      }),
    );
    expect(details).toEqual({
      "Rodzaj nieruchomości": "Mieszkanie",
      "Rodzaj oferty": "Wynajem",
      Powierzchnia: "48,5 m²",
      "Liczba pokoi": "2",
      Piętro: "Parter",
      "Liczba pięter w budynku": "4",
      Winda: "Nie",
      "Balkon, taras, ogród": "Balkon, Ogród",
      Czynsz: "450 zł/mies.",
      Kaucja: "4 400 zł",
      "Dostępne od": "1 grudnia 2026",
    });
  });

  it("shows a plot's type and utilities, its area once", () => {
    const details = rows(
      listingDetails({
        ...unknown,
        type: "dzialka",
        transactionType: "sprzedaz",
        price: 120000,
        area: 1200,
        rooms: null,
        bathrooms: null,
        plotArea: 1200,
        plotType: "budowlana",
        utilities: ["prad", "woda"],
        ownership: "pelna-wlasnosc",
      }),
    );
    expect(details).toMatchObject({
      Powierzchnia: "1200 m²",
      "Cena za m²": "100 zł/m²",
      "Rodzaj działki": "Budowlana",
      Media: "Prąd, Woda",
      "Forma własności": "Pełna własność",
    });
    expect(details["Powierzchnia działki"]).toBeUndefined();
  });
});

describe("listingKeyFacts (the row under the price)", () => {
  const plain = (facts: string[]) => facts.map((f) => f.replace(/\u00a0/g, " "));

  it("writes a flat's area, rooms and floor, each only when known", () => {
    const flat = { type: "mieszkanie", transactionType: "sprzedaz" } as const;
    expect(plain(listingKeyFacts({ ...flat, area: 54.5, rooms: 3, floor: 2 }))).toEqual([
      "54,5 m²",
      "3 pokoje",
      "piętro 2",
    ]);
    expect(plain(listingKeyFacts({ ...flat, area: 38, rooms: 1, floor: 0 }))).toEqual([
      "38 m²",
      "1 pokój",
      "parter",
    ]);
    expect(plain(listingKeyFacts({ ...flat, area: 120, rooms: 5, floor: -1 }))).toEqual([
      "120 m²",
      "5 pokoi",
      "suterena",
    ]);
    expect(listingKeyFacts({ ...flat, area: null, rooms: null, floor: null })).toEqual([]);
  });

  it("gives a floor only to the types that have one", () => {
    expect(
      plain(
        listingKeyFacts({
          type: "dom",
          transactionType: "sprzedaz",
          area: 140,
          rooms: 5,
          floor: 1,
        }),
      ),
    ).toEqual(["140 m²", "5 pokoi"]);
    expect(
      plain(
        listingKeyFacts({
          type: "lokal",
          transactionType: "wynajem",
          area: 60,
          rooms: null,
          floor: 1,
        }),
      ),
    ).toEqual(["60 m²", "piętro 1"]);
  });
});

describe("listingMarkDetails (the end of 'Szczegóły')", () => {
  const none = { isVerified: false, isPremium: false, isFeatured: false, isUrgent: false };

  it("names the source, and every mark when there are any", () => {
    expect(listingMarkDetails({ ...none, source: "wlasne" })).toEqual([
      { label: "Źródło ogłoszenia", value: "Własne (Okolica)" },
    ]);
    expect(
      listingMarkDetails({
        source: "otodom",
        isVerified: true,
        isPremium: true,
        isFeatured: false,
        isUrgent: true,
      }),
    ).toEqual([
      { label: "Źródło ogłoszenia", value: "Otodom" },
      { label: "Oznaczenia", value: "Zweryfikowane ogłoszenie, Premium, Pilne" },
    ]);
  });
});
