import { PRIVACY_POLICY, TERMS } from "../../shared/legal.ts";
import { expect, test } from "./support/fixtures.ts";
import { TEST_OPERATOR } from "./support/server.ts";

test.describe("SEO and sharing", () => {
  test("a listing page has absolute og:image, canonical and JSON-LD that parses", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/mieszkania");
    const href = await page
      .getByRole("main")
      .locator('a[href^="/nieruchomosc/"]')
      .first()
      .getAttribute("href");
    expect(href).toBeTruthy();
    await page.goto(href as string);
    const base = new URL(page.url()).origin;

    await expect(page).toHaveTitle(/\| Okolica$/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(10);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/^https?:\/\//);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", base + href);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", base + href);

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]);
    expect(data["@type"]).toBe("RealEstateListing");
    expect(data.offers).toMatchObject({ "@type": "Offer", priceCurrency: "PLN" });
    expect(typeof data.offers.price).toBe("number");
    expect(JSON.stringify(data)).not.toContain("telephone");
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  test("a service page describes a LocalBusiness without a telephone", async ({ page }) => {
    await page.goto("/uslugi");
    const href = await page
      .getByRole("main")
      .locator('a[href^="/usluga/"]')
      .filter({ hasNot: page.locator('[aria-current="page"]') })
      .last()
      .getAttribute("href");
    await page.goto(href as string);
    const [script] = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = JSON.parse(script);
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.address.addressLocality).toBeTruthy();
    expect(data).not.toHaveProperty("telephone");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^https?:\/\//,
    );
  });

  test("every public page has a title, a description and a canonical link", async ({ page }) => {
    for (const path of [
      "/",
      "/mieszkania",
      "/search?categories=domy",
      "/uslugi",
      "/usluga/malowanie",
      "/pomoc",
      "/regulamin",
      "/polityka-prywatnosci",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(/Okolica/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, path).toBeGreaterThan(10);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical, path).toBe(
        new URL(path, page.url()).origin + new URL(path, page.url()).pathname,
      );
    }
  });

  test("the Regulamin and the privacy policy are final documents naming the configured company", async ({
    page,
  }) => {
    for (const [path, legal] of [
      ["/regulamin", TERMS],
      ["/polityka-prywatnosci", PRIVACY_POLICY],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main, path).not.toContainText("Wersja robocza");
      await expect(main, path).not.toContainText(/przykładow/i);
      await expect(main, path).toContainText(TEST_OPERATOR.OPERATOR_NAME);
      await expect(main, path).toContainText(TEST_OPERATOR.OPERATOR_ADDRESS);
      await expect(main, path).toContainText("NIP 816-123-45-67");
      await expect(main, path).toContainText(
        `Wersja ${legal.version}, obowiązuje od ${legal.effectiveFrom}`,
      );
    }
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: TEST_OPERATOR.OPERATOR_PRIVACY_EMAIL })
        .first(),
    ).toHaveAttribute("href", `mailto:${TEST_OPERATOR.OPERATOR_PRIVACY_EMAIL}`);
    await expect(page.getByRole("contentinfo")).toContainText(TEST_OPERATOR.OPERATOR_NAME);
  });

  test("sitemap.xml is valid XML with listing URLs; robots.txt names it", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    await page.goto("/pomoc");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.nodeName,
        locs: Array.from(doc.getElementsByTagName("loc")).map((n) => n.textContent ?? ""),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe("urlset");
    expect(parsed.locs.some((l) => /\/nieruchomosc\/[0-9a-f-]{36}$/.test(l))).toBe(true);
    expect(parsed.locs.some((l) => /\/usluga\/[0-9a-f-]{36}$/.test(l))).toBe(true);

    const robots = await request.get("/robots.txt");
    const text = await robots.text();
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(text).toContain("Disallow: /panel");
    expect(text).toContain("Disallow: /api/");
  });
});
