import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/page-helpers";

/**
 * The results header on a phone (issue 39): one H1 with the count, one toolbar row ("Filtry",
 * "Sortuj", "Lista | Mapa"), the chips with "Zapisz wyszukiwanie" and "Jak sortujemy?" under it,
 * and the first result card high on the first screen.
 */
const SCREEN = { width: 390, height: 844 };
const PHONE = { viewport: SCREEN, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

/** Tops of the first two result cards, in CSS pixels from the top of the page. */
async function cardTops(page: Page): Promise<number[]> {
  const scrollY = await page.evaluate(() => window.scrollY);
  const cards = page.locator("main article");
  const tops: number[] = [];
  for (const card of [cards.nth(0), cards.nth(1)]) {
    const box = await card.boundingBox();
    if (!box) throw new Error("fewer than two result cards");
    tops.push(box.y + scrollY);
  }
  return tops;
}

/** Prices of the ordinary result cards, in order (not the paid 'Wyróżnione' block). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator("main article p > span:first-child")
    .evaluateAll((spans) =>
      spans
        .filter((span) => !span.closest("[aria-labelledby=featured-heading]"))
        .map((span) => span.textContent ?? ""),
    );
  return texts.map((t) => Number(t.replace(/\D/g, "")));
}

test.describe("the results header on a phone", () => {
  test.use(PHONE);

  for (const [path, title] of [
    ["/mieszkania?priceMax=400000", "Mieszkania"],
    ["/search", "Wyniki wyszukiwania"],
  ] as const) {
    test(`${path}: one H1 with the count, one toolbar row, and two cards' tops on the first screen`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const [first, second] = await cardTops(page);
      expect(first, "the first card's top").toBeLessThanOrEqual(330);
      expect(second, "the second card's top").toBeLessThan(SCREEN.height);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(new RegExp(`^${title} — \\d[\\d\\s]*\\sofert(a|y)?$`));
      // No green band and no second title: the H1 is the results' own heading.
      await expect(page.getByRole("region", { name: /ofert/ })).toBeVisible();
      expect(await page.locator("h2#results-heading").count()).toBe(0);
      const filters = page.getByRole("button", { name: /^Filtry \(\d+\)$/ });
      const sort = page.getByRole("button", { name: "Sortuj", exact: true });
      const views = page.getByRole("navigation", { name: "Widok wyników" });
      const row = await Promise.all([filters, sort, views].map((l) => l.boundingBox()));
      for (const box of row) {
        expect(box).not.toBeNull();
        expect(
          Math.abs(
            (box?.y ?? 0) + (box?.height ?? 0) / 2 - ((row[0]?.y ?? 0) + (row[0]?.height ?? 0) / 2),
          ),
        ).toBeLessThan(4);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      if (path.includes("priceMax")) {
        await expect(
          page.getByRole("link", { name: "Usuń filtr: Cena do 400 000 zł" }),
        ).toBeVisible();
      }
    });
  }

  test("'Sortuj' opens the orders and one sorts the list; 'Jak sortujemy?' shows the ranking note; the bell saves the search", async ({
    page,
  }) => {
    await page.goto("/mieszkania?priceMax=400000");
    await hydrated(page);
    await page.getByRole("button", { name: "Sortuj", exact: true }).tap();
    const cheapest = page.getByRole("link", { name: "Cena: od najniższej" });
    await expect(cheapest).toBeInViewport();
    await cheapest.tap();
    await expect(page).toHaveURL(/\/mieszkania\?priceMax=400000&sort=price-asc$/);
    await expect(page.getByRole("link", { name: "Cena: od najniższej" })).toBeHidden();
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 2 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
      })
      .toBe(true);
    await page.getByRole("button", { name: "Sortuj", exact: true }).tap();
    await expect(page.getByRole("link", { name: "Cena: od najniższej" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.keyboard.press("Escape");

    // The EU Omnibus ranking note, one tap away.
    const note = page.getByText(/^Na początku listy widzisz oferty wyróżnione za opłatą\./);
    await expect(note).toBeHidden();
    await page.getByText("Jak sortujemy?", { exact: true }).tap();
    await expect(note).toBeVisible();

    const save = page.getByRole("link", { name: "Zapisz wyszukiwanie" });
    await expect(save).toBeInViewport();
    expect((await save.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await save.tap();
    await expect(page).toHaveURL(/zapisz/);
  });
});

test.describe("the results header on a phone without JavaScript", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test("'Sortuj' opens as a popover and its orders sort; 'Jak sortujemy?' opens", async ({
    page,
  }) => {
    await page.goto("/mieszkania?priceMax=400000");
    await page.getByRole("button", { name: "Sortuj", exact: true }).tap();
    await page.getByRole("link", { name: "Cena: od najwyższej" }).tap();
    await expect(page).toHaveURL(/\/mieszkania\?priceMax=400000&sort=price-desc$/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.getByText("Jak sortujemy?", { exact: true }).tap();
    await expect(page.getByText(/^Na początku listy widzisz oferty wyróżnione/)).toBeVisible();
  });
});
