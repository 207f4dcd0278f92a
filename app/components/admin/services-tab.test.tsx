import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ServicesData } from "~/routes/admin/services";
import { ServicesTab } from "./services-tab";

const DATA: ServicesData = {
  services: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      title: "Instalacje elektryczne",
      category: "elektryczne",
      location: "lezajsk",
      priceFrom: 80,
      views: 5,
      isPremium: true,
      createdAt: new Date("2026-03-05T10:00:00Z"),
      owner: "Pieczonka Elektryka",
      ownerEmail: "biuro@example.com",
    },
    {
      id: "22222222-2222-4222-8222-222222222222",
      title: "Malowanie <wnętrz>",
      category: "malowanie",
      location: "giedlarowa",
      priceFrom: 1200,
      views: 1,
      isPremium: false,
      createdAt: new Date("2026-03-04T10:00:00Z"),
      owner: "Jan Malarz",
      ownerEmail: "jan@example.com",
    },
  ],
  total: 22,
  page: 1,
  pageSize: 20,
  pageCount: 2,
  filters: { q: "inst", category: "elektryczne" },
  companies: [],
};

/** The data the stub's route renders (set by render). */
let shown: ServicesData = DATA;
function Tab() {
  return <ServicesTab data={shown} result={undefined} />;
}
const Stub = createRoutesStub([{ path: "/admin/services", Component: Tab }]);

function render(data: ServicesData) {
  shown = data;
  return renderToStaticMarkup(<Stub initialEntries={["/admin/services?q=inst"]} />);
}

describe("ServicesTab", () => {
  it("shows each service's facts, its premium switch and delete, and the filters", () => {
    const html = render(DATA);
    expect(html).toContain("22 usługi");
    expect(html).toContain('href="/usluga/11111111-1111-4111-8111-111111111111"');
    expect(html).toContain("Premium");
    expect(html).toContain("od\u00a080\u00a0zł/h");
    expect(html).toContain("Usługi elektryczne");
    expect(html).toContain("Leżajsk");
    expect(html).toContain("5 wyświetleń");
    expect(html).toContain("Pieczonka Elektryka");
    expect(html).toContain("Malowanie &lt;wnętrz&gt;");
    expect(html).toContain('aria-label="Usuń premium: Instalacje elektryczne"');
    expect(html).toContain('aria-label="Dodaj premium: Malowanie &lt;wnętrz&gt;"');
    expect(html).toContain('aria-label="Usuń usługę: Instalacje elektryczne"');
    // Without JavaScript the premium form posts back to this tab and page.
    expect(html).toContain('action="/admin/services?q=inst"');
    expect(html).toContain('name="value" value="false"');
    expect(html).toContain("Szukaj");
    expect(html).toContain("Kategoria");
    expect(html).toContain("Filtruj");
    expect(html).toContain('aria-label="Strona 2"');
  });

  it("says when no service matches", () => {
    const html = render({ ...DATA, services: [], total: 0, pageCount: 1 });
    expect(html).toContain("Brak usług pasujących do filtrów.");
  });
});
