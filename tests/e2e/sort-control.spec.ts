import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { hydrated } from "./support/page-helpers";

/**
 * The results' sort controls. Listing results (category and search pages): a 'Sortuj' button
 * opening a popover of the orders, each a link (results-toolbar-parts.tsx), the same with and
 * without JavaScript. Service results: the sort form (sort-select.tsx), where with JavaScript a
 * change of the select sorts and its no-JavaScript 'Sortuj' button is hidden by CSS from the
 * first paint (app/app.css); without JavaScript the button is there and submits. A utility on
 * the button (its display) used to win over the hiding rule's layer, so two 'Sortuj' controls
 * showed.
 */
const LISTING_PAGES = ["/mieszkania", "/search"];

/** The visible controls named 'Sortuj' (a select, a fallback button, the menu's button). */
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
      for (const path of LISTING_PAGES) {
        await page.goto(path);
        await hydrated(page);
        await expect(sortControls(page), path).toHaveCount(1);
        await page.getByRole("button", { name: "Sortuj", exact: true }).click();
        await page.getByRole("link", { name: "Cena: od najwyższej" }).click();
        await expect(page).toHaveURL(/[?&]sort=price-desc/);
        await expect(page.getByRole("link", { name: "Cena: od najwyższej" })).toBeHidden();
      }
      await page.goto("/uslugi");
      await hydrated(page);
      await expect(sortControls(page), "/uslugi").toHaveCount(1);
      await expect(page.getByRole("button", { name: "Sortuj", exact: true })).toBeHidden();
      await page.getByRole("combobox", { name: "Sortuj", exact: true }).selectOption("price-asc");
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("listings: 'Sortuj' opens its orders and one sorts; services: the form's button submits", async ({
    page,
  }) => {
    await page.goto("/mieszkania");
    await page.getByRole("button", { name: "Sortuj", exact: true }).click();
    await page.getByRole("link", { name: "Cena: od najniższej" }).click();
    await expect(page).toHaveURL(/\/mieszkania\?sort=price-asc$/);
    await page.getByRole("button", { name: "Sortuj", exact: true }).click();
    await expect(page.getByRole("link", { name: "Cena: od najniższej" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.goto("/uslugi");
    const button = page.getByRole("button", { name: "Sortuj", exact: true });
    await expect(button).toBeVisible();
    await page.getByRole("combobox", { name: "Sortuj", exact: true }).selectOption("price-asc");
    await button.click();
    await expect(page).toHaveURL(/\/uslugi\?sort=price-asc/);
    await expect(page.getByRole("combobox", { name: "Sortuj", exact: true })).toHaveValue(
      "price-asc",
    );
  });
});
