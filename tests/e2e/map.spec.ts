import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated, toast } from "./support/page-helpers.ts";
import { fillRequired, PANEL, signInTo } from "./support/panel-forms.ts";

// Phone-first; the tiles come from the global setup's local stub (MAP_TILE_URL), never the internet.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** axe's WCAG 2 A/AA violations on what the screen shows now, as `rule: elements` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

test.describe("maps", () => {
  test("the listing's small map loads near the screen and marks the area", async ({ page }) => {
    await page.goto("/mieszkania/lezajsk");
    const href = await page.locator('a[href^="/nieruchomosc/"]').first().getAttribute("href");
    await page.goto(href ?? "/");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Lokalizacja" });
    await expect(section).toContainText("Przybliżona lokalizacja");
    // Nothing of Leaflet until the map comes near the screen.
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator(".leaflet-container")).toBeVisible();
    await expect(section.locator("img.leaflet-tile-loaded").first()).toBeVisible();
    await expect(section.locator("path.leaflet-interactive")).toHaveCount(1);
    await expect(section.getByRole("link", { name: "OpenStreetMap" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a category's results switch to a clustered map and back, keeping the filters", async ({
    page,
  }) => {
    await page.goto("/mieszkania?transaction=sprzedaz");
    await hydrated(page);
    const views = page.getByRole("navigation", { name: "Widok wyników" });
    await views.getByRole("link", { name: "Mapa" }).click();
    await expect(page).toHaveURL(/\/mieszkania\?transaction=sprzedaz&widok=mapa$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Mieszkania — \d/);
    const clusters = page.locator(".map-cluster");
    await expect(clusters.first()).toBeVisible();
    await expect(page.locator("img.leaflet-tile-loaded").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Clusters open by zooming in until single offers show; one opens its popup card.
    const single = page.locator(".map-marker");
    for (let i = 0; i < 6 && !(await single.count()); i++) {
      await clusters.first().click();
      await page.waitForTimeout(400);
    }
    await single.first().click();
    const popup = page.locator(".leaflet-popup");
    await expect(popup.getByRole("link")).toHaveAttribute(
      "href",
      /^\/nieruchomosc\/[0-9a-f-]{36}$/,
    );
    await expect(popup).toContainText("zł");

    await views.getByRole("link", { name: "Lista" }).click();
    await expect(page).toHaveURL(/\/mieszkania\?transaction=sprzedaz$/);
    await expect(page.getByRole("list", { name: "Aktywne filtry" })).toContainText("Sprzedaż");
    await expect(page.locator('a[href^="/nieruchomosc/"]').first()).toBeVisible();
  });

  test("the map view shows the area at once, drawn by the server, also without JavaScript", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/mieszkania?widok=mapa");
    // The tiles around the offers, as plain images: a phone's three middle columns, loaded.
    const tiles = page.locator('img[width="256"][height="256"]:visible');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThanOrEqual(9);
    await expect
      .poll(() =>
        tiles.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth === 256),
        ),
      )
      .toBe(true);
    await context.close();
  });

  test("an owner marks the exact point; visitors see it exactly only when the owner says so", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInTo(page, "wlasciciel@okolica.local", `${PANEL}?action=add-property`);
    const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    const title = `Mieszkanie z punktem ${Date.now().toString(36)}`;
    await fillRequired(dialog, title);
    await dialog.getByRole("button", { name: "Zaznacz na mapie" }).click();
    const map = dialog.locator(".leaflet-container");
    await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
    await map.click({ position: { x: 120, y: 90 } });
    await expect(dialog.getByText(/^Zaznaczony punkt: 50,\d+, 22,\d+$/)).toBeVisible();
    await expect(dialog.getByLabel("Pokaż dokładną lokalizację")).not.toBeChecked();
    await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();

    const href = await page.getByRole("link", { name: title }).first().getAttribute("href");
    const id = href?.split("/").pop() ?? "";
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto(`/nieruchomosc/${id}`);
    const section = visitor.getByRole("region", { name: "Lokalizacja" });
    await expect(section).toContainText("promień ok. 500 m");

    await page.getByRole("link", { name: `Edytuj ogłoszenie: ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edytuj ogłoszenie" });
    await edit.getByLabel("Pokaż dokładną lokalizację").check();
    await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(toast(page, "Sukces", "Ogłoszenie zostało zaktualizowane.")).toBeVisible();
    await visitor.reload();
    await expect(section).toContainText("Dokładna lokalizacja wskazana przez sprzedającego.");
    await visitor.close();
  });
});
