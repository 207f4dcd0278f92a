// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListingRecord } from "./listing-record";

afterEach(cleanup);

const ID = "3f2a9c1b-5d6e-4f70-8a9b-0c1d2e3f4a5b";

function renderRecord(views: number, refreshedAt = "2026-03-05T23:30:00Z") {
  return render(
    <ListingRecord
      id={ID}
      createdAt="2026-01-31T23:30:00Z"
      refreshedAt={refreshedAt}
      views={views}
    />,
  );
}

/** The record's terms with their values, as a screen reader reads the list. */
function entries() {
  return screen
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("ListingRecord", () => {
  it("names the listing's short number and its days in Poland", () => {
    renderRecord(0);
    // 23:30 UTC is already the next day in Warsaw.
    expect(entries()).toEqual([
      ["Nr ogłoszenia:", "3f2a9c1b"],
      ["Dodano:", "1 lutego 2026"],
      ["Odświeżono:", "6 marca 2026"],
    ]);
  });

  it("counts views in the right Polish form", () => {
    const nbsp = "\u00a0";
    const views = (n: number) => {
      const { unmount } = renderRecord(n);
      const text = screen.getByText(/wyświetle/).textContent;
      unmount();
      return text;
    };
    expect(views(1)).toBe(`1${nbsp}wyświetlenie`);
    for (const n of [2, 4, 22, 103]) expect(views(n)).toBe(`${n}${nbsp}wyświetlenia`);
    for (const n of [0, 5, 12, 14, 25]) expect(views(n)).toBe(`${n}${nbsp}wyświetleń`);
    expect(views(1234)).toBe(`1${nbsp}234${nbsp}wyświetlenia`);
  });
});
