// @vitest-environment happy-dom

import type { ServicesData } from "@shared/admin-types";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServicesTab } from "./services-tab";

afterEach(cleanup);

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
      isHidden: false,
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
      isHidden: true,
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

/** The data the stub's route renders (set by renderTab). */
let shown: ServicesData = DATA;
function Tab() {
  return <ServicesTab data={shown} result={undefined} />;
}

function renderTab(
  data: ServicesData,
  action: (args: { request: Request }) => unknown = () => null,
) {
  shown = data;
  const Stub = createRoutesStub([{ path: "/admin/services", Component: Tab, action }]);
  render(<Stub initialEntries={["/admin/services?q=inst"]} />);
}

const button = (name: string) => screen.queryByRole("button", { name });

describe("ServicesTab", () => {
  it("shows each service's facts, its premium switch and delete, and the filters", () => {
    renderTab(DATA);
    expect(screen.getByText("22 usługi", { exact: false })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Instalacje elektryczne" });
    expect(link.getAttribute("href")).toBe("/usluga/11111111-1111-4111-8111-111111111111");
    const row = within(link.closest("li") as HTMLElement);
    expect(row.getByText("Premium")).toBeTruthy();
    expect(row.getByText(/od\s80\szł\/h/)).toBeTruthy();
    expect(row.getByText("Usługi elektryczne", { exact: false })).toBeTruthy();
    expect(row.getByText("Leżajsk", { exact: false })).toBeTruthy();
    expect(row.getByText("5 wyświetleń", { exact: false })).toBeTruthy();
    expect(row.getByText("Pieczonka Elektryka", { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Malowanie <wnętrz>" })).toBeTruthy();
    // A visible service goes to the moderation queue from its row; a hidden one says it is hidden.
    expect(
      screen
        .getByRole("link", { name: "Do moderacji: Instalacje elektryczne" })
        .getAttribute("href"),
    ).toBe("/zglos/usluga/11111111-1111-4111-8111-111111111111");
    expect(screen.queryByRole("link", { name: "Do moderacji: Malowanie <wnętrz>" })).toBeNull();
    expect(screen.getByText("Ukryta przez moderację")).toBeTruthy();
    expect(button("Usuń premium: Instalacje elektryczne")).toBeTruthy();
    expect(button("Dodaj premium: Malowanie <wnętrz>")).toBeTruthy();
    expect(button("Usuń usługę: Instalacje elektryczne")).toBeTruthy();
    // Without JavaScript the premium form posts back to this tab and page.
    const premium = button("Usuń premium: Instalacje elektryczne")?.closest("form");
    expect(premium?.getAttribute("action")).toBe("/admin/services?q=inst");
    expect(screen.getByLabelText("Szukaj")).toBeTruthy();
    expect(screen.getByLabelText("Kategoria")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Filtruj" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Strona 2" })).toBeTruthy();
  });

  it("posts the premium switch as the action's schema reads it: the id and the new value", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderTab(DATA, async ({ request }) => {
      posted.push(await request.formData());
      return { intent: "service-premium", ok: true, title: "Sukces", message: "Zapisano." };
    });
    await user.click(button("Usuń premium: Instalacje elektryczne") as HTMLElement);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0])).toEqual({
      intent: "service-premium",
      id: "11111111-1111-4111-8111-111111111111",
      value: "false",
    });
  });

  it("says when no service matches", () => {
    renderTab({ ...DATA, services: [], total: 0, pageCount: 1 });
    expect(screen.getByText("Brak usług pasujących do filtrów.")).toBeTruthy();
  });
});
