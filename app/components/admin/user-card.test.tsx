// @vitest-environment happy-dom

import type { UsersData } from "@shared/admin-types";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsersTab } from "./users-tab";

afterEach(cleanup);

type Row = UsersData["users"][number];

const ADMIN: Row = {
  id: "u-admin",
  email: "admin@example.com",
  name: "Ala Admin",
  accountType: null,
  roles: ["administrator", "wlasciciel"],
  isActive: true,
  isVerifiedSeller: false,
  emailVerified: true,
  createdAt: new Date("2025-03-05T10:00:00Z"),
  agency: null,
  plan: null,
};

const OWNER: Row = {
  id: "u-agency",
  email: "biuro@example.com",
  name: "Jan Kowalski",
  accountType: "agencja",
  roles: ["agencja"],
  isActive: false,
  isVerifiedSeller: true,
  emailVerified: false,
  createdAt: new Date("2024-11-20T10:00:00Z"),
  agency: { id: "a1", name: "Dom <Leżajsk>", isVerified: true },
  plan: null,
};

let shown: UsersData;
function Tab() {
  return <UsersTab data={shown} result={undefined} />;
}

/** The tab on its route; `action` gets what a button posts (the stub's loaders are none). */
function renderTab(
  data: Partial<UsersData> = {},
  action: (args: { request: Request }) => unknown = () => null,
) {
  shown = {
    users: [ADMIN, OWNER],
    total: 2,
    page: 1,
    pageSize: 25,
    filters: { q: null, role: null, status: null },
    actorId: ADMIN.id,
    plans: [],
    ...data,
  };
  const Stub = createRoutesStub([{ path: "/admin/users", Component: Tab, action }]);
  return render(<Stub initialEntries={["/admin/users?q=kow"]} />);
}

const button = (name: string) => screen.queryByRole("button", { name });

describe("UsersTab", () => {
  it("shows each user's facts, flags, roles and agency", () => {
    renderTab();
    expect(screen.getByText("2 użytkownicy", { exact: false })).toBeTruthy();
    const card = within(screen.getByText("Jan Kowalski").closest("li") as HTMLElement);
    expect(card.getByText("biuro@example.com")).toBeTruthy();
    expect(card.getByText("Typ konta: agencja", { exact: false })).toBeTruthy();
    expect(card.getByText("Data rejestracji: 20 listopada 2024", { exact: false })).toBeTruthy();
    expect(card.getByText("Nieaktywne")).toBeTruthy();
    expect(card.getByText("Sprawdzony sprzedawca")).toBeTruthy();
    const agency = card.getByRole("link", { name: /Dom <Leżajsk>/ });
    expect(agency.getAttribute("href")).toBe("/agencja/a1");
    expect(card.getByText("Zweryfikowana agencja")).toBeTruthy();
  });

  it("offers every role, activation and the two verifications, each button named after whom it acts on", () => {
    renderTab();
    for (const label of ["administrator", "pośrednik", "firma", "właściciel"]) {
      expect(button(`Dodaj rolę ${label}: biuro@example.com`)).toBeTruthy();
    }
    expect(button("Usuń rolę agencja: biuro@example.com")).toBeTruthy();
    expect(button("Aktywuj: biuro@example.com")).toBeTruthy();
    expect(button("Cofnij status sprawdzonego sprzedawcy: biuro@example.com")).toBeTruthy();
    expect(button("Cofnij weryfikację agencji: Dom <Leżajsk>")).toBeTruthy();
    // Without JavaScript the answer comes back to this tab with its filters.
    const form = button("Aktywuj: biuro@example.com")?.closest("form");
    expect(form?.getAttribute("action")).toBe("/admin/users?q=kow");
  });

  it("posts what the action's schema reads: the user and the role", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderTab({}, async ({ request }) => {
      posted.push(await request.formData());
      return { intent: "user-role-add", ok: true, title: "Sukces", message: "Dodano rolę." };
    });
    await user.click(button("Dodaj rolę pośrednik: biuro@example.com") as HTMLElement);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0])).toEqual({
      intent: "user-role-add",
      userId: OWNER.id,
      role: "posrednik",
    });
  });

  it("does not offer the administrator ways to lock themselves out", () => {
    renderTab();
    expect(screen.getByText("To Ty")).toBeTruthy();
    expect(button("Usuń rolę administrator: admin@example.com")).toBeNull();
    expect(button("Dezaktywuj: admin@example.com")).toBeNull();
    expect(button("Usuń rolę właściciel: admin@example.com")).toBeTruthy();
    expect(button("Oznacz jako sprawdzonego sprzedawcę: admin@example.com")).toBeTruthy();
    cleanup();

    renderTab({ actorId: "someone-else" });
    expect(button("Usuń rolę administrator: admin@example.com")).toBeTruthy();
    expect(button("Dezaktywuj: admin@example.com")).toBeTruthy();
  });

  it("says when no user matches", () => {
    renderTab({ users: [], total: 0, filters: { q: "x", role: null, status: null } });
    expect(screen.getByText("Brak użytkowników pasujących do filtrów.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Wyczyść" })).toBeTruthy();
  });
});
