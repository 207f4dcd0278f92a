import { expect, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import { newPerson } from "./support/page-helpers.ts";
import { openPanel, signInTo } from "./support/panel-forms.ts";

const OWNER = "wlasciciel@okolica.local";

test("an owner is reminded before a listing expires and renews it from the mail's link", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo data has one of the owner's listings two days from its end: reminded at start.
  const mail = await waitForMail(OWNER, /^Twoje ogłoszenie wygasa /);
  const link = mail.text.match(/https?:\/\/\S+\/ogloszenie\/odswiez\/[\w-]{32}/)?.[0] ?? "";
  expect(link, mail.text).not.toBe("");
  const title = mail.text.match(/Ogłoszenie „(.+?)” przestanie/)?.[1] ?? "";

  // The panel counts the days down and offers "Odśwież" (checked before the link renews it).
  await signInTo(page, OWNER, "/panel/properties");
  await page.getByRole("searchbox").fill(title);
  await page.getByRole("searchbox").press("Enter");
  const row = page.getByRole("article").filter({ hasText: title });
  await expect(row.getByText(/^Wygasa (za [12]\sdni|dziś)$/)).toBeVisible();
  await expect(row.getByRole("button", { name: `Odśwież ogłoszenie: ${title}` })).toBeVisible();

  // The link works without a sign-in: a page that asks, then renews.
  const stranger = await newPerson(browser, baseURL);
  await stranger.goto(new URL(link).pathname);
  await expect(stranger.getByText(`Ogłoszenie „${title}” niedługo wygaśnie.`)).toBeVisible();
  await stranger.getByRole("button", { name: "Odśwież ogłoszenie" }).click();
  await expect(stranger.getByRole("status")).toContainText(`Odświeżono. Ogłoszenie „${title}”`);
  const listingHref = await stranger
    .getByRole("link", { name: "Zobacz ogłoszenie" })
    .getAttribute("href");
  expect(listingHref).toMatch(/^\/nieruchomosc\/[0-9a-f-]{36}$/);
  await stranger.goto(listingHref ?? "");
  const today = new Intl.DateTimeFormat("pl-PL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Warsaw",
  }).format(new Date());
  await expect(stranger.getByText("Odświeżono:").locator("..")).toContainText(today);
  // Used: the link now says so.
  await stranger.goto(new URL(link).pathname);
  await expect(stranger.getByRole("status")).toContainText("zostało już odświeżone");
  await stranger.context().close();

  await openPanel(page, `/panel/properties?q=${encodeURIComponent(title)}`);
  await expect(row.getByText(/^Wygasa za (29|30)\sdni$/)).toBeVisible();
});
