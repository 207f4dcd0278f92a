import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";

// Phone-first; the tiles come from the global setup's local stub (MAP_TILE_URL), never the internet.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

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
  });

  test("a category's results switch to a clustered map and back, keeping the filters", async ({
    page,
  }) => {
    await page.goto("/mieszkania?transaction=sprzedaz");
    await hydrated(page);
    const views = page.getByRole("navigation", { name: "Widok wyników" });
    await views.getByRole("link", { name: "Mapa" }).click();
    await expect(page).toHaveURL(/\/mieszkania\?transaction=sprzedaz&widok=mapa$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mieszkania");
    const clusters = page.locator(".map-cluster");
    await expect(clusters.first()).toBeVisible();
    await expect(page.locator("img.leaflet-tile-loaded").first()).toBeVisible();

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
});
