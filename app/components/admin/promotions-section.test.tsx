import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PromotionsData } from "~/routes/admin/promotions";
import { ListingCard, type ListingCardData } from "../listing/listing-card";
import { PromotionsSection } from "./promotions-section";

const DATA: PromotionsData = {
  ok: true,
  kind: "property",
  promotions: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      type: "featured",
      price: 1250,
      isActive: true,
      status: "active",
      startsOn: "2026-03-05",
      endsOn: "2026-03-19",
      targetId: "aaaaaaaa-1111-4111-8111-111111111111",
      title: "Dom <z ogrodem>",
      detail: "Leżajsk",
      plan: "Profesjonalny",
    },
    {
      id: "22222222-2222-4222-8222-222222222222",
      type: "urgent",
      price: 19,
      isActive: false,
      status: "ended",
      startsOn: "2026-01-05",
      endsOn: "2026-01-12",
      targetId: "bbbbbbbb-2222-4222-8222-222222222222",
      title: "Działka zakończona",
      detail: "Giedlarowa",
      plan: null,
    },
    {
      id: "33333333-3333-4333-8333-333333333333",
      type: "premium",
      price: 0,
      isActive: false,
      status: "inactive",
      startsOn: "2026-03-01",
      endsOn: "2026-04-01",
      targetId: "cccccccc-3333-4333-8333-333333333333",
      title: "Mieszkanie wyłączone",
      detail: "Leżajsk",
      plan: null,
    },
  ],
  total: 23,
  page: 1,
  pageCount: 2,
  plans: [],
  today: "2026-03-10",
  q: "",
  targets: null,
};

let shown: PromotionsData = DATA;
function Section() {
  return <PromotionsSection kind="property" data={shown} result={undefined} />;
}
const Stub = createRoutesStub([{ path: "/admin/promotion/listings", Component: Section }]);

function render(data: PromotionsData) {
  shown = data;
  return renderToStaticMarkup(<Stub initialEntries={["/admin/promotion/listings"]} />);
}

describe("PromotionsSection", () => {
  it("shows each promotion's listing, kind, price, dates, status and switch", () => {
    const html = render(DATA);
    expect(html).toContain("Promocje ogłoszeń");
    expect(html).toContain("23 promocje");
    expect(html).toContain("Dom &lt;z ogrodem&gt;");
    expect(html).toContain('href="/nieruchomosc/aaaaaaaa-1111-4111-8111-111111111111"');
    expect(html).toContain("Wyróżnienie");
    expect(html).toContain("1\u00a0250\u00a0zł");
    expect(html).toContain("5 marca 2026 – 19 marca 2026");
    expect(html).toContain("plan Profesjonalny");
    expect(html).toContain("Aktywna");
    expect(html).toContain("Zakończona");
    expect(html).toContain("Nieaktywna");
    expect(html).toContain('aria-label="Wyłącz promocję: Dom &lt;z ogrodem&gt;"');
    expect(html).toContain('aria-label="Włącz promocję: Mieszkanie wyłączone"');
    // An ended promotion that is off cannot come back: no switch.
    expect(html).not.toContain("promocję: Działka zakończona");
    expect(html).toContain("Dodaj promocję");
  });

  it("says when the section's data could not be read", () => {
    const html = render({ ok: false, kind: "property" });
    expect(html).toContain("Błąd podczas ładowania danych promocji.");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("Dodaj promocję");
  });
});

const PROMOTED: ListingCardData = {
  id: "dddddddd-4444-4444-8444-444444444444",
  title: "Lokal",
  type: "lokal",
  transactionType: "sprzedaz",
  location: "lezajsk",
  address: null,
  price: 100_000,
  area: 50,
  rooms: null,
  imageUrl: null,
  sellerType: "klient",
  source: "wlasne",
  isPremium: false,
  isFeatured: true,
  isUrgent: true,
  isVerified: false,
};
function PromotedCard() {
  return <ListingCard listing={PROMOTED} />;
}
const CardStub = createRoutesStub([{ path: "/", Component: PromotedCard }]);

describe("ListingCard promotion badges", () => {
  it("shows 'Wyróżnione' and 'Pilne'", () => {
    const html = renderToStaticMarkup(<CardStub initialEntries={["/"]} />);
    expect(html).toContain("Wyróżnione");
    expect(html).toContain("Pilne");
  });
});
