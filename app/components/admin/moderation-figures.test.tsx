// @vitest-environment happy-dom

import type { ModerationFigures as Figures } from "@shared/admin-types";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ModerationFiguresSection } from "./moderation-figures";

type Row = Figures["total"];

const split = (fromReports: number, fromSignals: number) => ({
  total: fromReports + fromSignals,
  fromReports,
  fromSignals,
});

function row(overrides: Partial<Row> = {}): Row {
  return {
    reports: 0,
    reportsByReason: { oszustwo: 0, nielegalne: 0, nieaktualne: 0, duplikat: 0, spam: 0, inne: 0 },
    signals: 0,
    decisions: {
      ...split(0, 0),
      byKind: { none: split(0, 0), hide: split(0, 0), remove: split(0, 0), restrict: split(0, 0) },
    },
    medianHoursToDecision: null,
    appeals: { received: 0, decided: 0, reversed: 0 },
    ...overrides,
  };
}

const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const n = 2025 * 12 + 3 + i;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
});

let shown: Figures;
function Section() {
  return <ModerationFiguresSection figures={shown} />;
}
const Stub = createRoutesStub([{ path: "/admin", Component: Section }]);

afterEach(cleanup);

function renderFigures(total: Row) {
  shown = {
    months: MONTHS.map((month) => ({ month, ...row() })),
    total,
  } as Figures;
  render(<Stub initialEntries={["/admin"]} />);
  return within(
    screen.getByRole("region", { name: "Zgłoszenia i decyzje (ostatnie 12 miesięcy)" }),
  );
}

/** The value shown under a figure's label. */
function figure(section: ReturnType<typeof renderFigures>, label: string) {
  const term = section.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

describe("ModerationFiguresSection", () => {
  it("shows the period's totals, the median in Polish and a link to the CSV", () => {
    const section = renderFigures(
      row({
        reports: 1234,
        reportsByReason: {
          oszustwo: 1000,
          nielegalne: 4,
          nieaktualne: 30,
          duplikat: 100,
          spam: 90,
          inne: 10,
        },
        signals: 17,
        decisions: {
          ...split(40, 5),
          byKind: {
            none: split(20, 1),
            hide: split(10, 2),
            remove: split(8, 2),
            restrict: split(2, 0),
          },
        },
        medianHoursToDecision: 18.5,
        appeals: { received: 6, decided: 5, reversed: 2 },
      }),
    );
    expect(section.getByText("kwiecień 2025 – marzec 2026", { exact: false })).toBeTruthy();
    expect(figure(section, "Zgłoszenia użytkowników")).toBe("1\u00a0234");
    expect(figure(section, "Sygnały automatyczne")).toBe("17");
    expect(figure(section, "Decyzje")).toBe("45");
    expect(figure(section, "Mediana czasu do decyzji")).toBe("18,5\u00a0godz.");
    expect(figure(section, "Odwołania")).toBe("6");
    expect(figure(section, "Decyzje zmienione po odwołaniu")).toBe("2");
    const kinds = section.getAllByRole("table")[0];
    const hide = within(kinds).getByRole("row", { name: /ukrycie/ });
    expect(
      within(hide)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["10", "2", "12"]);
    const link = section.getByRole("link", { name: "Pobierz CSV" });
    expect(link.getAttribute("href")).toBe("/admin/przejrzystosc.csv");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("says there were no decisions instead of a median of nothing", () => {
    const section = renderFigures(row());
    expect(figure(section, "Mediana czasu do decyzji")).toBe("—");
    expect(section.getByText("brak decyzji")).toBeTruthy();
    // Month by month, each of the 12 months has its row.
    const months = section.getAllByRole("table")[1];
    expect(within(months).getAllByRole("row")).toHaveLength(13);
    expect(within(months).getByRole("rowheader", { name: "marzec 2026" })).toBeTruthy();
  });
});
