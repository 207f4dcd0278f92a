import { expect, test } from "./support/fixtures.ts";
import { openPanel, PANEL, signInTo } from "./support/panel-forms.ts";

/** Listing ids linked from a page's HTML, in order, without repeats. */
async function listingIds(html: string): Promise<string[]> {
  return [...new Set([...html.matchAll(/\/nieruchomosc\/([0-9a-f-]{36})/g)].map((m) => m[1]))];
}

test.describe("what the listing page says", () => {
  test("a rent reads per month without a price per m², and its similar offers are rents", async ({
    page,
  }) => {
    const search = await (await page.request.get("/search?transaction=wynajem")).text();
    const [id] = await listingIds(search);
    expect(id, "a rental in the demo data").toBeDefined();
    await page.goto(`/nieruchomosc/${id}`);
    const aside = page.locator("aside");
    // The first: the price itself (a price history below may name earlier ones).
    await expect(aside.getByText(/^[\d\u00a0]+\u00a0zł\/mies\.$/).first()).toBeVisible();
    await expect(page.locator("main")).not.toContainText("zł/m²");
    const similar = page.getByRole("region", { name: "Podobne oferty" });
    const prices = await similar.locator("article p > span:first-child").allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/zł\/mies\.$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^[\d ]+ zł\/mies\./,
    );
  });

  test("a plot without photos shows a plot, not a house", async ({ page }) => {
    const html = await (await page.request.get("/dzialki")).text();
    const card = /aria-label="Działka: brak zdjęć"[\s\S]*?\/nieruchomosc\/([0-9a-f-]{36})/.exec(
      html,
    );
    expect(card, "a plot without photos on /dzialki").not.toBeNull();
    await page.goto(`/nieruchomosc/${card?.[1]}`);
    const photo = page.getByRole("img", { name: /zdjęcie 1 z 1$/ });
    await expect(photo).toHaveAttribute("src", "/images/stock-dzialka.webp");
    expect(html).not.toContain("/images/stock-property.webp");
  });

  test("an independent broker's listing: her box says who she is, and her video plays", async ({
    page,
    browser,
  }) => {
    await signInTo(page, "posrednik@okolica.local", PANEL);
    const editLink = page.getByRole("link", { name: /^Edytuj ogłoszenie: / }).first();
    const title = ((await editLink.getAttribute("aria-label")) ?? (await editLink.textContent()))
      ?.replace(/^Edytuj ogłoszenie: /, "")
      .trim();
    await editLink.click();
    const edit = page.getByRole("dialog", { name: "Edytuj ogłoszenie" });
    await edit.getByRole("button", { name: "Dodaj film" }).click();
    await edit.getByLabel("Link do filmu 1").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(edit).toBeHidden();
    await openPanel(page);
    const href = await page.getByRole("link", { name: title, exact: true }).getAttribute("href");

    const visitor = await browser.newPage();
    const response = await visitor.goto(href ?? "");
    const csp = response?.headers()["content-security-policy"] ?? "";
    const frameSrc = csp.split(";").find((d) => d.trim().startsWith("frame-src")) ?? "";
    expect(frameSrc).toContain("https://www.youtube-nocookie.com");
    expect(frameSrc).not.toMatch(/https:(\s|$)/);

    const broker = visitor.getByRole("region", { name: "Pośrednik" });
    await expect(broker).toContainText("Agnieszka Mazur");
    await expect(broker).not.toContainText("Informacje o pośredniku niedostępne");
    await expect(visitor.getByRole("region", { name: "Kontakt" })).toBeVisible();
    await expect(visitor.getByText("w ogłoszeniu źródłowym")).toHaveCount(0);
    await expect(visitor.locator('iframe[title^="Film 1 z 1"]')).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    await visitor.close();
  });
});
