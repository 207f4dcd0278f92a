import { describe, expect, it } from "vitest";
import { findPropertyCategory } from "./categories";
import { filterChips } from "./search-chips";
import { resultViews } from "./search-href";
import { parseSearchParams, parseSearchSelection, readList, searchHref } from "./search-params";
import { describeSearch } from "./search-summary";
import { parseListingSort, parsePage } from "./sorting";

describe("category resolution", () => {
  it("accepts paths, aliases and singular types", () => {
    expect(findPropertyCategory("mieszkania")?.type).toBe("mieszkanie");
    expect(findPropertyCategory("mieszkanie")?.slug).toBe("mieszkania");
    expect(findPropertyCategory("lokale")?.slug).toBe("komercja");
    expect(findPropertyCategory("komercyjne")?.slug).toBe("komercja");
    expect(findPropertyCategory("lokal")?.slug).toBe("komercja");
    expect(findPropertyCategory(" Domy ")?.type).toBe("dom");
    expect(findPropertyCategory("zamki")).toBeUndefined();
  });
});

describe("search parameters", () => {
  it("reads comma lists and repeated parameters alike", () => {
    expect(readList(new URLSearchParams("categories=a,b&categories=c"), "categories")).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("resolves categories and locations, dropping duplicates and keeping unknown values", () => {
    const selection = parseSearchSelection(
      new URLSearchParams("categories=lokale,komercja,dom&locations=lezajsk,krakow,LEZAJSK"),
    );
    expect(selection.categories.map((c) => c.slug)).toEqual(["komercja", "domy"]);
    expect(selection.locations).toEqual(["lezajsk"]);
    expect(selection.unknown).toEqual(["krakow"]);
  });

  it("builds the canonical search URL", () => {
    expect(searchHref(["domy", "dzialki"], ["jelna"])).toBe(
      "/search?categories=domy,dzialki&locations=jelna",
    );
  });

  it("falls back to safe defaults for sort and page", () => {
    expect(parseListingSort("price-asc")).toBe("price-asc");
    expect(parseListingSort("drop table")).toBe("default");
    expect(parsePage("3")).toBe(3);
    expect(parsePage("-1")).toBe(1);
    expect(parsePage("abc")).toBe(1);
  });
});

describe("parseSearchParams", () => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

  it("reads every filter", () => {
    const { filters, problems } = parse(
      "categories=domy&locations=jelna&transaction=wynajem&priceMin=1%20000&priceMax=5000&areaMin=40,5&areaMax=90&rooms=3&seller=posrednik&q=%20%C5%BC%C3%B3%C5%82%20%20w%20&sort=price-asc&page=2",
    );
    expect(problems).toEqual([]);
    expect(filters).toMatchObject({
      locations: ["jelna"],
      transaction: "wynajem",
      priceMin: 1000,
      priceMax: 5000,
      areaMin: 40.5,
      areaMax: 90,
      rooms: 3,
      seller: "posrednik",
      q: "żół w",
      sort: "price-asc",
      page: 2,
    });
    expect(filters.categories.map((c) => c.type)).toEqual(["dom"]);
  });

  it("keeps the map view and reads any other view as the list", () => {
    expect(parse("categories=domy&widok=mapa").filters.widok).toBe("mapa");
    const other = parse("widok=satelita");
    expect(other.filters.widok).toBeUndefined();
    expect(other.problems).toEqual([]);
  });

  it("treats empty form fields as no filter", () => {
    const { filters, problems } = parse(
      "transaction=&priceMin=&priceMax=&areaMin=&areaMax=&rooms=&seller=&q=",
    );
    expect(problems).toEqual([]);
    expect(filters).toEqual(parse("").filters);
  });

  it("drops invalid values with a Polish message and keeps the rest", () => {
    const { filters, problems } = parse(
      "transaction=kupno&priceMin=-5&priceMax=abc&rooms=2.5&seller=x&q=ab&areaMin=30&sort=x&page=0",
    );
    expect(filters).toMatchObject({ areaMin: 30, sort: "default", page: 1 });
    for (const key of ["transaction", "priceMin", "priceMax", "rooms", "seller", "q"] as const) {
      expect(filters[key]).toBeUndefined();
    }
    expect(problems).toHaveLength(6);
    expect(problems.join(" ")).toContain("co najmniej 3 znaki");
  });

  it("reads prices and areas typed the Polish way", () => {
    const { filters, problems } = parse(
      "priceMin=300.000&priceMax=1.250.000%20z%C5%82&areaMin=120,5&areaMax=1%C2%A0250%E2%80%AF000",
    );
    expect(problems).toEqual([]);
    expect(filters).toMatchObject({
      priceMin: 300_000,
      priceMax: 1_250_000,
      areaMin: 120.5,
      areaMax: 1_250_000,
    });
  });

  it("drops an ambiguous amount with the filter message instead of misreading it", () => {
    for (const value of ["300.5", "1,250,000", "1.250,000.5", "300,000"]) {
      const { filters, problems } = parse(`priceMin=${encodeURIComponent(value)}&areaMax=80`);
      expect(filters.priceMin, value).toBeUndefined();
      expect(filters.areaMax).toBe(80);
      expect(problems, value).toEqual(["Cena od: podaj liczbę."]);
    }
    expect(parse("areaMin=54.5").problems).toEqual(["Powierzchnia od: podaj liczbę."]);
  });

  it("swaps a reversed range", () => {
    const { filters, problems } = parse("priceMin=500000&priceMax=100000");
    expect([filters.priceMin, filters.priceMax]).toEqual([100000, 500000]);
    expect(problems).toHaveLength(1);
  });

  it("writes canonical URLs without empty values or the default sort", () => {
    expect(searchHref(["mieszkania"], [], { priceMax: 400000, q: "", sort: "default" })).toBe(
      "/search?categories=mieszkania&priceMax=400000",
    );
  });
});

describe("resultViews", () => {
  it("switches between the list and the map keeping the filters, on the category's own URL", () => {
    const query = { locations: ["lezajsk"], rooms: 2, sort: "price-asc", page: 3 };
    expect(resultViews(query, "mieszkania")).toEqual([
      { label: "Lista", href: "/mieszkania/lezajsk?rooms=2&sort=price-asc", current: "page" },
      { label: "Mapa", href: "/mieszkania/lezajsk?rooms=2&sort=price-asc&widok=mapa" },
    ]);
    expect(resultViews({ ...query, widok: "mapa" })).toEqual([
      { label: "Lista", href: "/search?locations=lezajsk&rooms=2&sort=price-asc" },
      {
        label: "Mapa",
        href: "/search?locations=lezajsk&rooms=2&sort=price-asc&widok=mapa",
        current: "page",
      },
    ]);
  });

  it("reads the balcony checkbox into its chip and the search's summary", () => {
    const { filters, problems } = parseSearchParams(
      new URLSearchParams("locations=lezajsk&balcony=1"),
    );
    expect(problems).toEqual([]);
    expect(filters.balcony).toBe(true);
    expect(describeSearch(filters)).toBe("Leżajsk · z balkonem");
    const chips = filterChips({ locations: ["lezajsk"], balcony: filters.balcony });
    expect(chips.map((chip) => [chip.label, chip.href])).toEqual([
      ["Leżajsk", "/search?balcony=1"],
      ["Z balkonem", "/search?locations=lezajsk"],
    ]);
    const bad = parseSearchParams(new URLSearchParams("balcony=tak&rooms=2"));
    expect(bad.filters).toMatchObject({ balcony: undefined, rooms: 2 });
    expect(bad.problems).toEqual(["Z balkonem: zaznacz pole lub usuń je z adresu."]);
  });

  it("keeps the map view when a filter chip is removed", () => {
    const chips = filterChips({ locations: ["lezajsk"], rooms: 2, widok: "mapa" }, "mieszkania");
    expect(chips.map((chip) => chip.href)).toEqual([
      "/mieszkania?rooms=2&widok=mapa",
      "/mieszkania/lezajsk?widok=mapa",
    ]);
  });
});
