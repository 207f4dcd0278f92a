import { describe, expect, it } from "vitest";
import {
  JSON_IMPORT_EXAMPLE,
  JSON_IMPORT_LIMITS,
  JSON_IMPORT_TEXT,
} from "../../../shared/json-import.ts";
import { normalizeListingParams } from "../normalize-params.ts";
import { parseJsonItems } from "./json-items.ts";

const valid = {
  tytul: "Mieszkanie 2-pokojowe",
  kategoria: "mieszkanie",
  lokalizacja: "Leżajsk, ul. Mickiewicza",
  cena: 320000,
  zrodlo: "Otodom",
  link: "https://www.otodom.pl/pl/oferta/mieszkanie-ID4abcD",
};

function errorsOf(items: unknown): string[] {
  const result = parseJsonItems(JSON.stringify(items));
  if (result.ok) throw new Error("expected errors");
  return result.errors;
}

describe("parseJsonItems", () => {
  it("turns a valid item into a feed item, with the defaults", () => {
    const result = parseJsonItems(JSON.stringify([valid]));
    expect(result).toEqual({
      ok: true,
      items: [
        {
          title: "Mieszkanie 2-pokojowe",
          type: "mieszkanie",
          transactionType: "sprzedaz",
          locationText: "Leżajsk, ul. Mickiewicza",
          price: 320000,
          area: null,
          source: "otodom",
          imageUrl: null,
          externalUrl: "https://www.otodom.pl/pl/oferta/mieszkanie-ID4abcD",
          params: normalizeListingParams([]).params,
        },
      ],
      droppedParams: [],
    });
  });

  it("reads the import tab's example, parameters included", () => {
    const result = parseJsonItems(JSON_IMPORT_EXAMPLE);
    if (!result.ok) throw new Error(result.errors.join("; "));
    expect(result.items[0]?.params).toMatchObject({
      market: "wtorny",
      floor: 2,
      floorsTotal: 4,
      yearBuilt: 1985,
      rentAdditional: 450,
    });
  });

  it("reads the optional parameters and leaves out, by item, those it cannot read", () => {
    const result = parseJsonItems(
      JSON.stringify([
        { ...valid, rynek: "wtórny", pietro: "3/4", czynsz: "450 zł", winda: true },
        { ...valid, link: `${valid.link}2`, pietro: "wysoko", rok_budowy: "1985" },
      ]),
    );
    if (!result.ok) throw new Error(result.errors.join("; "));
    expect(result.items.map((item) => item.params)).toEqual([
      {
        ...normalizeListingParams([]).params,
        market: "wtorny",
        floor: 3,
        floorsTotal: 4,
        rentAdditional: 450,
        elevator: true,
      },
      { ...normalizeListingParams([]).params, yearBuilt: 1985 },
    ]);
    expect(result.droppedParams).toEqual(["Element 2: pietro 'wysoko': nieczytelna wartość"]);
  });

  it("maps komercja to the type lokal and keeps the optional fields", () => {
    const result = parseJsonItems(
      JSON.stringify([
        {
          ...valid,
          kategoria: "komercja",
          metraz: 120.456,
          typ_transakcji: "wynajem",
          zdjecie: "http://example.com/a.jpg",
        },
      ]),
    );
    expect(result.ok && result.items[0]).toMatchObject({
      type: "lokal",
      transactionType: "wynajem",
      area: 120.46,
      imageUrl: "http://example.com/a.jpg",
    });
  });

  it("maps every source to its key whatever the casing", () => {
    const names = {
      OLX: "olx",
      otodom: "otodom",
      MORIZON: "morizon",
      Lento: "lento",
      adresowo: "adresowo",
      GRATKA: "gratka",
      Domiporta: "domiporta",
      kazo: "kazo",
      "Nieruchomosci-online": "nieruchomosci-online",
    };
    const items = Object.keys(names).map((zrodlo) => ({ ...valid, zrodlo }));
    const result = parseJsonItems(JSON.stringify(items));
    expect(result.ok && result.items.map((item) => item.source)).toEqual(Object.values(names));
  });

  it("refuses text that is not JSON, and JSON that is not an array", () => {
    expect(parseJsonItems("{tytul: 1")).toEqual({ ok: false, errors: [JSON_IMPORT_TEXT.notJson] });
    expect(parseJsonItems('{"tytul": "x"}')).toEqual({
      ok: false,
      errors: [JSON_IMPORT_TEXT.notArray],
    });
    expect(parseJsonItems("  ")).toEqual({ ok: false, errors: [JSON_IMPORT_TEXT.empty] });
  });

  it("reads a file saved with a byte order mark", () => {
    expect(parseJsonItems(`\uFEFF${JSON.stringify([valid])}`).ok).toBe(true);
  });

  it("names every error of every item with its number, one message per rule", () => {
    const errors = errorsOf([
      "tekst",
      { ...valid, cena: 0 },
      { ...valid, cena: undefined },
      { ...valid, kategoria: "garaz" },
      { ...valid, typ_transakcji: "zamiana" },
      { ...valid, zrodlo: "xyz" },
      { ...valid, tytul: "  ", lokalizacja: 5, metraz: -3, cena: true },
      { ...valid, zrodlo: undefined, kategoria: undefined, tytul: undefined },
      { ...valid, zdjecie: "javascript:alert(1)", link: "ftp://example.com/x" },
      { ...valid, cena: -10, zrodlo: "wlasne" },
      { ...valid, link: undefined },
      { ...valid, link: " " },
      valid,
    ]);
    expect(errors).toEqual([
      "Element 1: element musi być obiektem",
      "Element 2: pole 'cena' musi być liczbą większą od zera",
      "Element 3: pole 'cena' jest wymagane",
      "Element 4: pole 'kategoria' musi mieć jedną z wartości: mieszkanie, dom, dzialka, komercja",
      "Element 5: pole 'typ_transakcji' musi mieć wartość sprzedaz lub wynajem",
      "Element 6: nieznane źródło 'xyz'",
      "Element 7: pole 'tytul' jest wymagane",
      "Element 7: pole 'lokalizacja' musi być tekstem",
      "Element 7: pole 'cena' musi być liczbą większą od zera",
      "Element 7: pole 'metraz' musi być liczbą nie mniejszą od zera",
      "Element 8: pole 'tytul' jest wymagane",
      "Element 8: pole 'kategoria' jest wymagane",
      "Element 8: pole 'zrodlo' jest wymagane",
      "Element 9: pole 'zdjecie' musi być adresem strony zaczynającym się od http:// lub https://",
      "Element 9: pole 'link' musi być adresem strony zaczynającym się od http:// lub https://",
      "Element 10: pole 'cena' musi być liczbą większą od zera",
      "Element 10: źródło 'wlasne' to ogłoszenia serwisu, nie portalu",
      // Matching by source and link is how a feed updates and archives: no link, no import.
      "Element 11: pole 'link' jest wymagane",
      "Element 12: pole 'link' jest wymagane",
    ]);
  });

  it("reads prices and areas written as Polish text with the shared parser", () => {
    const result = parseJsonItems(
      JSON.stringify([
        { ...valid, cena: "450.000 zł", metraz: "48,5 m²" },
        { ...valid, cena: "1\u00a0250\u00a0000", metraz: "1 250" },
      ]),
    );
    expect(result.ok && result.items.map((i) => [i.price, i.area])).toEqual([
      [450_000, 48.5],
      [1_250_000, 1250],
    ]);
  });

  it("refuses an ambiguous amount or one with grosze instead of guessing or rounding", () => {
    expect(
      errorsOf([
        { ...valid, cena: "450.5" },
        { ...valid, cena: "1,250,000" },
        { ...valid, cena: 450000.5 },
        { ...valid, cena: "450000,50" },
        { ...valid, metraz: "48.5" },
      ]),
    ).toEqual([
      "Element 1: pole 'cena' musi być kwotą w złotych, np. 320000 lub \"320 000\"",
      "Element 2: pole 'cena' musi być kwotą w złotych, np. 320000 lub \"320 000\"",
      "Element 3: pole 'cena' musi być kwotą w pełnych złotych, bez groszy",
      "Element 4: pole 'cena' musi być kwotą w pełnych złotych, bez groszy",
      "Element 5: pole 'metraz' musi być liczbą metrów kwadratowych, np. 48.5 lub \"48,5\"",
    ]);
  });

  it("accepts a category and transaction in any casing, null optional fields, and an empty array", () => {
    const result = parseJsonItems(
      JSON.stringify([
        { ...valid, kategoria: " Dom ", typ_transakcji: "WYNAJEM", metraz: null, zdjecie: "" },
      ]),
    );
    expect(result.ok && result.items[0]).toMatchObject({
      type: "dom",
      transactionType: "wynajem",
      area: null,
      imageUrl: null,
    });
    expect(parseJsonItems("[]")).toEqual({ ok: true, items: [], droppedParams: [] });
  });

  it("bounds the input: its size, its items and the errors listed", () => {
    const huge = `[${" ".repeat(JSON_IMPORT_LIMITS.maxBytes)}]`;
    expect(parseJsonItems(huge)).toEqual({ ok: false, errors: [JSON_IMPORT_TEXT.tooLarge] });
    const many = Array.from({ length: JSON_IMPORT_LIMITS.maxItems + 1 }, () => valid);
    expect(errorsOf(many)).toEqual([JSON_IMPORT_TEXT.tooMany]);
    const broken = Array.from({ length: JSON_IMPORT_LIMITS.maxErrorsShown + 5 }, () => 1);
    const errors = errorsOf(broken);
    expect(errors).toHaveLength(JSON_IMPORT_LIMITS.maxErrorsShown + 1);
    expect(errors.at(-1)).toBe("…oraz 5 kolejnych błędów.");
  });
});
