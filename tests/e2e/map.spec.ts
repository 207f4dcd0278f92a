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

});
