import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/page-helpers";

/** The count in the results heading, the page's H1 ('Mieszkania — 12 ofert'). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.locator("#results-heading").textContent();
  const match = /—\s*([\d\s]+?)\s*ofert[ay]?$/.exec(text ?? "");
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[1].replace(/\s/g, ""));
}

/** Top of the first result card, in CSS pixels from the top of the page. */
async function firstCardTop(page: Page): Promise<number> {
  const box = await page.locator("main article").first().boundingBox();
  if (!box) throw new Error("no result card");
  return box.y + (await page.evaluate(() => window.scrollY));
}

test.describe("search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a filter changed before the page's code has run is counted once it has", async ({
    page,
  }) => {
    // A slow phone: the scripts arrive only after the visitor has opened the sheet (a popover
    // without JavaScript) and chosen a filter.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto("/mieszkania", { waitUntil: "domcontentloaded" });
    const all = await shownTotal(page);
    await page.getByRole("button", { name: "Filtry (0)" }).tap();
    const filters = page.getByRole("form", { name: "Filtry wyszukiwania" });
    await filters.getByLabel("Transakcja").selectOption("wynajem");
    await filters.getByLabel("Piętro").selectOption({ index: 1 });
    release();
    await hydrated(page);
    const show = filters.getByRole("button", { name: /^Pokaż/ });
    await expect(show).not.toHaveAccessibleName(new RegExp(`^Pokaż ${all}\\s`));
    await expect(show).toHaveAccessibleName(/^Pokaż \d+/);
  });

  test("results first; the filter sheet counts live, applies three filters on the category's own URL, and a chip removes one", async ({
    page,
  }) => {
    await page.goto("/mieszkania");
    await page.waitForLoadState("networkidle");
    const all = await shownTotal(page);
    expect(await firstCardTop(page)).toBeLessThan(844);
    const filters = page.getByRole("form", { name: "Filtry wyszukiwania" });
    await expect(filters).toBeHidden();

    await hydrated(page);
    const open = page.getByRole("button", { name: "Filtry (0)" });
    await open.tap();
    await expect(filters).toBeVisible();
    // Modal: the page behind is inert (focus and screen readers stay in the sheet) and does
    // not scroll; Escape closes it and the focus goes back to "Filtry".
    const sheet = page.getByRole("dialog", { name: "Filtry" });
    expect(await sheet.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
    await page.keyboard.press("Escape");
    await expect(filters).toBeHidden();
    await expect(open).toBeFocused();
    await open.tap();
    await sheet.getByRole("button", { name: "Zamknij filtry" }).tap();
    await expect(filters).toBeHidden();
    await expect(open).toBeFocused();
    await open.tap();
    await expect(filters).toBeVisible();
    const show = filters.getByRole("button", { name: /^Pokaż/ });
    await expect(show).toHaveAccessibleName(new RegExp(`^Pokaż ${all}\\s+ofert`));
    await filters.getByLabel("Transakcja").selectOption("sprzedaz");
    await filters.getByLabel("Pokoje").selectOption("2");
    const counted = page.waitForResponse((r) => r.url().includes("/mieszkania.data?"));
    await filters.getByLabel("Cena do (zł)").fill("1 000 000");
    await counted;
    await expect(show).not.toHaveAccessibleName(new RegExp(`^Pokaż ${all}\\s`));
    const name = await show.evaluate((button) => button.querySelector(".lg\\:hidden")?.textContent);
    const live = Number(/([\d\s]+)/.exec(name ?? "")?.[1].replace(/\s/g, ""));

    await show.tap();
    // The amount as a plain number, whatever its digit groups in the field.
    await expect(page).toHaveURL(/\/mieszkania\?transaction=sprzedaz&priceMax=1000000&rooms=2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Mieszkania — \d/);
    await expect(filters).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(await shownTotal(page)).toBe(live);
    const chips = page.getByRole("list", { name: "Aktywne filtry" }).getByRole("link");
    await expect(chips).toHaveText(["Sprzedaż", "Cena do 1 000 000 zł", "Pokoje: od 2"]);
    await expect(page.getByRole("button", { name: "Filtry (3)" })).toBeVisible();
    expect(await firstCardTop(page)).toBeLessThan(844);

    await page.getByRole("link", { name: "Usuń filtr: Pokoje: od 2" }).tap();
    await expect(page).toHaveURL(/\/mieszkania\?transaction=sprzedaz&priceMax=1000000$/);
    await expect(chips).toHaveText(["Sprzedaż", "Cena do 1 000 000 zł"]);
    await page.waitForLoadState("networkidle");
    expect(await shownTotal(page)).toBeGreaterThanOrEqual(live);
  });
});

test.describe("search on a phone, while it loads", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("hydration moves nothing: the results stand where the server's page put them (CLS)", async ({
    page,
  }) => {
    // The page as it is painted before its scripts have run: the scripts never arrive.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/mieszkania");
    const painted = await firstCardTop(page);
    await page.unrouteAll();

    await page.goto("/mieszkania");
    // React has taken over the page (the filter button carries React's fiber), and its effects ran.
    await page.waitForFunction(() => {
      const button = document.querySelector("[popovertarget=filters-sheet]");
      return Boolean(button && Object.keys(button).some((key) => key.startsWith("__reactFiber")));
    });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    expect(await firstCardTop(page)).toBe(painted);
  });
});

test.describe("search on a phone without JavaScript", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled: false,
  });

  test("the filter sheet opens as a popover and its form filters on the category's URL", async ({
    page,
  }) => {
    await page.goto("/mieszkania");
    const filters = page.getByRole("form", { name: "Filtry wyszukiwania" });
    await expect(filters).toBeHidden();
    await page.getByRole("button", { name: "Filtry (0)" }).tap();
    await expect(filters).toBeVisible();
    await filters.getByLabel("Transakcja").selectOption("wynajem");
    await filters.getByRole("button", { name: /^Pokaż/ }).tap();
    await expect(page).toHaveURL(/\/mieszkania\?(.*&)?transaction=wynajem(&|$)/);
    await expect(page.getByRole("link", { name: "Usuń filtr: Wynajem" })).toBeVisible();
    // Sorting without scripts: "Sortuj" opens its orders as a popover, each a link.
    await page.getByRole("button", { name: "Sortuj", exact: true }).tap();
    await page.getByRole("link", { name: "Cena: od najniższej" }).tap();
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect(page).toHaveURL(/[?&]transaction=wynajem(&|$)/);
  });
});

test("on a desktop the filters stay a bar under the heading, with no filter button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/search?categories=domy");
  await expect(page.getByRole("form", { name: "Filtry wyszukiwania" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Szukaj" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Filtry/ })).toBeHidden();
  await expect(page.getByRole("link", { name: "Usuń filtr: Domy" })).toBeVisible();
});
