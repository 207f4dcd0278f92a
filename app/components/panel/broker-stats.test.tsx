// @vitest-environment happy-dom

import type { BrokerStats } from "@shared/listing-types";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, MemoryRouter, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BrokerStatsTab } from "./broker-stats";

afterEach(cleanup);

const STATS: BrokerStats = {
  listingCount: 3,
  totalViews: 42,
  messagesReceived: 5,
  averageViews: 14,
  interestRatio: 166.7,
  activity: "średnia",
  daily: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-03-${String(i + 1).padStart(2, "0")}`,
    views: i === 29 ? 5 : 0,
  })),
  listings: [
    {
      id: "a",
      title: "Dom Alfa",
      views: 30,
      recentViews: 6,
      isArchived: false,
      createdAt: "2026-03-01T10:00:00.000Z",
    },
  ],
  sort: "views",
  dir: "desc",
};

/** The tab as the panel shows it: the order comes from the URL, as the route's loader reads it. */
function StatsRoute() {
  const [params] = useSearchParams();
  const sort = (params.get("sort") ?? "views") as BrokerStats["sort"];
  const dir = params.get("dir") === "asc" ? "asc" : "desc";
  return <BrokerStatsTab stats={{ ...STATS, sort, dir }} />;
}

function ListingPage() {
  return <h1>Strona ogłoszenia</h1>;
}

const Stub = createRoutesStub([
  { path: "/panel/stats", Component: StatsRoute },
  { path: "/nieruchomosc/:id", Component: ListingPage },
]);

function renderTab() {
  render(<Stub initialEntries={["/panel/stats"]} />);
}

/** The listings' table (the days' table sits in a closed <details>). */
const listingTable = () =>
  screen.getByRole("heading", { name: "Wyświetlenia ogłoszeń" }).closest("section") as HTMLElement;

describe("BrokerStatsTab", () => {
  it("shows the figures", () => {
    renderTab();
    const figures = screen.getByRole("region", { name: "Statystyki" });
    expect(within(figures).getByText("Liczba ogłoszeń").nextElementSibling?.textContent).toBe("3");
    expect(within(figures).getByText("166,7%")).toBeTruthy();
    expect(within(figures).getByText("średnia")).toBeTruthy();
  });

  it("orders the listings by the column clicked: the same column flips its direction", async () => {
    const user = userEvent.setup();
    renderTab();
    const header = (name: RegExp) => within(listingTable()).getByRole("columnheader", { name });
    expect(header(/^Wyświetlenia/).getAttribute("aria-sort")).toBe("descending");

    await user.click(within(header(/^Wyświetlenia/)).getByRole("link"));
    expect(header(/^Wyświetlenia/).getAttribute("aria-sort")).toBe("ascending");

    // Another column starts at its own default: titles A to Z.
    await user.click(within(header(/^Ogłoszenie/)).getByRole("link"));
    expect(header(/^Ogłoszenie/).getAttribute("aria-sort")).toBe("ascending");
    expect(header(/^Wyświetlenia/).getAttribute("aria-sort")).toBeNull();
  });

  it("links each listing to its page", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(within(listingTable()).getByRole("link", { name: "Dom Alfa" }));
    expect(await screen.findByRole("heading", { name: "Strona ogłoszenia" })).toBeTruthy();
  });

  it("says so when there are no listings", () => {
    render(
      <MemoryRouter initialEntries={["/panel/stats"]}>
        <BrokerStatsTab stats={{ ...STATS, listings: [] }} />
      </MemoryRouter>,
    );
    expect(within(listingTable()).getByText("Nie masz jeszcze ogłoszeń.")).toBeTruthy();
    expect(within(listingTable()).queryByRole("table")).toBeNull();
  });

  it("keeps the chart's place in the server's page and gives its days as a table in Polish", () => {
    // The server's markup, as the browser gets it before any JavaScript runs.
    document.body.innerHTML = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/panel/stats"]}>
        <BrokerStatsTab stats={STATS} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Razem: 5")).toBeTruthy();
    // The chart is drawn in the browser only, into a box that already has its height.
    const box = screen.getByText("Razem: 5").nextElementSibling as HTMLElement;
    expect(box.getAttribute("aria-hidden")).toBe("true");
    expect(box.className).toContain("h-48");
    expect(box.childElementCount).toBe(0);
    const days = screen.getByRole("table", { name: "Wyświetlenia dzień po dniu, od najstarszego" });
    const rows = within(days)
      .getAllByRole("rowheader")
      .map((day) => [day.textContent, day.nextElementSibling?.textContent]);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(["1 marca 2026", "0"]);
    expect(rows[29]).toEqual(["30 marca 2026", "5"]);
    document.body.innerHTML = "";
  });
});
