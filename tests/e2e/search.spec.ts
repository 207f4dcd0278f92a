import type { Locator, Page } from "@playwright/test";
import { LOCATIONS } from "../../shared/locations";
import { expect, test } from "./support/fixtures";

/**
 * Waits until the page has hydrated and any client navigation has rendered: the URL changes
 * a moment before React commits the new results.
 */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
}

/** The count in the H1 'Wyniki wyszukiwania — N ofert' ('1 oferta', '1 234 oferty': grouped). */
async function shownTotal(page: Page): Promise<number> {
  await settled(page);
  const text = await page.locator("#results-heading").textContent();
  const match = /—\s*(\d[\d\s]*?)\s*ofert[ay]?$/.exec(text ?? "");
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[1].replace(/\s/g, ""));
}

/** Prices of the result cards on this page, in order (not the paid 'Wyróżnione' block above). */
async function cardPrices(page: Page): Promise<number[]> {
  await settled(page);
  const texts = await page
    .locator("main article p > span:first-child")
    .evaluateAll((spans) =>
      spans
        .filter((span) => !span.closest("[aria-labelledby=featured-heading]"))
        .map((span) => span.textContent ?? ""),
    );
  return texts.map((t) => Number(t.replace(/\D/g, "")));
}

test.describe("search filters", () => {
  test("a price limit set in the form narrows the results, and Back restores the previous filter", async ({
    page,
  }) => {
    await page.goto("/search?categories=mieszkania");
    const all = await shownTotal(page);
    expect(all).toBeGreaterThan(1);
    const prices = await cardPrices(page);
    // A limit between the cheapest and dearest shown listing must exclude some and keep some.
    const sorted = [...prices].sort((a, b) => a - b);
    const limit = sorted[Math.floor(sorted.length / 2)];

    await page.getByLabel("Cena do (zł)").fill(String(limit));
    await page.getByRole("button", { name: "Szukaj" }).click();
    await expect(page).toHaveURL(new RegExp(`priceMax=${limit}`));
    await expect.poll(() => shownTotal(page)).toBeLessThan(all);
    const narrowed = await shownTotal(page);
    expect(narrowed).toBeGreaterThan(0);
    const shown = await cardPrices(page);
    expect(shown.length).toBe(Math.min(narrowed, 24));
    for (const price of shown) expect(price).toBeLessThanOrEqual(limit);

    await page.goBack();
    await expect(page).not.toHaveURL(/priceMax/);
    await expect(page.getByLabel("Cena do (zł)")).toHaveValue("");
    await expect.poll(() => shownTotal(page)).toBe(all);
  });

  test("sale and rent counts add up to the category's count from the database", async ({
    page,
  }) => {
    // The unfiltered total comes from the trigger-kept property_counts table, the filtered ones
    // from count(*) over the listings: two independent reads of the database.
    await page.goto("/search?categories=domy,mieszkania");
    const all = await shownTotal(page);
    await page.getByLabel("Transakcja").selectOption("sprzedaz");
    await page.getByRole("button", { name: "Szukaj" }).click();
    await expect(page).toHaveURL(/transaction=sprzedaz/);
    // The URL changes a moment before React commits the new results: wait for the new count
    // (the demo data has rentals, so the sale count is smaller than the total).
    await expect.poll(() => shownTotal(page)).toBeLessThan(all);
    const sale = await shownTotal(page);
    await page.goto("/search?categories=domy,mieszkania&transaction=wynajem");
    const rent = await shownTotal(page);
    expect(sale + rent).toBe(all);
    expect(sale).toBeGreaterThan(0);
  });

  test("sorting by price ascending lists non-decreasing prices", async ({ page }) => {
    await page.goto("/search?categories=mieszkania,domy,dzialki,komercja");
    await settled(page);
    const before = await cardPrices(page);
    await page.getByRole("button", { name: "Sortuj", exact: true }).click();
    await page.getByRole("link", { name: "Cena: od najniższej" }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(() => cardPrices(page)).not.toEqual(before);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The filters survive the sort form.
    await expect(page).toHaveURL(/categories=/);
  });

  test("a text query ignores diacritics, and invalid values are reported, not fatal", async ({
    page,
  }) => {
    const response = await page.goto("/search?q=lezajsk&priceMin=abc&rooms=-1");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Cena od: podaj liczbę.")).toBeVisible();
    expect(await shownTotal(page)).toBeGreaterThan(0);
    const withAccent = await shownTotal(page);
    await page.goto("/search?q=LE%C5%BBAJSK");
    expect(await shownTotal(page)).toBe(withAccent);
  });
});

/** Result card links in order, leaving out the paid 'Wyróżnione' block above the results. */
async function cardLinks(page: Page, scope: string): Promise<string[]> {
  await settled(page);
  return page
    .locator(`${scope} article h3 a`)
    .evaluateAll((links) =>
      links
        .filter((a) => !a.closest("[aria-labelledby=featured-heading]"))
        .map((a) => a.getAttribute("href") ?? ""),
    );
}

/**
 * Scrolls an option into view the way a person can, by scrolling only the list it is in (a
 * script could also scroll a box that clips it with overflow: hidden, which nobody can).
 */
async function scrollWithinList(option: Locator) {
  await option.evaluate((el) => {
    let list = el.parentElement;
    while (list && !/auto|scroll/.test(getComputedStyle(list).overflowY)) list = list.parentElement;
    if (!list) return;
    const item = el.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    if (item.bottom > box.bottom) list.scrollTop += item.bottom - box.bottom;
    if (item.top < box.top) list.scrollTop -= box.top - item.top;
  });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`home search at ${viewport.width} px: every town can be picked, one dropdown at a time, and the defaults list every offer`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await settled(page);
    const latest = await cardLinks(page, "[aria-labelledby=latest-heading]");
    // Every offer is in one of the four categories: the tiles' counts add up to the total.
    const tiles = await page
      .getByRole("region", { name: "Przeglądaj kategorie" })
      .getByRole("link")
      .allTextContents();
    const active = tiles.reduce((sum, text) => sum + Number(text.replace(/\D/g, "")), 0);
    const hero = page.getByRole("form", { name: "Wyszukiwarka nieruchomości" });

    await hero.getByText("Wszystkie kategorie").click();
    await expect(page.getByRole("checkbox", { name: "Mieszkania" })).toBeVisible();
    await hero.getByText("Wszystkie miejscowości").click();
    await expect(page.getByRole("checkbox", { name: "Mieszkania" })).toBeHidden();
    for (const { label } of LOCATIONS) {
      const town = page.getByRole("checkbox", { name: label, exact: true });
      await scrollWithinList(town);
      await expect(town).toBeInViewport({ ratio: 1 });
      await town.click();
      await expect(town).toBeChecked();
    }

    // Nothing chosen: 'Szukaj' shows every offer, in the home grid's order, with the total.
    await page.goto("/");
    await settled(page);
    await hero.getByRole("button", { name: "Szukaj" }).click();
    await expect(page).toHaveURL(/\/search$/);
    expect(await shownTotal(page)).toBe(active);
    expect((await cardLinks(page, "main")).slice(0, latest.length)).toEqual(latest);
    await expect(page.getByRole("navigation", { name: "Strony wyników" })).toBeVisible();
  });
}
