import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";

const DEMO_PASSWORD = "Okolica2026!";

async function signIn(page: Page, email: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

/** Listing ids linked from a page's HTML, in order, without repeats. */
async function listingIds(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const ids = [...html.matchAll(/\/nieruchomosc\/([0-9a-f-]{36})/g)].map((m) => m[1]);
  return [...new Set(ids)];
}

/** A page's digits in a row, the inline stylesheet's (weights 600, 700, 800…) aside. */
function digitsOf(html: string): string {
  return html.replace(/<style[\s\S]*?<\/style>/g, "").replace(/\D/g, "");
}

test.describe("listing detail", () => {
  test("the phone is absent from the anonymous page and revealed after sign-in", async ({
    page,
  }) => {
    // An own listing (listed first on the home page) of a demo user: it has a contact box.
    let id: string | undefined;
    let anonymousHtml = "";
    for (const candidate of await listingIds(page.request, "/")) {
      const response = await page.request.get(`/nieruchomosc/${candidate}`);
      const html = await response.text();
      if (html.includes("Wymagane logowanie")) {
        id = candidate;
        anonymousHtml = html;
        break;
      }
    }
    expect(id, "an own listing with a contact box on the home page").toBeDefined();

    await page.goto(`/nieruchomosc/${id}`);
    await expect(
      page.getByText("Musisz być zalogowany, aby zobaczyć numer telefonu."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Pokaż numer" })).toHaveCount(0);
    await page
      .getByRole("region", { name: "Kontakt" })
      .getByRole("link", { name: "Zaloguj się" })
      .click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    await signIn(page, "wlasciciel@okolica.local");
    await expect(page).toHaveURL(new RegExp(`/nieruchomosc/${id}$`));

    await page.getByRole("button", { name: "Pokaż numer" }).click();
    const phoneLink = page.getByRole("region", { name: "Kontakt" }).getByRole("link", {
      name: /^\+48/,
    });
    await expect(phoneLink).toBeVisible();
    const phone = (await phoneLink.textContent())?.trim() ?? "";
    const digits = phone.replace(/\D/g, "").slice(2); // without the country code
    expect(digits.length).toBeGreaterThanOrEqual(9);
    expect(anonymousHtml).not.toContain(phone);
    // Not even in another spelling.
    expect(digitsOf(anonymousHtml)).not.toContain(digits);

    // Without JavaScript the same button is a form post: the page comes back with the number.
    const posted = await page.request.post(`/nieruchomosc/${id}`, {
      form: { intent: "reveal-phone" },
    });
    expect(await posted.text()).toContain(phone);

    // Signed in, the page itself still does not carry the number: only the reveal does.
    const signedInHtml = await (await page.request.get(`/nieruchomosc/${id}`)).text();
    expect(digitsOf(signedInHtml)).not.toContain(digits);
  });

  test("a visitor's view counts once a day", async ({ page }) => {
    const [id] = await listingIds(page.request, "/mieszkania");
    const first = await page.request.post(`/api/nieruchomosci/${id}/wyswietlenie`);
    expect(await first.json()).toMatchObject({ counted: true });
    const again = await page.request.post(`/api/nieruchomosci/${id}/wyswietlenie`);
    expect(await again.json()).toMatchObject({ counted: false });
    // Opening the page makes the same request after load, from the browser.
    const [viewed] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(`/${id}/wyswietlenie`) && r.method() === "POST"),
      page.goto(`/nieruchomosc/${id}`),
    ]);
    expect(viewed).toBeTruthy();
  });

  test("similar offers: same type, the same location first", async ({ page }) => {
    const [id] = await listingIds(page.request, "/domy");
    await page.goto(`/nieruchomosc/${id}`);
    const place = (
      await page
        .locator("h1 + p > span")
        .first()
        .evaluate((el) => el.firstChild?.textContent ?? "")
    ).trim();
    const cards = page.getByRole("region", { name: "Podobne oferty" }).locator("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    const same: boolean[] = [];
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await expect(card.getByText(/^Dom( · |$)/)).toBeVisible();
      same.push((await card.getByText(place, { exact: true }).count()) > 0);
      const href = await card.getByRole("link").first().getAttribute("href");
      expect(href).not.toBe(`/nieruchomosc/${id}`);
    }
    // Same-location offers come first; others only fill in when there are fewer than 3.
    const firstOther = same.indexOf(false);
    if (firstOther !== -1) {
      expect(same.slice(firstOther).every((s) => !s)).toBe(true);
      expect(firstOther).toBeLessThan(3);
    }
  });

  test("an unknown or malformed listing id answers 404", async ({ page }) => {
    const missing = await page.request.get("/nieruchomosc/00000000-0000-4000-8000-000000000000");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Nie znaleziono oferty");
    expect((await page.request.get("/nieruchomosc/nie-ma-takiej")).status()).toBe(404);
    await page.goto("/nieruchomosc/nie-ma-takiej");
    await page.getByRole("link", { name: "Wróć na stronę główną" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the administrator's trash removes a card and the listing then answers 404", async ({
    page,
  }) => {
    await page.goto("/auth");
    await signIn(page, "admin@okolica.local");
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto("/dzialki");
    const card = page
      .locator("article")
      .filter({ has: page.getByRole("button", { name: /^Przenieś do kosza/ }) })
      .last();
    const href = (await card.getByRole("link").first().getAttribute("href")) as string;
    expect(href).toMatch(/^\/nieruchomosc\//);
    // The button's script loads after the page; wait for it so the click shows the toast.
    await expect(card.locator("form[data-interactive]")).toHaveCount(1);
    await card.getByRole("button", { name: /^Przenieś do kosza/ }).click();
    // Our own toast: a polite status with a close button.
    const toast = page.getByRole("status").filter({ hasText: "Ogłoszenie zostało przeniesione" });
    await expect(toast).toBeVisible();
    await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
    await toast.getByRole("button", { name: "Zamknij" }).click();
    await expect(toast).toHaveCount(0);
    expect((await page.request.get(href)).status()).toBe(404);
  });

  test("the gallery's lightbox is a modal dialog: arrows change the photo, Escape closes it", async ({
    page,
  }) => {
    const [id] = await listingIds(page.request, "/");
    await page.goto(`/nieruchomosc/${id}`);
    // Before hydration the link opens the photo itself; React makes it open the lightbox.
    await hydrated(page);
    const open = page.getByRole("link", { name: /^Powiększ \((\d+)\)$/ });
    const count = Number(/\((\d+)\)/.exec((await open.textContent()) ?? "")?.[1]);
    await open.click();
    const lightbox = page.getByRole("dialog", { name: /galeria zdjęć$/ });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`1 / ${count}`)).toBeVisible();
    if (count > 1) {
      await page.keyboard.press("ArrowRight");
      await expect(lightbox.getByText(`2 / ${count}`)).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(lightbox.getByText(`${count} / ${count}`)).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("visitors do not see the trash button", async ({ page }) => {
    await page.goto("/dzialki");
    await expect(page.locator("article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Przenieś do kosza/ })).toHaveCount(0);
  });
});
