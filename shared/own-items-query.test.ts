import { describe, expect, it } from "vitest";
import { ownItemsHref, ownItemsPage, parseOwnItemsQuery } from "./own-items-query";

const parse = (search: string) => parseOwnItemsQuery(new URLSearchParams(search));

describe("the panel lists' query", () => {
  it("reads status, text and page, anything unknown being the default", () => {
    expect(parse("")).toEqual({ status: "aktywne", q: undefined, page: 1 });
    expect(parse("status=archiwalne&q=%20%C5%81%C4%85ka%20%20pod%20&page=3")).toEqual({
      status: "archiwalne",
      q: "Łąka pod",
      page: 3,
    });
    expect(parse("status=usuniete&q=%20%20&page=-2")).toEqual({
      status: "aktywne",
      q: undefined,
      page: 1,
    });
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });

  it("writes the URL back without its defaults, extras after", () => {
    const tab = "/panel/properties";
    expect(ownItemsHref(tab, { status: "aktywne", page: 1 })).toBe(tab);
    expect(ownItemsHref(tab, { status: "archiwalne", q: "50% dom", page: 2 }, { edit: "x" })).toBe(
      `${tab}?status=archiwalne&q=50%25+dom&page=2&edit=x`,
    );
    expect(
      parse(ownItemsHref(tab, { status: "archiwalne", q: "Żółw", page: 4 }).split("?")[1] ?? ""),
    ).toEqual({ status: "archiwalne", q: "Żółw", page: 4 });
  });

  it("clamps a page past the last to the last", () => {
    expect(ownItemsPage(0, 5)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(ownItemsPage(65, 2)).toEqual({ page: 2, pageCount: 4, offset: 20 });
    expect(ownItemsPage(65, 9)).toEqual({ page: 4, pageCount: 4, offset: 60 });
  });
});
