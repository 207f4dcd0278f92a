import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Waits until the page has hydrated and any client navigation has rendered: the URL changes
 * a moment before React commits the new results.
 */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
}

/** The count in 'Znalezione oferty - N ofert' ('1 oferta', '1 234 oferty': grouped). */
async function shownTotal(page: Page): Promise<number> {
  await settled(page);
  const text = await page.locator("#results-heading").textContent();
  const match = /-\s*(\d[\d\s]*?)\s*ofert[ay]?$/.exec(text ?? "");
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
    await page.getByLabel("Sortuj").selectOption("price-asc");
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
