import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { BrokerStats } from "../../../server/listings/broker-stats";
import { BrokerStatsTab } from "./broker-stats";

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

const render = (stats: BrokerStats) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={["/panel/stats"]}>
      <BrokerStatsTab stats={stats} />
    </MemoryRouter>,
  );

describe("BrokerStatsTab", () => {
  it("shows the figures and sort links", () => {
    const html = render(STATS);
    expect(html).toContain("Liczba ogłoszeń");
    expect(html).toContain("166,7%");
    expect(html).toContain("średnia");
    expect(html).toContain('aria-sort="descending"');
    // The active column flips its direction; another starts at its default.
    expect(html).toContain('href="/panel/stats?sort=views&amp;dir=asc"');
    expect(html).toContain('href="/panel/stats?sort=title&amp;dir=asc"');
    expect(html).toContain('href="/nieruchomosc/a"');
  });

  it("keeps the chart's place on the server and gives its days as a table in Polish", () => {
    const html = render(STATS);
    expect(html).toContain("Razem: 5");
    // The chart is drawn in the browser only, into a box that already has its height.
    expect(html).toContain('<div aria-hidden="true" class="relative mt-4 h-48"></div>');
    expect(html).not.toContain("<canvas");
    const rows = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td>/g)];
    expect(rows).toHaveLength(30);
    expect(rows[0]?.slice(1)).toEqual(["1 marca 2026", "0"]);
    expect(rows[29]?.slice(1)).toEqual(["30 marca 2026", "5"]);
  });

  it("says so when there are no listings", () => {
    expect(render({ ...STATS, listings: [] })).toContain("Nie masz jeszcze ogłoszeń.");
  });
});
