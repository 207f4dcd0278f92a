import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LatestOffers, StatsStrip } from "./home-sections";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("StatsStrip", () => {
  it("puts each label in the form its figure needs", () => {
    const html = renderToStaticMarkup(
      <StatsStrip activeListings={1} registeredUsers={22} locations={15} serviceCompanies={3} />,
    );
    expect(html).toContain(">aktywna oferta<");
    expect(html).toContain(">zarejestrowanych użytkowników<");
    expect(html).toContain(">obsługiwanych miejscowości<");
    expect(html).toContain(">firmy usługowe<");
  });

  it("reads '22 aktywne oferty' and '1 firma usługowa'", () => {
    const html = renderToStaticMarkup(
      <StatsStrip activeListings={22} registeredUsers={1} locations={2} serviceCompanies={1} />,
    );
    expect(html).toContain(">aktywne oferty<");
    expect(html).toContain(">zarejestrowany użytkownik<");
    expect(html).toContain(">obsługiwane miejscowości<");
    expect(html).toContain(">firma usługowa<");
  });
});

let shownSort: "default" | "price-asc" = "default";
function Latest() {
  return (
    <LatestOffers items={[]} sort={shownSort} sorts={["default", "price-asc", "price-desc"]} />
  );
}
const Stub = createRoutesStub([{ path: "/", Component: Latest }]);

describe("LatestOffers", () => {
  function render(sort: typeof shownSort) {
    shownSort = sort;
    return text(renderToStaticMarkup(<Stub initialEntries={["/"]} />));
  }

  it("says how the default order works, and claims nothing for a price order", () => {
    expect(render("default")).toContain(
      "Najpierw ogłoszenia dodane bezpośrednio w Okolicy, potem pozostałe od najnowszych.",
    );
    expect(render("price-asc")).not.toContain("Okolicy");
    expect(render("price-asc")).not.toContain("zawsze na początku");
  });
});
