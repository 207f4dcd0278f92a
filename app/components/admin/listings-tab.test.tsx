import { parseAdminListingFilters } from "@shared/admin-listings";
import type { PanelActionResult } from "@shared/panel";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminListingRow, ListingsData } from "~/routes/admin/listings";
import { ListingsTab } from "./listings-tab";

const ROWS: AdminListingRow[] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Dom z ogrodem <b>",
    price: 1_250_000,
    transactionType: "sprzedaz",
    type: "dom",
    location: "nowa-sarzyna",
    address: null,
    source: "otodom",
    isVerified: true,
    isPremium: true,
    isArchived: false,
    views: 3,
    createdAt: new Date("2025-03-05T12:00:00Z"),
    ownerName: "Anna Nowak",
    ownerEmail: "anna@example.com",
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    title: "Działka budowlana",
    price: 1_200,
    transactionType: "wynajem",
    type: "dzialka",
    location: null,
    address: "Przemyśl, ul. Długa",
    source: "wlasne",
    isVerified: false,
    isPremium: false,
    isArchived: true,
    views: 0,
    createdAt: new Date("2025-03-04T12:00:00Z"),
    ownerName: "Jan Kowalski",
    ownerEmail: "jan@example.com",
  },
];

let shown: { data: ListingsData; result: PanelActionResult | undefined };
function Tab() {
  return <ListingsTab data={shown.data} result={shown.result} />;
}
const Stub = createRoutesStub([{ path: "/admin/listings", Component: Tab }]);

function render(query: string, rows = ROWS, total = 2, result?: PanelActionResult) {
  const filters = parseAdminListingFilters(new URLSearchParams(query));
  const pageCount = Math.max(1, Math.ceil(total / 20));
  shown = { data: { rows, total, page: filters.page, pageSize: 20, pageCount, filters }, result };
  return renderToStaticMarkup(
    <Stub initialEntries={[query ? `/admin/listings?${query}` : "/admin/listings"]} />,
  );
}

describe("ListingsTab", () => {
  it("shows each listing's facts, badges and the buttons that fit its flags", () => {
    const html = render("");
    expect(html).toContain("Znaleziono 2 ogłoszenia");
    // Escaped, linked to the public page.
    expect(html).toContain('href="/nieruchomosc/11111111-1111-4111-8111-111111111111"');
    expect(html).toContain("Dom z ogrodem &lt;b&gt;");
    expect(html).toContain("1\u00a0250\u00a0000\u00a0zł");
    expect(html).toContain("1\u00a0200\u00a0zł/mies.");
    expect(html).toContain("Nowa Sarzyna");
    expect(html).toContain("Przemyśl, ul. Długa");
    expect(html).toContain("Otodom");
    expect(html).toContain("Anna Nowak");
    expect(html).toContain("anna@example.com");
    expect(html).toContain("5 marca 2025");
    expect(html).toContain("Zweryfikowane");
    expect(html).toContain("Archiwum");
    expect(html).toContain('aria-label="Zaznacz: Działka budowlana"');
    expect(html).toContain('aria-label="Cofnij weryfikację: Dom z ogrodem &lt;b&gt;"');
    expect(html).toContain('aria-label="Usuń premium: Dom z ogrodem &lt;b&gt;"');
    expect(html).toContain('aria-label="Archiwizuj: Dom z ogrodem &lt;b&gt;"');
    expect(html).toContain('aria-label="Zweryfikuj: Działka budowlana"');
    expect(html).toContain('aria-label="Dodaj premium: Działka budowlana"');
    expect(html).toContain('aria-label="Przywróć: Działka budowlana"');
    expect(html).toContain(
      // The edit form goes back to this list, filters and all (powrot).
      'href="/panel/properties?edit=22222222-2222-4222-8222-222222222222&amp;powrot=%2Fadmin%2Flistings"',
    );
    expect(html).toContain('aria-label="Usuń ogłoszenie: Działka budowlana"');
    expect(html).toContain("Zaznacz wszystkie");
    expect(html).toContain("Usuń zaznaczone (0)");
  });

  it("posts each flag as a plain form back to this page's query (no JavaScript needed)", () => {
    const html = render("status=premium");
    expect(html).toContain('action="/admin/listings?status=premium"');
    expect(html).toContain('name="intent" value="listing-verify"');
    expect(html).toContain('name="value" value="false"');
    expect(html).toContain('name="intent" value="listing-archive"');
  });

  it("keeps the filters in the form and offers to clear them", () => {
    const html = render("category=dom&location=lezajsk&status=normal&q=ogród");
    expect(html).toMatch(/<option value="dom" selected="">Dom<\/option>/);
    expect(html).toMatch(/<option value="lezajsk" selected="">Leżajsk<\/option>/);
    expect(html).toMatch(/<option value="normal" selected="">Zwykłe<\/option>/);
    expect(html).toContain('value="ogród"');
    for (const label of ["Kategoria", "Lokalizacja", "Źródło", "Status", "Szukaj", "Filtruj"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('href="/admin/listings"');
    expect(render("")).not.toContain(">Wyczyść<");
  });

  it("says when nothing matches, shows a no-JavaScript answer and the pages", () => {
    expect(render("status=archived", [], 0)).toContain("Brak ogłoszeń pasujących do filtrów.");
    const answer: PanelActionResult = {
      intent: "listing-verify",
      ok: true,
      title: "Sukces",
      message: "Ogłoszenie zostało zweryfikowane.",
    };
    expect(render("", ROWS, 2, answer)).toContain("Ogłoszenie zostało zweryfikowane.");
    const paged = render("source=olx", ROWS, 45);
    expect(paged).toContain('href="/admin/listings?source=olx&amp;page=2"');
  });
});
