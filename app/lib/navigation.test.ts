import { describe, expect, it } from "vitest";
import { pageWindow } from "~/components/ui/pagination";
import { buildNavigation } from "./navigation";

describe("buildNavigation", () => {
  it("lists the four categories with all 15 locations and their counts, zero when absent", () => {
    const nav = buildNavigation({
      mieszkanie: { total: 5, byLocation: { lezajsk: 3, jelna: 2 } },
      lokal: { total: 1, byLocation: {} },
    });
    expect(nav.map((c) => c.slug)).toEqual(["mieszkania", "domy", "dzialki", "komercja"]);
    expect(nav.every((c) => c.locations.length === 15)).toBe(true);
    expect(nav[0].locations.find((l) => l.slug === "lezajsk")?.count).toBe(3);
    expect(nav[0].locations.find((l) => l.slug === "zuklin")?.count).toBe(0);
    expect(nav[1].total).toBe(0);
    expect(nav[3]).toMatchObject({ label: "Lokale komercyjne", total: 1 });
  });
});

describe("pageWindow", () => {
  it("shows the first, last and nearby pages with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 3, 4, 5, 6, 7, "gap", 10]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });
});
