// @vitest-environment happy-dom
import { parseAdminListingFilters } from "@shared/admin-listings";
import type { AdminListingRow, ListingsData } from "@shared/admin-types";
import { LISTING_TEXT } from "@shared/listing-schemas";
import { MODERATION_TEXT } from "@shared/moderation";
import type { PanelActionResult } from "@shared/panel";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
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

afterEach(cleanup);

/** The fields a flag posted. */
type Posted = { form: FormData };

function renderTab(
  query: string,
  {
    rows = ROWS,
    total = 2,
    totalIsLowerBound = false,
    result,
  }: {
    rows?: AdminListingRow[];
    total?: number;
    totalIsLowerBound?: boolean;
    result?: PanelActionResult;
  } = {},
  posted: Posted[] = [],
) {
  const filters = parseAdminListingFilters(new URLSearchParams(query));
  const pageCount = Math.max(1, Math.ceil(total / 20));
  shown = {
    data: { rows, total, totalIsLowerBound, page: filters.page, pageSize: 20, pageCount, filters },
    result,
  };
  const action = async ({ request }: { request: Request }) => {
    posted.push({ form: await request.formData() });
    return { intent: "listing-verify", ok: true, title: "Sukces", message: "Zapisano." };
  };
  const Stub = createRoutesStub([{ path: "/admin/listings", Component: Tab, action }]);
  render(<Stub initialEntries={[query ? `/admin/listings?${query}` : "/admin/listings"]} />);
}

const button = (name: string) => screen.getByRole("button", { name });
const rowOf = (title: string) =>
  within(screen.getByRole("link", { name: title }).closest("li") as HTMLElement);

describe("ListingsTab", () => {
  it("shows each listing's facts, badges and the buttons that fit its flags", () => {
    renderTab("");
    expect(screen.getByText("Znaleziono 2 ogłoszenia")).toBeTruthy();
    // The title as text (never markup), linked to the public page.
    const link = screen.getByRole("link", { name: "Dom z ogrodem <b>" });
    expect(link.getAttribute("href")).toBe("/nieruchomosc/11111111-1111-4111-8111-111111111111");
    const house = rowOf("Dom z ogrodem <b>");
    expect(house.getByText(/^1\s250\s000\szł$/)).toBeTruthy();
    expect(house.getByText("Zweryfikowane ogłoszenie")).toBeTruthy();
    for (const text of [
      "Nowa Sarzyna",
      "Otodom",
      "Anna Nowak",
      "anna@example.com",
      "5 marca 2025",
    ]) {
      expect(house.getByText(text, { exact: false })).toBeTruthy();
    }
    const plot = rowOf("Działka budowlana");
    expect(plot.getByText(/^1\s200\szł\/mies\.$/)).toBeTruthy();
    expect(plot.getByText("Przemyśl, ul. Długa", { exact: false })).toBeTruthy();
    expect(plot.getByText("Archiwum")).toBeTruthy();
    for (const name of [
      "Cofnij weryfikację: Dom z ogrodem <b>",
      "Usuń premium: Dom z ogrodem <b>",
      "Archiwizuj: Dom z ogrodem <b>",
      "Zweryfikuj: Działka budowlana",
      "Dodaj premium: Działka budowlana",
      "Przywróć: Działka budowlana",
      "Usuń ogłoszenie: Działka budowlana",
    ]) {
      expect(button(name)).toBeTruthy();
    }
    expect(screen.getByRole("checkbox", { name: "Zaznacz: Działka budowlana" })).toBeTruthy();
    // The edit form goes back to this list, filters and all (powrot).
    expect(
      screen
        .getByRole("link", { name: "Edytuj ogłoszenie: Działka budowlana" })
        .getAttribute("href"),
    ).toBe(
      "/panel/properties?edit=22222222-2222-4222-8222-222222222222&powrot=%2Fadmin%2Flistings",
    );
  });

  it("selects every listing of the page for the bulk delete", async () => {
    const user = userEvent.setup();
    renderTab("");
    expect((button("Usuń zaznaczone (0)") as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Zaznacz wszystkie" }));
    expect((button("Usuń zaznaczone (2)") as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: "Zaznacz: Działka budowlana" }));
    expect(button("Usuń zaznaczone (1)")).toBeTruthy();
  });

  it("says before a delete that it is housekeeping, and that a breach goes to moderation", async () => {
    const user = userEvent.setup();
    renderTab("");
    await user.click(button("Usuń ogłoszenie: Działka budowlana"));
    const dialog = await screen.findByRole("dialog", { name: LISTING_TEXT.deleteConfirmTitle });
    expect(dialog.textContent).toContain("Działka budowlana");
    expect(dialog.textContent).toContain(MODERATION_TEXT.housekeepingContent);
  });

  it("posts a flag with its intent and new value; without JavaScript back to this page's query", async () => {
    const user = userEvent.setup();
    const posted: Posted[] = [];
    renderTab("status=premium", {}, posted);
    await user.click(button("Cofnij weryfikację: Dom z ogrodem <b>"));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0].form)).toEqual({
      intent: "listing-verify",
      id: "11111111-1111-4111-8111-111111111111",
      value: "false",
    });
    // Without JavaScript the same form posts there too.
    const form = button("Archiwizuj: Dom z ogrodem <b>").closest("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/admin/listings?status=premium");
    expect(form.getAttribute("method")).toBe("post");
  });

  it("keeps the filters in the form and offers to clear them", () => {
    renderTab("category=dom&location=lezajsk&status=normal&q=ogród");
    const filters = within(screen.getByRole("search", { name: "Filtry ogłoszeń" }));
    const value = (label: string) =>
      (filters.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;
    expect([value("Kategoria"), value("Lokalizacja"), value("Status"), value("Szukaj")]).toEqual([
      "dom",
      "lezajsk",
      "normal",
      "ogród",
    ]);
    expect(filters.getByLabelText("Źródło")).toBeTruthy();
    expect(filters.getByRole("button", { name: "Filtruj" })).toBeTruthy();
    expect(filters.getByRole("link", { name: "Wyczyść" }).getAttribute("href")).toBe(
      "/admin/listings",
    );
    cleanup();
    renderTab("");
    expect(screen.queryByRole("link", { name: "Wyczyść" })).toBeNull();
  });

  it("says when nothing matches, shows a no-JavaScript answer and the pages", () => {
    renderTab("status=archived", { rows: [], total: 0 });
    expect(screen.getByText("Brak ogłoszeń pasujących do filtrów.")).toBeTruthy();
    cleanup();
    const result: PanelActionResult = {
      intent: "listing-verify",
      ok: true,
      title: "Sukces",
      message: "Ogłoszenie zostało zweryfikowane.",
    };
    renderTab("", { result });
    expect(screen.getByText("Ogłoszenie zostało zweryfikowane.")).toBeTruthy();
    cleanup();
    renderTab("source=olx", { total: 45 });
    expect(screen.getByText("Znaleziono 45 ogłoszeń")).toBeTruthy();
    const next = screen
      .getAllByRole("link")
      .find((link) => link.getAttribute("href") === "/admin/listings?source=olx&page=2");
    expect(next).toBeTruthy();
  });

  it("says 'ponad' when a text matches more listings than are counted", () => {
    renderTab("q=mieszkanie", { total: 600, totalIsLowerBound: true });
    expect(screen.getByText("Znaleziono ponad 600 ogłoszeń")).toBeTruthy();
  });
});
