// @vitest-environment happy-dom
import type { ListingSort } from "@shared/sorting";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CategoryTiles, LatestOffers } from "./home-sections";

afterEach(cleanup);

function Tiles() {
  return <CategoryTiles counts={{ mieszkanie: 1, dom: 22, dzialka: 5, lokal: 0 }} />;
}
const TilesStub = createRoutesStub([{ path: "/", Component: Tiles }]);

describe("CategoryTiles", () => {
  it("links each category to its page with its count in the right form", () => {
    render(<TilesStub initialEntries={["/"]} />);
    const region = screen.getByRole("region", { name: "Przeglądaj kategorie" });
    const tiles = within(region)
      .getAllByRole("link")
      .map((a) => [a.getAttribute("href"), a.textContent?.replace(/\s/g, " ")]);
    expect(tiles).toEqual([
      ["/mieszkania", "Mieszkania1 oferta"],
      ["/domy", "Domy22 oferty"],
      ["/dzialki", "Działki5 ofert"],
      ["/komercja", "Lokale komercyjne0 ofert"],
    ]);
  });
});

/** The home page's section: the order comes from `?sort=`, as the home loader reads it. */
function Home() {
  const [params] = useSearchParams();
  const sort = (params.get("sort") ?? "default") as ListingSort;
  return <LatestOffers items={[]} sort={sort} sorts={["default", "price-asc", "price-desc"]} />;
}

const Stub = createRoutesStub([{ path: "/", Component: Home }]);

describe("LatestOffers", () => {
  const DEFAULT_ORDER =
    "Najpierw ogłoszenia dodane bezpośrednio w Okolicy (wśród nich najpierw te z płatnym planem z wyróżnieniem w wynikach), potem pozostałe od najnowszych.";

  it("says how the default order works, and claims nothing for a price order", async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={["/"]} />);
    const sorting = screen.getByRole("navigation", { name: "Sortowanie ofert" });
    const current = () => within(sorting).getByRole("link", { current: true }).textContent;
    expect(current()).toBe("Domyślnie");
    expect(screen.getByText(DEFAULT_ORDER)).toBeTruthy();

    await user.click(within(sorting).getByRole("link", { name: "Cena: od najniższej" }));
    expect(current()).toBe("Cena: od najniższej");
    expect(screen.queryByText(/Okolicy/)).toBeNull();

    await user.click(within(sorting).getByRole("link", { name: "Domyślnie" }));
    expect(current()).toBe("Domyślnie");
    expect(screen.getByText(DEFAULT_ORDER)).toBeTruthy();
  });
});
