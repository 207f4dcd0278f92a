import { describe, expect, it } from "vitest";
import { listingDetails } from "./listing-details";

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
