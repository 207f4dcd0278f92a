// @vitest-environment happy-dom
import { PROPERTY_TYPES } from "@shared/categories";
import type { ListingSummary } from "@shared/listing-types";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ListingCard } from "./listing-card";

afterEach(cleanup);

const LISTING: ListingSummary = {
  id: "dddddddd-4444-4444-8444-444444444444",
  title: "Mieszkanie przy rynku",
  type: "mieszkanie",
  transactionType: "sprzedaz",
  location: "lezajsk",
  address: null,
  price: 350_000,
  priceBeforeDrop: null,
  area: 52,
  rooms: 3,
  bathrooms: null,
  imageUrl: "/uploads/demo/flat-1200w.webp",
  photoCount: 8,
  sellerType: "klient",
  source: "wlasne",
  isPremium: false,
  isFeatured: false,
  isUrgent: false,
  isVerified: false,
  createdAt: new Date("2026-01-05T10:00:00Z"),
};

let shown: ListingSummary = LISTING;
const Stub = createRoutesStub([{ path: "/", Component: () => <ListingCard listing={shown} /> }]);

function renderCard(overrides: Partial<ListingSummary> = {}) {
  shown = { ...LISTING, ...overrides };
  render(<Stub initialEntries={["/"]} />);
  return within(screen.getByRole("article"));
}

/** The card's badges: the rounded labels before the price. */
function badges() {
  return [...document.querySelectorAll("article span.rounded-full")].map((b) => b.textContent);
}

describe("ListingCard", () => {
  it("shows the photo count on the photo, read as a number of photos", () => {
    const card = renderCard({ photoCount: 8 });
    expect(card.getByText("8 zdjęć")).toBeTruthy();
    expect(card.getByRole("img", { name: "Mieszkanie przy rynku" })).toBeTruthy();
  });

  it("strikes the price before a drop through, read as a lowered price", () => {
    const card = renderCard({ price: 320_000, priceBeforeDrop: 350_000 });
    const before = card.getByText("350 000 zł");
    expect(before.tagName).toBe("S");
    expect(before.parentElement?.textContent?.replace(/\s/g, " ")).toBe(
      "Cena obniżona z 350 000 zł",
    );
    expect(card.getByText("320 000 zł")).toBeTruthy();
  });

  it("strikes nothing when the price did not fall", () => {
    const card = renderCard();
    expect(card.queryByText(/Cena obniżona/)).toBeNull();
    expect(document.querySelector("article s")).toBeNull();
  });

  it("shows no count for a listing without photos", () => {
    const card = renderCard({ imageUrl: null, photoCount: 0 });
    expect(card.queryByText(/zdję/)).toBeNull();
  });

  it("stands a placeholder of its type in for a missing photo, named for screen readers", () => {
    const names = PROPERTY_TYPES.map((type) => {
      const card = renderCard({ type, imageUrl: null, photoCount: 0 });
      const placeholder = card.getByRole("img");
      expect(placeholder.tagName).not.toBe("IMG");
      const name = placeholder.getAttribute("aria-label");
      cleanup();
      return name;
    });
    expect(names).toEqual([
      "Mieszkanie: brak zdjęć",
      "Dom: brak zdjęć",
      "Działka: brak zdjęć",
      "Lokal: brak zdjęć",
    ]);
  });

  it("shows at most two badges: the seller and the highest paid label", () => {
    renderCard({ sellerType: "posrednik", isPremium: true, isFeatured: true, isUrgent: true });
    expect(badges()).toEqual(["Pośrednik", "Premium"]);
    cleanup();
    renderCard({ isFeatured: true, isUrgent: true });
    expect(badges()).toEqual(["Właściciel", "Wyróżnione"]);
    cleanup();
    renderCard({ isUrgent: true });
    expect(badges()).toEqual(["Właściciel", "Pilne"]);
    cleanup();
    renderCard();
    expect(badges()).toEqual(["Właściciel"]);
  });

  it("names a checked seller as a seller, and leaves the listing's own check off the card", () => {
    // The list query's rows carry is_verified too (the listing page shows it).
    const card = renderCard({
      sellerType: "sprawdzone",
      isVerified: true,
    } as Partial<ListingSummary>);
    expect(badges()).toEqual(["Sprawdzony sprzedawca"]);
    expect(card.queryByText(/Sprawdzone|Zweryfikowan/)).toBeNull();
  });
});
