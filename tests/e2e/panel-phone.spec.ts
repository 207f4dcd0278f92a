import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { signInTo } from "./support/panel-forms.ts";

/**
 * The panel on a phone (390×844, touch): the demo agency's 65 listings come in status tabs,
 * pages of 20 and a title search, without a horizontal scroll; an open conversation fills the
 * screen below the header with the reply box in view and no site footer under it.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const tabs = (page: Page) => page.getByRole("navigation", { name: "Moje ogłoszenia: status" });
const rows = (page: Page) => page.getByRole("main").getByRole("article");
const rowTitles = (page: Page) => rows(page).getByRole("heading", { level: 3 }).allInnerTexts();
/** The number a status tab shows ('Aktywne 45' → 45). */
const tabCount = async (page: Page, name: string) =>
  Number(((await tabs(page).getByRole("link", { name }).textContent()) ?? "").replace(/\D/g, ""));

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("the agency's listings: tabs, pages and search on a phone", async ({ page }) => {
  await signInTo(page, "agencja@okolica.local", "/panel/properties");
  const active = tabs(page).getByRole("link", { name: /Aktywne/ });
  await expect(active).toHaveAttribute("aria-current", "page");
  const activeCount = await tabCount(page, "Aktywne");
  expect(activeCount).toBeGreaterThan(20);
  await expect(rows(page)).toHaveCount(20);
  await noSideScroll(page);

  // Page 2 holds the next rows (the agency has more than one page).
  const first = await rowTitles(page);
  await page.getByRole("link", { name: "Strona 2" }).tap();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole("link", { name: "Strona 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const second = await rowTitles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((t) => first.includes(t)).length).toBeLessThan(second.length);

  // The archived ones: as many as the tab says (page 1 of them), each marked.
  await tabs(page)
    .getByRole("link", { name: /Archiwalne/ })
    .tap();
  await expect(page).toHaveURL(/status=archiwalne/);
  await expect(page).not.toHaveURL(/page=/);
  const archivedCount = await tabCount(page, "Archiwalne");
  await expect(rows(page)).toHaveCount(Math.min(archivedCount, 20));
  if (archivedCount > 0) {
    await expect(rows(page).getByText("Zarchiwizowane")).toHaveCount(Math.min(archivedCount, 20));
  }
  await noSideScroll(page);

  // Back to the active ones and search one title, in capitals: the search keeps the tab.
  await active.tap();
  await expect(active).toHaveAttribute("aria-current", "page");
  const wanted = (await rowTitles(page))[0] as string;
  const search = page.getByRole("searchbox", { name: "Szukaj w tytułach" });
  await search.fill(wanted.toUpperCase());
  await page.getByRole("button", { name: "Szukaj" }).tap();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(rows(page).getByRole("link", { name: wanted })).not.toHaveCount(0);
  for (const title of await rowTitles(page)) {
    expect(title.toLowerCase()).toContain(wanted.toLowerCase());
  }
  expect(await tabCount(page, "Aktywne")).toBeLessThan(activeCount);

  // A typed % is text, not a wildcard: nothing has it.
  await search.fill("%%%");
  await page.getByRole("button", { name: "Szukaj" }).tap();
  await expect(page.getByRole("heading", { name: "Brak wyników dla „%%%”" })).toBeVisible();
  await page.getByRole("link", { name: "Wyczyść wyszukiwanie" }).tap();
  await expect(rows(page)).toHaveCount(20);
});

test("an open conversation fills the phone's screen, the reply box in view", async ({ page }) => {
  await signInTo(page, "wlasciciel@okolica.local", "/panel/properties");
  await page.goto("/panel/messages");
  await page.getByRole("main").locator('a[href*="?c="]').first().tap();
  await expect(page).toHaveURL(/[?&]c=/);

  const reply = page.getByRole("textbox", { name: "Twoja odpowiedź" });
  await expect(reply).toBeVisible();
  const box = await reply.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  const send = page.getByRole("button", { name: "Wyślij" });
  const sendBox = await send.boundingBox();
  expect((sendBox?.y ?? 0) + (sendBox?.height ?? 0)).toBeLessThanOrEqual(844);

  // The conversation reaches the bottom of the screen; the footer is not under it.
  const section = page.locator("[data-fills-phone-screen]");
  const area = await section.boundingBox();
  expect(Math.round((area?.y ?? 0) + (area?.height ?? 0))).toBe(844);
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await noSideScroll(page);

  // The messages scroll inside; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);
  await expect(page.getByRole("log", { name: "Wiadomości w rozmowie" })).toBeVisible();

  // Back to the list: the footer returns.
  await page.getByRole("link", { name: "Wróć do listy rozmów" }).tap();
  await expect(page).not.toHaveURL(/[?&]c=/);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
