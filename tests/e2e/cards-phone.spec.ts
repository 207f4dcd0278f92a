import { expect, test } from "./support/fixtures";

const SCREEN = { width: 390, height: 844 };

test.describe("result cards on a phone", () => {
  test.use({ viewport: SCREEN, hasTouch: true, isMobile: true });

  test("a screen holds two whole cards, photos show their count, and the marks are explained on /pomoc", async ({
    page,
  }) => {
    await page.goto("/mieszkania");
    const cards = page.locator("main article");
    // Scrolled so that the first card starts at the top, the second ends above the bottom.
    await cards.first().evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().top));
    const second = await cards.nth(1).boundingBox();
    expect(second, "a second result card").not.toBeNull();
    expect((second?.y ?? 0) + (second?.height ?? 0)).toBeLessThanOrEqual(SCREEN.height);

    const withPhoto = cards.filter({ hasNot: page.locator('div[role="img"]') }).first();
    const count = withPhoto.locator('span:has(> img[src="/images/icon-camera.svg"])');
    await expect(count).toBeVisible();
    await expect(count.locator("span[aria-hidden]")).toHaveText(/^\d+$/);
    await expect(count.locator(".sr-only")).toHaveText(/^\d+\szdję(cie|cia|ć)$/);

    // The seller filter speaks of the seller, like the card's badge.
    await expect(page.locator("#filter-seller option")).toHaveText([
      "Dowolny",
      "Właściciel",
      "Pośrednik",
      "Sprawdzony sprzedawca",
    ]);

    await page.goto("/pomoc#weryfikacja");
    const marks = page.getByRole("region", {
      name: "Oznaczenia: kto sprzedaje i co sprawdziliśmy",
    });
    await expect(marks).toBeInViewport();
    await expect(marks.getByText("Sprawdzony sprzedawca", { exact: true })).toBeVisible();
    await expect(marks.getByText("Zweryfikowane ogłoszenie", { exact: true })).toBeVisible();
  });
});
