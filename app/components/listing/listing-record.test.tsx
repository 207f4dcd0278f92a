import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ListingRecord } from "./listing-record";

const ID = "3f2a9c1b-5d6e-4f70-8a9b-0c1d2e3f4a5b";

function record(views: number, refreshedAt = "2026-03-05T23:30:00Z") {
  const html = renderToStaticMarkup(
    createElement(ListingRecord, { id: ID, createdAt: "2026-01-31T23:30:00Z", refreshedAt, views }),
  );
  return html.replace(/<[^>]+>/g, " ").replace(/[ \t\n]+/g, " ");
}

describe("ListingRecord", () => {
  it("names the listing's short number and its days in Poland", () => {
    // 23:30 UTC is already the next day in Warsaw.
    expect(record(0)).toContain(
      "Nr ogłoszenia: 3f2a9c1b Dodano: 1 lutego 2026 Odświeżono: 6 marca 2026",
    );
  });

  it("counts views in the right Polish form", () => {
    const nbsp = "\u00a0";
    expect(record(1)).toContain(`1${nbsp}wyświetlenie`);
    for (const n of [2, 4, 22, 103]) expect(record(n)).toContain(`${n}${nbsp}wyświetlenia`);
    for (const n of [0, 5, 12, 14, 25]) expect(record(n)).toContain(`${n}${nbsp}wyświetleń`);
    expect(record(1234)).toContain(`1${nbsp}234${nbsp}wyświetlenia`);
  });
});
