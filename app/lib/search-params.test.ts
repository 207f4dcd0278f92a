import { describe, expect, it } from "vitest";
import { findPropertyCategory } from "./categories";
import { parseSearchSelection, readList, searchHref } from "./search-params";
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
