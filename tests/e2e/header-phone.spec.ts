import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";
import { DEMO_PASSWORD } from "./support/panel-forms.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function signIn(page: Page, email: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).tap();
}

/** The header's buttons fit the phone's width: nothing sticks out to scroll sideways to. */
async function expectHeaderFits(page: Page) {
  const banner = page.getByRole("banner");
  expect(await banner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

async function openDrawer(page: Page): Promise<Locator> {
  await hydrated(page);
  await page.getByRole("banner").getByRole("button", { name: "Otwórz menu" }).tap();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * The drawer's visible entries top to bottom (links, buttons, accordion headers): each one's text
 * with its parts (label, count) apart, e.g. "Domy 12 ofert".
 */
function entries(drawer: Locator): Promise<string[]> {
  return drawer
    .getByRole("navigation", { name: "Menu mobilne" })
    .locator("a, button, summary")
    .evaluateAll((els) =>
      els
        .filter((el) => el.checkVisibility())
        .map((el) =>
          [...el.childNodes]
            .map((node) => (node.nodeType === 3 ? node.textContent : ` ${node.textContent} `))
            .join("")
            .replace(/\s+/g, " ")
            .trim(),
        ),
    );
}

test.describe("the header on a phone", () => {
  test("a visitor taps 'Dodaj ogłoszenie', signs in and lands on the add form", async ({
    page,
  }) => {
    await page.goto("/mieszkania");
    await hydrated(page);
    await expectHeaderFits(page);
    await page.getByRole("banner").getByRole("link", { name: "Dodaj ogłoszenie" }).tap();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdodaj-ogloszenie$/);
    await signIn(page, "wlasciciel@okolica.local");
    await expect(page).toHaveURL(/\/panel\/properties\?action=add-property$/);
    await expect(page.getByRole("dialog", { name: "Dodaj ogłoszenie" })).toBeVisible();
  });

  test("the drawer: sign-in first, the categories as accordions of towns with offers, then the other pages", async ({
    page,
  }) => {
    await page.goto("/");
    const drawer = await openDrawer(page);
    const list = await entries(drawer);
    expect(list.slice(0, 2)).toEqual(["Zaloguj się", "Dodaj ogłoszenie"]);
    expect(list.slice(2, 6).map((e) => e.replace(/ \d+ ofert\w*$/, ""))).toEqual([
      "Mieszkania",
      "Domy",
      "Działki",
      "Lokale komercyjne",
    ]);
    expect(list.slice(6)).toEqual(["Usługi", "Obserwowane", "Cennik", "Pomoc"]);

    // An accordion opens on a tap: its towns, each with offers, and the whole category.
    const houses = drawer.locator("details").filter({ hasText: "Domy" });
    await houses.locator("summary").tap();
    const towns = houses.getByRole("link").filter({ hasNotText: "Wszystkie" });
    const counts = await towns.evaluateAll((links) =>
      links.map((a) => Number(a.querySelector(".tabular-nums")?.firstChild?.textContent)),
    );
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n > 0)).toBe(true);
    const total = Number(list[3]?.match(/ (\d+) ofert\w*$/)?.[1]);
    // The total also counts imported offers outside the 15 towns.
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(total);
    await expect(houses.getByRole("link", { name: /^Wszystkie: domy/ })).toHaveAttribute(
      "href",
      "/domy",
    );
    await towns.first().tap();
    await expect(page).toHaveURL(/\/domy\/[a-z-]+$/);
    await expect(drawer).toBeHidden();
  });

  test("a service company's drawer starts with its account, and 'Dodaj ogłoszenie' says why it has none", async ({
    page,
  }) => {
    await page.goto("/auth");
    await signIn(page, "firma@okolica.local");
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto("/");
    const drawer = await openDrawer(page);
    await expectHeaderFits(page);
    await expect(drawer.getByText("Grzegorz Pieczonka")).toBeVisible();
    expect((await entries(drawer)).slice(0, 3)).toEqual(["Mój profil", "Panel", "Wyloguj się"]);
    await drawer.getByRole("button", { name: "Zamknij menu" }).tap();

    await page.getByRole("banner").getByRole("link", { name: "Dodaj ogłoszenie" }).tap();
    await expect(page).toHaveURL(/\/dodaj-ogloszenie$/);
    await expect(
      page.getByRole("heading", { name: "Konto firmy nie dodaje ogłoszeń" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Przejdź do moich usług" }).tap();
    await expect(page).toHaveURL(/\/panel\/services$/);
  });
});
