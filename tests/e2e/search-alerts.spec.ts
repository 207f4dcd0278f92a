import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { unique } from "./support/live-page.ts";
import { mailsTo } from "./support/mail.ts";
import { hydrated, newPerson, toast } from "./support/page-helpers.ts";
import { fillRequired, signInTo } from "./support/panel-forms.ts";

const WATCHER = "posrednik@okolica.local";
const SELLER = "wlasciciel@okolica.local";
/** The job looks ~11 s after a listing changes (its commit lag), then the mail goes at once. */
const ALERT_WAIT = { timeout: 45_000, intervals: [1_000] };

/** The seller adds a listing of this type and title through the panel. */
async function addListing(page: Page, title: string, type: "Mieszkanie" | "Dom") {
  await page.goto("/panel/properties?action=add-property");
  const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
  await expect(dialog).toBeVisible();
  await fillRequired(dialog, title);
  await dialog.getByLabel("Typ").selectOption({ label: type });
  await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
}

test("a saved 'at once' search mails one new matching offer; the mail's link unsubscribes without a sign-in", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const word = unique("Jarzębinowa").replace(/\W/g, "");
  const name = `Alert ${word}`;
  const alerts = () => mailsTo(WATCHER).filter((m) => m.subject.endsWith(name));

  // The watcher filters the flats by a word, saves the search from the results page.
  await signInTo(page, WATCHER, "/panel/properties");
  await page.goto(`/mieszkania?q=${word}`);
  await page.getByRole("link", { name: "Zapisz wyszukiwanie" }).click();
  await expect(page).toHaveURL(/\/panel\/searches\?zapisz=/);
  await hydrated(page);
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Zapisz wyszukiwanie" }) });
  await form.getByLabel("Nazwa").fill(name);
  await form.getByRole("radio", { name: "Od razu" }).check();
  await form.getByRole("button", { name: "Zapisz wyszukiwanie" }).click();
  await expect(toast(page, "Wyszukiwanie zapisane")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();

  // Another user adds a house with the word (not a flat: no alert) and a flat with it.
  const seller = await newPerson(browser, baseURL);
  await signInTo(seller, SELLER, "/panel/properties");
  await addListing(seller, `Dom ${word}`, "Dom");
  await addListing(seller, `Mieszkanie ${word}`, "Mieszkanie");

  await expect.poll(() => alerts().length, ALERT_WAIT).toBe(1);
  const [mail] = alerts();
  expect(mail.subject).toBe(`1 nowa oferta: ${name}`);
  expect(mail.text).toContain(`Mieszkanie ${word}`);
  expect(mail.text).not.toContain(`Dom ${word}`);
  expect(mail.html).toMatch(/\/nieruchomosc\/[0-9a-f-]{36}/);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const link = mail.text.match(/https?:\/\/\S+\/alerty\/wypisz\/[\w-]+/)?.[0] ?? "";
  expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);

  // Unsubscribe from a browser that is not signed in.
  const stranger = await newPerson(browser, baseURL);
  await stranger.goto(new URL(link).pathname);
  await expect(stranger.getByText(`wyszukiwania „${name}”`)).toBeVisible();
  await expect(stranger.getByRole("button", { name: "Wypisz mnie" })).toBeVisible();
  // A mail program's one-click unsubscribe (RFC 8058): a POST to the same link, no Origin.
  const oneClick = await stranger.request.post(link, {
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  await stranger.reload();
  await expect(stranger.getByRole("status")).toContainText("Wypisano.");

  // A new matching flat after that: no second mail (the job has run again meanwhile).
  await addListing(seller, `Mieszkanie drugie ${word}`, "Mieszkanie");
  await page.waitForTimeout(15_000);
  expect(alerts()).toHaveLength(1);
  await page.goto("/panel/searches");
  await expect(page.getByText("Powiadomienia wstrzymane")).toBeVisible();
  await seller.context().close();
  await stranger.context().close();
});
