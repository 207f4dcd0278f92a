// @vitest-environment happy-dom
import type { ListingSort } from "@shared/sorting";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LatestOffers, StatsStrip } from "./home-sections";

afterEach(cleanup);

/** What the strip says, as 'figure label' pairs in their order. */
function strip(props: Parameters<typeof StatsStrip>[0]): string[] {
  render(<StatsStrip {...props} />);
  const region = screen.getByRole("region", { name: "Okolica w liczbach" });
  return within(region)
    .getAllByRole("term")
    .map((label) => `${label.nextElementSibling?.textContent} ${label.textContent}`);
}

describe("StatsStrip", () => {
  it("puts each label in the form its figure needs", () => {
    expect(
      strip({ activeListings: 1, registeredUsers: 22, locations: 15, serviceCompanies: 3 }),
    ).toEqual([
      "1 aktywna oferta",
      "22 zarejestrowanych użytkowników",
      "15 obsługiwanych miejscowości",
      "3 firmy usługowe",
    ]);
  });

  it("reads '22 aktywne oferty' and '1 firma usługowa'", () => {
    expect(
      strip({ activeListings: 22, registeredUsers: 1, locations: 2, serviceCompanies: 1 }),
    ).toEqual([
      "22 aktywne oferty",
      "1 zarejestrowany użytkownik",
      "2 obsługiwane miejscowości",
      "1 firma usługowa",
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
    "Najpierw ogłoszenia dodane bezpośrednio w Okolicy, potem pozostałe od najnowszych.";

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
