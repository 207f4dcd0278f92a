import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { UsersData } from "~/routes/admin/users";
import { UsersTab } from "./users-tab";

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
};

let shown: UsersData;
function Tab() {
  return <UsersTab data={shown} result={undefined} />;
}
const Stub = createRoutesStub([{ path: "/admin/users", Component: Tab }]);

function render(data: Partial<UsersData> = {}) {
  shown = {
    users: [ADMIN, OWNER],
    total: 2,
    page: 1,
    pageSize: 25,
    filters: { q: null, role: null, status: null },
    actorId: ADMIN.id,
    ...data,
  };
  return renderToStaticMarkup(<Stub initialEntries={["/admin/users?q=kow"]} />);
}

describe("UsersTab", () => {
  it("shows each user's facts, flags, roles and agency", () => {
    const html = render();
    expect(html).toContain("2 użytkownicy");
    expect(html).toContain("Jan Kowalski");
    expect(html).toContain("biuro@example.com");
    expect(html).toContain("Typ konta: agencja");
    expect(html).toContain("Data rejestracji: 20 listopada 2024");
    expect(html).toContain("Nieaktywne");
    expect(html).toContain("Sprawdzony sprzedawca");
    expect(html).toContain('href="/agencja/a1"');
    expect(html).toContain("Dom &lt;Leżajsk&gt;");
    expect(html).toContain("Zweryfikowana agencja");
  });

  it("offers every role, activation and the two verifications as forms posting to /admin/users", () => {
    const html = render();
    for (const label of ["administrator", "pośrednik", "firma", "właściciel"]) {
      expect(html).toContain(`aria-label="Dodaj rolę ${label}: biuro@example.com"`);
    }
    expect(html).toContain('aria-label="Usuń rolę agencja: biuro@example.com"');
    expect(html).toContain('aria-label="Aktywuj: biuro@example.com"');
    expect(html).toContain('aria-label="Cofnij status sprawdzonego sprzedawcy: biuro@example.com"');
    expect(html).toContain('aria-label="Cofnij weryfikację agencji: Dom &lt;Leżajsk&gt;"');
    // Without JavaScript the answer comes back to this tab with its filters.
    expect(html).toContain('action="/admin/users?q=kow" method="post"');
    expect(html).toContain('action="/admin/users" method="get"');
  });

  it("does not offer the administrator ways to lock themselves out", () => {
    const html = render();
    expect(html).toContain("To Ty");
    expect(html).not.toContain("Usuń rolę administrator: admin@example.com");
    expect(html).not.toContain("Dezaktywuj: admin@example.com");
    expect(html).toContain('aria-label="Usuń rolę właściciel: admin@example.com"');
    expect(html).toContain('aria-label="Oznacz jako sprawdzonego sprzedawcę: admin@example.com"');

    const other = render({ actorId: "someone-else" });
    expect(other).toContain('aria-label="Usuń rolę administrator: admin@example.com"');
    expect(other).toContain('aria-label="Dezaktywuj: admin@example.com"');
  });

  it("says when no user matches", () => {
    const html = render({ users: [], total: 0, filters: { q: "x", role: null, status: null } });
    expect(html).toContain("Brak użytkowników pasujących do filtrów.");
    expect(html).toContain("Wyczyść");
  });
});
