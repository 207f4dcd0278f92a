import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/page-helpers";

/**
 * The results' sort form (sort-select.tsx): with JavaScript a change of the select sorts, and
 * its no-JavaScript 'Sortuj' button is hidden by CSS from the first paint (app/app.css); without
 * JavaScript the button is there and submits. A utility on the button (its display) used to win
 * over the hiding rule's layer, so two 'Sortuj' controls showed.
 */
const PAGES = ["/mieszkania", "/search", "/uslugi"];

/** The visible controls named 'Sortuj' (the select and the fallback button). */
const sortControls = (page: Page) =>
  page
    .getByRole("combobox", { name: "Sortuj", exact: true })
    .or(page.getByRole("button", { name: "Sortuj", exact: true }))
    .filter({ visible: true });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("one visible 'Sortuj' control with JavaScript, and choosing an order sorts", async ({
      page,
    }) => {
      for (const path of PAGES) {
        await page.goto(path);
        await hydrated(page);
        await expect(sortControls(page), path).toHaveCount(1);
        await expect(page.getByRole("button", { name: "Sortuj", exact: true })).toBeHidden();
      }
      await page.getByRole("combobox", { name: "Sortuj", exact: true }).selectOption("price-asc");
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the 'Sortuj' button is shown and submits the chosen order", async ({ page }) => {
    await page.goto("/mieszkania");
    const button = page.getByRole("button", { name: "Sortuj", exact: true });
    await expect(button).toBeVisible();
    await page.getByRole("combobox", { name: "Sortuj", exact: true }).selectOption("price-asc");
    await button.click();
    await expect(page).toHaveURL(/\/mieszkania\?sort=price-asc/);
    await expect(page.getByRole("combobox", { name: "Sortuj", exact: true })).toHaveValue(
      "price-asc",
    );
  });
});
