import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated, toast } from "./support/page-helpers.ts";
import { DEMO_PASSWORD } from "./support/panel-forms.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let found: { url: string; photos: number } | undefined;

/**
 * An own listing of a demo user with several photos (its page has a contact box, which asks
 * visitors to sign in), from the first ones on the home page.
 */
async function listingWithPhotos(page: Page): Promise<{ url: string; photos: number }> {
  if (found) return found;
  const home = await (await page.request.get("/")).text();
  const ids = [...new Set([...home.matchAll(/\/nieruchomosc\/([0-9a-f-]{36})/g)].map((m) => m[1]))];
  for (const id of ids.slice(0, 20)) {
    const html = await (await page.request.get(`/nieruchomosc/${id}`)).text();
    const photos = Number(/Powiększ \((?:<!-- -->)?(\d+)/.exec(html)?.[1] ?? 0);
    if (html.includes("Wymagane logowanie") && photos > 2) {
      found = { url: `/nieruchomosc/${id}`, photos };
      return found;
    }
  }
  throw new Error("no own listing with three or more photos on the home page");
}

/** axe's WCAG 2 A/AA violations on what the phone shows now, as `rule: elements` lines. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

/** A real finger on the touch screen (CDP touch events): the browser decides what it scrolls. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe");
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 6; i++) {
    const point = { x: x + (dx * i) / 6, y: y + i };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("the listing page on a phone", () => {
  test("the gallery and the lightbox follow swipes", async ({ page }) => {
    const { url, photos } = await listingWithPhotos(page);
    await page.goto(url);
    await hydrated(page);
    const main = page.getByRole("img", { name: /zdjęcie 1 z \d+$/ });
    await swipe(page, main, -150);
    await expect(
      page.getByRole("img", { name: new RegExp(`zdjęcie 2 z ${photos}$`) }),
    ).toBeVisible();
    await swipe(page, page.getByRole("img", { name: /zdjęcie 2 z \d+$/ }), 150);
    await swipe(page, page.getByRole("img", { name: /zdjęcie 1 z \d+$/ }), 150);
    await expect(
      page.getByRole("img", { name: new RegExp(`zdjęcie ${photos} z ${photos}$`) }),
    ).toBeVisible();

    await page.getByRole("link", { name: `Powiększ (${photos})` }).click();
    const lightbox = page.getByRole("dialog", { name: /galeria zdjęć$/ });
    await expect(lightbox.getByText(`${photos} / ${photos}`)).toBeVisible();
    await swipe(page, lightbox.getByRole("img"), -150);
    await expect(lightbox.getByText(`1 / ${photos}`)).toBeVisible();
    await swipe(page, lightbox.getByRole("img"), 150);
    await expect(lightbox.getByText(`${photos} / ${photos}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the contact bar: sign-in for visitors, then the phone; it covers nothing at the end", async ({
    page,
  }) => {
    const { url } = await listingWithPhotos(page);
    await page.goto(url);
    const bar = page.getByRole("region", { name: "Kontakt ze sprzedającym" });
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    // On the first screen, at its bottom.
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);

    // At the end of the page it sits above the footer instead of over it.
    await page.keyboard.press("End");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = await page.locator("footer").last().boundingBox();
    const settled = await bar.boundingBox();
    expect(settled && footer && settled.y + settled.height).toBeLessThanOrEqual(footer?.y ?? 0);

    await bar.getByRole("link", { name: "Zadzwoń" }).click();
    await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(url)}`);
    await page.getByLabel("E-mail").fill("firma@okolica.local");
    await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).toHaveURL(url);
    await hydrated(page);

    await bar.getByRole("button", { name: "Zadzwoń" }).click();
    const call = bar.getByRole("link", { name: /^\+48/ });
    await expect(call).toHaveAttribute("href", /^tel:\+48\d{9}$/);
    // One reveal for the page: the contact box shows the same number.
    await expect(
      page
        .getByRole("region", { name: "Kontakt", exact: true })
        .getByRole("link", { name: /^\+48/ }),
    ).toHaveText((await call.textContent()) ?? "");

    await bar.getByRole("link", { name: "Napisz" }).click();
    await expect(page.getByLabel("Treść wiadomości")).toBeFocused();
  });

  test("sharing without a share sheet copies the link", async ({ page, baseURL }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined });
    });
    const { url } = await listingWithPhotos(page);
    await page.goto(`${url}?utm_source=facebook`);
    await hydrated(page);
    await page.getByRole("button", { name: "Udostępnij" }).click();
    await expect(toast(page, "Link skopiowany")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${url}`);
  });
});

/** A finger's tap on the middle of what the locator shows, whatever lies on top of it. */
async function tapOn(page: Page, target: Locator) {
  const box = await boxOf(target);
  await page.touchscreen.tap((box.left + box.right) / 2, (box.top + box.bottom) / 2);
}

/** Where an element is on the screen, in CSS pixels. */
async function boxOf(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("not on the page");
  const { x, y, width, height } = box;
  return { top: y, bottom: y + height, left: x, right: x + width };
}

/** The summary beside (on a phone under) the photos: the box with the page's h1. */
const summaryOf = (page: Page) => page.locator("div:has(> h1)");

/** The listing's price as the summary shows it ('459 000 zł'), not a price history's. */
const priceOf = (page: Page) =>
  summaryOf(page)
    .getByText(/^\d[\d\s]*\szł(\/mies\.)?$/)
    .first();

/** What "Szczegóły" says of a row, or null. */
async function detail(page: Page, label: string): Promise<string | null> {
  const row = page
    .getByRole("region", { name: "Szczegóły" })
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) });
  return (await row.count()) ? ((await row.locator("dd").textContent()) ?? "").trim() : null;
}

test.describe("the listing page on a phone: the price first", () => {
  test.use({ deviceScaleFactor: 3 });

  test("the price, the key facts, the title and two badges sit right under the photo, above the contact bar", async ({
    page,
  }) => {
    const { url } = await listingWithPhotos(page);
    await page.goto(url);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const price = await boxOf(priceOf(page));
    const photo = await boxOf(page.getByRole("img", { name: /zdjęcie 1 z \d+$/ }));
    const bar = await boxOf(page.getByRole("region", { name: "Kontakt ze sprzedającym" }));
    // On the first screen, under the photo, and not under the sticky bar.
    expect(price.top).toBeGreaterThanOrEqual(photo.bottom);
    expect(price.bottom).toBeLessThanOrEqual(560);
    expect(price.bottom).toBeLessThanOrEqual(bar.top);

    // One row of key facts under the price, as "Szczegóły" has them, then the title.
    const area = await detail(page, "Powierzchnia");
    const rooms = await detail(page, "Liczba pokoi");
    const floor = await detail(page, "Piętro");
    const roomsWord =
      rooms === "1" ? "pokój" : /^([2-4]|.*[^1][2-4])$/.test(rooms ?? "") ? "pokoje" : "pokoi";
    const facts = [
      area,
      rooms && `${rooms}\u00a0${roomsWord}`,
      floor && (/^\d+$/.test(floor) ? `piętro ${floor}` : floor.toLowerCase()),
    ].filter(Boolean);
    expect(facts.length, "a listing with a known area").toBeGreaterThan(0);
    const row = summaryOf(page).getByText(facts.join(" · "), { exact: true });
    await expect(row).toBeVisible();
    const factsRow = await boxOf(row);
    expect(factsRow.top).toBeGreaterThanOrEqual(price.bottom);
    expect((await boxOf(page.locator("h1"))).top).toBeGreaterThanOrEqual(factsRow.bottom);

    // Two badges at most: who sells and one mark; the type and the source are in "Szczegóły".
    await expect(
      summaryOf(page).getByText(/^(Właściciel|Pośrednik|Sprawdzony sprzedawca)$/),
    ).toBeVisible();
    await expect(summaryOf(page).getByText("Własne (Okolica)", { exact: true })).toHaveCount(0);
    expect(await detail(page, "Źródło ogłoszenia")).toBe("Własne (Okolica)");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a tap on the photo opens the lightbox", async ({ page }) => {
    const { url, photos } = await listingWithPhotos(page);
    await page.goto(url);
    await hydrated(page);
    await tapOn(page, page.getByRole("img", { name: /zdjęcie 1 z \d+$/ }));
    const lightbox = page.getByRole("dialog", { name: /galeria zdjęć$/ });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`1 / ${photos}`)).toBeVisible();
    await lightbox.getByRole("button", { name: "Zamknij" }).tap();
    await expect(lightbox).toBeHidden();
  });
});

test.describe("the listing page on a laptop", () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false });

  test("the price is on the first screen, beside the photo", async ({ page }) => {
    const { url } = await listingWithPhotos(page);
    await page.goto(url);
    await hydrated(page);
    const price = await boxOf(priceOf(page));
    const photo = await boxOf(page.getByRole("img", { name: /zdjęcie 1 z \d+$/ }));
    expect(price.bottom).toBeLessThanOrEqual(Math.min(900, photo.bottom));
    expect(price.left).toBeGreaterThan(photo.right);
  });
});

test.describe("the listing page on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Powiększ' still shows the photo large: it is a link to the photo itself", async ({
    page,
  }) => {
    const { url } = await listingWithPhotos(page);
    await page.goto(url);
    const first = await page.getByRole("img", { name: /zdjęcie 1 z \d+$/ }).getAttribute("src");
    await page.getByRole("link", { name: /^Powiększ \(\d+\)$/ }).tap();
    await expect(page).toHaveURL(new URL(first ?? "", page.url()).href);
    expect(await page.evaluate(() => document.contentType)).toMatch(/^image\//);
    // So does a tap anywhere on the photo.
    await page.goBack();
    await tapOn(page, page.getByRole("img", { name: /zdjęcie 1 z \d+$/ }));
    await expect(page).toHaveURL(new URL(first ?? "", page.url()).href);
  });
});
