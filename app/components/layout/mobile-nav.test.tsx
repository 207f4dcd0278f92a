// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { buildNavigation } from "~/lib/navigation";
import type { ShellUser } from "~/lib/shell-data";
import { MobileNav } from "./mobile-nav";

afterEach(cleanup);

// Flats in two towns, houses in one, nothing else: every other town has 0 offers.
const navigation = buildNavigation({
  mieszkanie: { total: 7, byLocation: { lezajsk: 5, giedlarowa: 2 } },
  dom: { total: 1, byLocation: { jelna: 1 } },
});

const user: ShellUser = {
  id: "u1",
  email: "tomasz@example.com",
  firstName: "Tomasz",
  lastName: "Kowalczyk",
  avatarUrl: null,
  accountType: "wlasciciel",
  roles: ["wlasciciel"],
};

function VisitorNav() {
  return <MobileNav navigation={navigation} user={null} />;
}

function SignedInNav() {
  return <MobileNav navigation={navigation} user={user} />;
}

async function openDrawer(Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  render(<Stub initialEntries={["/"]} />);
  await userEvent.click(await screen.findByRole("button", { name: "Otwórz menu" }));
  return screen.findByRole("navigation", { name: "Menu mobilne" });
}

/** An entry's text as read: its child elements (label, count) apart, its own text as it is. */
function text(el: Element): string {
  return [...el.childNodes]
    .map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : ` ${node.textContent} `))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** The drawer's entries top to bottom (links, buttons, accordion headers), closed accordions' towns not. */
function entries(nav: HTMLElement): string[] {
  return [...nav.querySelectorAll("a, button, summary")]
    .filter((el) => !el.closest("details:not([open]) > ul"))
    .map(text);
}

describe("the phone drawer", () => {
  it("starts with sign-in and adding a listing, then the categories, then the other pages", async () => {
    const nav = await openDrawer(VisitorNav);
    expect(entries(nav)).toEqual([
      "Zaloguj się",
      "Dodaj ogłoszenie",
      "Mieszkania 7 ofert",
      "Domy 1 oferta",
      "Działki 0 ofert",
      "Lokale komercyjne 0 ofert",
      "Usługi",
      "Obserwowane",
      "Cennik",
      "Pomoc",
    ]);
    expect(within(nav).getByRole("link", { name: "Dodaj ogłoszenie" })).toHaveProperty(
      "pathname",
      "/dodaj-ogloszenie",
    );
  });

  it("shows each category's towns with offers only, with their counts", async () => {
    const nav = await openDrawer(VisitorNav);
    const flats = within(nav).getByText("Mieszkania").closest("details") as HTMLDetailsElement;
    expect(flats.open).toBe(false);
    await userEvent.click(within(flats).getByText("Mieszkania"));
    expect(flats.open).toBe(true);
    const towns = within(flats)
      .getAllByRole("link")
      .map((a) => [text(a), a.getAttribute("href")]);
    expect(towns).toEqual([
      ["Leżajsk 5 ofert", "/mieszkania/lezajsk"],
      ["Giedlarowa 2 oferty", "/mieszkania/giedlarowa"],
      ["Wszystkie: mieszkania (7)", "/mieszkania"],
    ]);
  });

  it("starts with the signed-in user's name and panel links", async () => {
    const nav = await openDrawer(SignedInNav);
    await within(nav).findByText("Tomasz Kowalczyk");
    const list = entries(nav);
    expect(list.slice(0, 3)).toEqual(["Mój profil", "Panel", "Wyloguj się"]);
    expect(list.slice(3)).toEqual([
      "Mieszkania 7 ofert",
      "Domy 1 oferta",
      "Działki 0 ofert",
      "Lokale komercyjne 0 ofert",
      "Usługi",
      "Obserwowane",
      "Cennik",
      "Pomoc",
    ]);
    expect(within(nav).queryByRole("link", { name: "Zaloguj się" })).toBeNull();
  });
});
