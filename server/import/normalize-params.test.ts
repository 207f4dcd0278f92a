import { describe, expect, it } from "vitest";
import { normalizeListingParams, type SourceParam } from "./normalize-params.ts";

const read = (entries: Record<string, unknown>) =>
  normalizeListingParams(
    Object.entries(entries).map(([name, value]): SourceParam => ({ name, value })),
  );

describe("normalizeListingParams", () => {
  it("reads a flat's parameters as Polish portals write them", () => {
    const { params, dropped } = read({
      Rynek: "wtórny",
      "Rodzaj zabudowy": "blok",
      Piętro: "3/4",
      "Rok budowy": "1985",
      "Stan wykończenia": "do zamieszkania",
      Ogrzewanie: "miejskie",
      Winda: "tak",
      "Informacje dodatkowe": "balkon, piwnica, garaż/miejsce parkingowe",
      "Forma własności": "spółdzielcze własnościowe",
      Czynsz: "450 zł/mies.",
      Umeblowane: "tak",
    });
    expect(dropped).toEqual([]);
    expect(params).toEqual({
      market: "wtorny",
      buildingType: "blok",
      floor: 3,
      floorsTotal: 4,
      yearBuilt: 1985,
      condition: "do-zamieszkania",
      heating: "miejskie",
      elevator: true,
      outdoor: ["balkon"],
      parking: "garaz",
      ownership: "spoldzielcze",
      rentAdditional: 450,
      deposit: null,
      availableFrom: null,
      plotArea: null,
      plotType: null,
      utilities: null,
    });
  });

  it("reads floors: parter, suterena, 'floor_2', '2 z 5'", () => {
    expect(read({ piętro: "parter" }).params.floor).toBe(0);
    expect(read({ Poziom: "Suterena" }).params.floor).toBe(-1);
    expect(read({ floor_no: "floor_2" }).params.floor).toBe(2);
    expect(read({ Piętro: "2 z 5" }).params).toMatchObject({ floor: 2, floorsTotal: 5 });
    expect(read({ Piętro: "parter/2" }).params).toMatchObject({ floor: 0, floorsTotal: 2 });
  });

  it("reads Polish numbers, a rental's terms and a plot", () => {
    expect(
      read({
        kaucja: "3 000 zł",
        czynsz: "1.250",
        dostepne_od: "01.05.2026",
        powierzchnia_dzialki: "1 250,5 m²",
        rodzaj_dzialki: "rolno-budowlana",
        media: "prąd, woda, brak kanalizacji, gaz w drodze",
      }).params,
    ).toMatchObject({
      deposit: 3000,
      rentAdditional: 1250,
      availableFrom: "2026-05-01",
      plotArea: 1250.5,
      plotType: "rolno-budowlana",
      utilities: ["prad", "woda", "gaz"],
    });
    expect(read({ "Powierzchnia działki": "10 arów" }).params.plotArea).toBe(1000);
    expect(read({ "powierzchnia działki": "1,5 ha" }).params.plotArea).toBe(15000);
    expect(read({ czynsz: 350.0, rok_budowy: 2012, winda: false }).params).toMatchObject({
      rentAdditional: 350,
      yearBuilt: 2012,
      elevator: false,
    });
  });

  it("reads a house: detached, semi-detached, heating by fuel, full ownership", () => {
    expect(
      read({
        "Rodzaj zabudowy": "Wolnostojący",
        ogrzewanie: "piec gazowy",
        "forma własności": "pełna własność",
        Rynek: "pierwotny",
        Taras: "tak",
        Balkon: "nie",
        garaż: "tak",
      }).params,
    ).toMatchObject({
      buildingType: "wolnostojacy",
      heating: "gazowe",
      ownership: "pelna-wlasnosc",
      market: "pierwotny",
      outdoor: ["taras"],
      parking: "garaz",
    });
    expect(read({ "typ zabudowy": "bliźniak" }).params.buildingType).toBe("blizniak");
    expect(read({ ogrzewanie: "pompa ciepła" }).params.heating).toBe("pompa-ciepla");
  });

  it("drops junk with a Polish reason and keeps the rest", () => {
    const { params, dropped } = read({
      rynek: "wtórny",
      piętro: "poddasze",
      "rok budowy": "1492",
      czynsz: "450,50 zł",
      dostepne_od: "od zaraz",
      ogrzewanie: "ciepło z serca",
      winda: "może",
    });
    expect(params).toMatchObject({
      market: "wtorny",
      floor: null,
      yearBuilt: null,
      rentAdditional: null,
      availableFrom: null,
      heating: null,
      elevator: null,
    });
    expect(dropped).toEqual([
      "piętro 'poddasze': nieczytelna wartość",
      "ogrzewanie 'ciepło z serca': nieczytelna wartość",
      "winda 'może': nieczytelna wartość",
      expect.stringMatching(/^Rok budowy '1492': Rok budowy: podaj rok od 1800 do \d{4}\.$/),
      "Czynsz '450,50 zł': Czynsz: podaj kwotę w pełnych złotych, np. 450.",
      "Dostępne od 'od zaraz': Dostępne od: wybierz datę z kalendarza.",
    ]);
  });

  it("drops a floor above the building's top, as the form refuses it", () => {
    const { params, dropped } = read({ piętro: "7/4" });
    expect(params).toMatchObject({ floor: null, floorsTotal: 4 });
    expect(dropped).toEqual([
      "Piętro '7/4': Piętro nie może być wyższe niż liczba pięter w budynku.",
    ]);
  });

  it("keeps the first readable value and passes over names that are not parameters", () => {
    const { params, dropped } = read({ Rynek: "wtórny", market: "PRIMARY", tytul: "Dom", cena: 1 });
    expect(params.market).toBe("wtorny");
    expect(dropped).toEqual([]);
  });
});
