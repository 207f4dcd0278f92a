import http from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { markDocument, notReloaded } from "./support/live-page.ts";
import { hydrated } from "./support/page-helpers.ts";

/** The body as sent on the wire (gzip asked for), undecoded. */
function compressedBody(
  url: string,
  accept = "gzip",
): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": accept } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

test.describe("the site shell", () => {
  test("the home page is Polish and has header, navigation and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page).toHaveTitle(/Okolica/);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Okolica/ }).first()).toBeVisible();
    const nav = header.getByRole("navigation", { name: "Główna nawigacja" });
    await expect(nav.getByRole("link", { name: "Mieszkania", exact: true })).toHaveAttribute(
      "href",
      "/mieszkania",
    );
    await expect(nav.getByRole("link", { name: "Usługi", exact: true })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    for (const [name, href] of [
      ["Regulamin", "/regulamin"],
      ["Polityka prywatności", "/polityka-prywatnosci"],
      ["Pomoc", "/pomoc"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("a category link in the header opens the category page", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Główna nawigacja" })
      .getByRole("link", { name: "Mieszkania", exact: true })
      .click();
    await expect(page).toHaveURL(/\/mieszkania$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mieszkania" })).toBeVisible();
  });

  test("a town in a category's menu opens its page inside the app, without a reload", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await markDocument(page);
    const nav = page.getByRole("navigation", { name: "Główna nawigacja" });
    await nav.getByRole("link", { name: "Mieszkania", exact: true }).hover();
    await nav
      .getByRole("link", { name: /^Leżajsk \d+/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/mieszkania\/lezajsk$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Leżajsk");
    expect(await notReloaded(page)).toBe(true);
  });

  test("the footer is the server's markup: no code loads for it, its links navigate inside the app and it stays", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.includes("site-footer"))).toEqual([]);
    await markDocument(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Regulamin" }).click();
    await expect(page).toHaveURL(/\/regulamin$/);
    expect(await notReloaded(page)).toBe(true);
    await footer.getByRole("link", { name: "Pomoc" }).click();
    await expect(page).toHaveURL(/\/pomoc$/);
    await expect(footer.getByRole("link", { name: "Polityka prywatności" })).toBeVisible();
    expect(await notReloaded(page)).toBe(true);
  });

  test("a listing card opens its offer inside the app, without a reload", async ({ page }) => {
    await page.goto("/mieszkania");
    await hydrated(page);
    await markDocument(page);
    const card = page.locator("main article").first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/nieruchomosc\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await notReloaded(page)).toBe(true);
  });

  test("on a phone the menu is a drawer with the categories and 'Pomoc'", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    // The drawer opens from the page's code: a tap before it runs does nothing.
    await hydrated(page);
    await page.getByRole("banner").getByLabel("Otwórz menu").click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // Each category is an accordion of its towns, ending with the whole category.
    await drawer.locator("summary").filter({ hasText: "Mieszkania" }).click();
    await expect(drawer.getByRole("link", { name: /^Wszystkie: mieszkania/ })).toHaveAttribute(
      "href",
      "/mieszkania",
    );
    await expect(drawer.getByRole("link", { name: "Pomoc" })).toBeVisible();
    await drawer.getByRole("button", { name: "Zamknij menu" }).click();
    await expect(drawer).toBeHidden();

    // A native modal dialog: Escape closes it and the focus returns to the button.
    const trigger = page.getByRole("banner").getByRole("button", { name: "Otwórz menu" });
    await trigger.click();
    await expect(drawer).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // Following a link closes it.
    await trigger.click();
    await drawer.getByRole("link", { name: "Pomoc" }).click();
    await expect(page).toHaveURL(/\/pomoc$/);
    await expect(drawer).toBeHidden();
  });

  test("an unknown path answers 404 with the Polish page and a way home", async ({ page }) => {
    const response = await page.goto("/to-nie-istnieje/wcale");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Ups! Nie znaleziono strony" })).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: /strona główna|stronę główną/i })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/healthz reports ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });
});

test.describe("security headers", () => {
  test("each page gets its own CSP nonce and every script carries it", async ({ request }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/");
      const csp = response.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, `CSP: ${csp}`).toBeTruthy();
      expect(csp).toContain("frame-ancestors 'none'");
      // Inline scripts run only with the nonce: script-src must not also allow 'unsafe-inline'.
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      nonces.push(nonce as string);

      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("other security headers are set", async ({ request }) => {
    const headers = (await request.get("/")).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  // Pages whose scripts differ (forms with client-side validation, filters, gallery).
  for (const path of ["/", "/search?categories=mieszkania", "/auth?tab=rejestracja", "/uslugi"]) {
    test(`${path} loads and hydrates without console errors or CSP violations`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // React Router sets this once the client bundle has run, i.e. the scripts were allowed.
      await expect
        .poll(() => page.evaluate(() => "__reactRouterRouteModules" in window))
        .toBe(true);
      expect(problems).toEqual([]);
    });
  }
});

test.describe("static assets", () => {
  test("pages are compressed as a whole, not write by write", async ({ baseURL }) => {
    const { encoding, body } = await compressedBody(`${baseURL}/mieszkania`);
    expect(encoding).toBe("gzip");
    const html = gunzipSync(body);
    expect(html.toString("utf8")).toContain("</html>");
    // A compressor flush after each of React's small writes made pages twice this size.
    expect(body.length).toBeLessThan(gzipSync(html).length * 1.25);
  });

  test("fingerprinted assets are cached for a year and sent as the build compressed them", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/")).text();
    const assets = [
      ...new Set([...html.matchAll(/\/assets\/[^"'\s>]+\.(?:js|css)/g)].map((m) => m[0])),
    ];
    expect(assets.length).toBeGreaterThan(3);
    let compressedSmall = 0;
    for (const asset of assets) {
      const response = await request.get(asset, {
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(response.status(), asset).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, asset).toContain("immutable");
      const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
      expect(maxAge, asset).toBeGreaterThanOrEqual(30 * 24 * 3600);
      // Static files skip the pages' security headers (~1 KB each), but are never sniffed.
      expect(response.headers()["x-content-type-options"], asset).toBe("nosniff");
      expect(response.headers()["content-security-policy"], asset).toBeUndefined();
      // In brotli for a browser's Accept-Encoding and in gzip for a client without brotli,
      // small scripts too (compression left those under 1 KB as they were); only a file that
      // compressing would make larger goes as it is.
      const plain = await response.body();
      const brotli = await compressedBody(`${baseURL}${asset}`, "gzip, deflate, br, zstd");
      const gzipped = await compressedBody(`${baseURL}${asset}`, "gzip");
      if (!brotli.encoding) {
        expect(plain.length, asset).toBeLessThan(200);
        expect(brotli.body.equals(plain), asset).toBe(true);
        continue;
      }
      expect(brotli.encoding, asset).toBe("br");
      expect(brotliDecompressSync(brotli.body).equals(plain), asset).toBe(true);
      expect(brotli.body.length, asset).toBeLessThan(plain.length);
      // gzip's header and trailer (18 bytes) can make a file of a hundred bytes larger where
      // brotli's do not: such a file goes to a gzip-only client as it is.
      if (gzipped.encoding || plain.length >= 200) {
        expect(gzipped.encoding, asset).toBe("gzip");
        expect(gunzipSync(gzipped.body).equals(plain), asset).toBe(true);
      } else {
        expect(gzipped.body.equals(plain), asset).toBe(true);
      }
      if (plain.length < 1024) compressedSmall++;
    }
    expect(compressedSmall, "scripts under 1 KB sent compressed").toBeGreaterThan(0);
  });

  test("uploads are never sniffed nor run as documents; a missing file gets the page headers", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const upload = /\/uploads\/[^"'\s>?]+/.exec(html)?.[0];
    expect(upload, "a demo picture on the home page").toBeTruthy();
    const response = await request.get(upload as string);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");

    const missing = await request.get("/uploads/nie-ma-takiego-pliku.webp");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
