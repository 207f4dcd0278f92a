import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import {
  bell,
  bellCount,
  liveStream,
  markDocument,
  notReloaded,
  unique,
} from "./support/live-page.ts";
import { hydrated, newPerson, toast } from "./support/page-helpers.ts";

/**
 * Messaging end to end with three people in their own browser contexts: A (the broker) writes to
 * B (the owner) from one of B's listings; B sees it unread, opens it (the bell falls) and
 * replies with a PDF; A downloads it; C (the company) can neither open the conversation nor
 * download the file. Live updates (no reload): B's bell rises when A writes, and A's reply shows
 * up in B's open conversation.
 */

const DEMO_PASSWORD = "Okolica2026!";
const A_EMAIL = "posrednik@okolica.local"; // Agnieszka Mazur
const B_EMAIL = "wlasciciel@okolica.local"; // Tomasz Kowalczyk
const C_EMAIL = "firma@okolica.local";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A demo user signed in in their own browser context. */
async function person(browser: Browser, baseURL: string | undefined, email: string) {
  const page = await newPerson(browser, baseURL);
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

/** A demo company's service page, from the services page's links. */
async function firstServiceHref(page: Page): Promise<string> {
  await page.goto("/uslugi");
  const href = await page
    .getByRole("main")
    .locator('a[href^="/usluga/"]')
    .evaluateAll((links) =>
      links
        .map((l) => l.getAttribute("href") ?? "")
        .find((h) => /^\/usluga\/[0-9a-f-]{36}$/.test(h)),
    );
  expect(href).toBeTruthy();
  return href as string;
}

test.describe("messages", () => {
  test("A writes from a listing, B reads and replies with a PDF, A downloads it, C sees nothing", async ({
    browser,
    baseURL,
  }) => {
    const b = await person(browser, baseURL, B_EMAIL);
    const a = await person(browser, baseURL, A_EMAIL);

    // One of B's own listings, as B's panel lists them.
    await b.goto("/panel/properties");
    const listingHref = await b
      .getByRole("main")
      .locator('a[href^="/nieruchomosc/"]')
      .first()
      .getAttribute("href");
    expect(listingHref).toBeTruthy();
    const listingUrl = listingHref as string;

    // The owner sees no message form on their own listing.
    await b.goto(listingUrl);
    await hydrated(b);
    await expect(b.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(b.getByLabel("Treść wiadomości")).toHaveCount(0);
    const before = await bellCount(b);

    // A: the contact form with the default subject; empty fields are refused in the browser.
    await a.goto(listingUrl);
    const title = ((await a.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
    const form = a.locator("form[data-ready]").filter({ has: a.getByLabel("Temat") });
    await expect(form).toBeVisible();
    const subject = form.getByLabel("Temat");
    await expect(subject).toHaveValue(`Pytanie dotyczące: ${title}`);
    await subject.fill("   ");
    await form.getByLabel("Treść wiadomości").fill("Dzień dobry");
    await form.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(form.getByRole("alert")).toHaveText("Wypełnij temat i treść wiadomości.");

    const text = unique("Czy oferta jest aktualna?");
    await subject.fill(`Pytanie dotyczące: ${title}`);
    await form
      .getByLabel("Treść wiadomości")
      .fill(
        `${text}\nPlan: [rzut](https://example.com/rzut.pdf) i [zły](javascript:alert(1)) <b>pogrubienie</b>`,
      );
    await form.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(toast(a, "Wiadomość została wysłana.")).toBeVisible();
    const goToConversation = form.getByRole("link", { name: "Przejdź do rozmowy" });
    await expect(goToConversation).toBeVisible();
    const conversationUrl = (await goToConversation.getAttribute("href")) as string;
    expect(conversationUrl).toMatch(/^\/panel\/messages\?c=[0-9a-f-]{36}$/);

    // B: the bell counts the new message; the conversation is listed unread.
    await b.goto("/panel/messages");
    await hydrated(b);
    await expect.poll(() => bellCount(b)).toBe(before + 1);
    const row = b
      .getByTestId("conversation-row")
      .filter({ hasText: "Agnieszka Mazur" })
      .filter({
        hasText: text.slice(0, 20),
      });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("conversation-unread")).toBeVisible();

    // Opening it shows A's message (links only for http(s), HTML as text) and marks it read.
    await row.click();
    await expect(b).toHaveURL(conversationUrl);
    const conversation = b.getByRole("region", { name: "Agnieszka Mazur" });
    const log = conversation.getByRole("log", { name: "Wiadomości w rozmowie" });
    await expect(log).toContainText(text);
    await expect(log).toContainText("<b>pogrubienie</b>");
    await expect(log).toContainText("[zły](javascript:alert(1))");
    await expect(log.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(log.getByRole("link", { name: "rzut" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow ugc",
    );
    await expect(conversation.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      listingUrl,
    );
    await expect.poll(() => bellCount(b)).toBeLessThan(before + 1);
    await expect(row.getByTestId("conversation-unread")).toHaveCount(0);

    // B replies with a PDF only.
    const reply = conversation.locator("form[data-ready]");
    await reply
      .getByLabel("Dołącz pliki")
      .setInputFiles({ name: "umowa.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(reply.getByRole("list", { name: "Wybrane pliki" })).toContainText("umowa.pdf");
    await reply.getByRole("button", { name: "Wyślij" }).click();
    await expect(toast(b, "Wiadomość została wysłana.")).toBeVisible();
    const sentFile = log.getByRole("link", { name: "umowa.pdf" });
    await expect(sentFile).toBeVisible();
    await expect(log.getByTestId("attachment-expiry").last()).toHaveText(/Wygasa za (9|10) dni/);
    const attachmentUrl = (await sentFile.getAttribute("href")) as string;
    expect(attachmentUrl).toMatch(/^\/api\/zalaczniki\/[0-9a-f-]{36}$/);

    // A: the conversation shows the file; it downloads as an attachment.
    await a.goto(conversationUrl);
    const aLog = a.getByRole("log", { name: "Wiadomości w rozmowie" });
    await expect(aLog.getByRole("link", { name: "umowa.pdf" })).toBeVisible();
    await expect(aLog).toContainText(`${PDF.length}\u00a0B · Wygasa za`);
    const download = await a.request.get(attachmentUrl);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment/);
    expect(download.headers()["x-content-type-options"]).toMatch(/^nosniff/);
    expect((await download.body()).subarray(0, 8).toString()).toBe("%PDF-1.4");
    const [saved] = await Promise.all([
      a.waitForEvent("download"),
      aLog.getByRole("link", { name: "umowa.pdf" }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe("umowa.pdf");

    // C: neither the file nor the conversation.
    const c = await person(browser, baseURL, C_EMAIL);
    expect((await c.request.get(attachmentUrl)).status()).toBe(404);
    const response = await c.goto(conversationUrl);
    expect(response?.status()).toBe(404);
    await expect(c.getByText("Nie znaleziono rozmowy.")).toBeVisible();
    await expect(c.getByRole("main")).not.toContainText(text);
    await expect(c.getByRole("main")).not.toContainText("umowa.pdf");

    // Anonymous: the listing asks to sign in before writing.
    const anonymous = await browser.newContext({ baseURL });
    const visitor = await anonymous.newPage();
    await visitor.goto(listingUrl);
    await expect(visitor.getByText("Musisz być zalogowany, aby wysłać wiadomość.")).toBeVisible();
    // 'Wyślij wiadomość' leads to sign-in, which comes back to the listing.
    await expect(
      visitor
        .getByRole("region", { name: "Kontakt" })
        .getByRole("link", { name: "Wyślij wiadomość" }),
    ).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent(listingUrl)}`);

    await Promise.all([
      a.context().close(),
      b.context().close(),
      c.context().close(),
      anonymous.close(),
    ]);
  });

  test("live: B's bell rises and A's reply appears in B's open conversation, without reloading", async ({
    browser,
    baseURL,
  }) => {
    const b = await person(browser, baseURL, B_EMAIL);
    const a = await person(browser, baseURL, A_EMAIL);

    // B keeps a page of the panel open, with its live stream connected.
    const stream = liveStream(b);
    await b.goto("/panel/properties");
    await hydrated(b);
    await stream;
    const listingHref = await b
      .getByRole("main")
      .locator('a[href^="/nieruchomosc/"]')
      .first()
      .getAttribute("href");
    expect(listingHref).toBeTruthy();
    await markDocument(b);
    const before = await bellCount(b);

    // A writes to B from the listing's detail page.
    await a.goto(listingHref as string);
    const form = a.locator("form[data-ready]").filter({ has: a.getByLabel("Temat") });
    const text = unique("Na żywo: czy mogę obejrzeć jutro?");
    await form.getByLabel("Treść wiadomości").fill(text);
    await form.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(toast(a, "Wiadomość została wysłana.")).toBeVisible();
    const conversationUrl = (await form
      .getByRole("link", { name: "Przejdź do rozmowy" })
      .getAttribute("href")) as string;

    // B: the bell rises on the page that was already open.
    await expect.poll(() => bellCount(b)).toBe(before + 1);
    await expect(bell(b)).toHaveAccessibleName(/^Wiadomości: \d+ nieprzeczytan/);
    expect(await notReloaded(b)).toBe(true);

    // B opens the conversation in the same document (the bell, then the row): the bell falls.
    await bell(b).click();
    await expect(b).toHaveURL("/panel/messages");
    const row = b.getByTestId("conversation-row").filter({ hasText: text.slice(0, 20) });
    await row.click();
    await expect(b).toHaveURL(conversationUrl);
    const bLog = b.getByRole("log", { name: "Wiadomości w rozmowie" });
    await expect(bLog).toContainText(text);
    await expect.poll(() => bellCount(b)).toBeLessThan(before + 1);
    const opened = await bellCount(b);

    // A replies in the conversation; it appears in B's open conversation and in B's list.
    await a.goto(conversationUrl);
    const reply = a.getByRole("form", { name: "Odpowiedź" });
    await expect(reply).toHaveAttribute("data-ready", "");
    const answer = unique("Tak, zapraszam o 17:00");
    await reply.getByLabel("Twoja odpowiedź").fill(answer);
    await reply.getByRole("button", { name: "Wyślij" }).click();
    await expect(toast(a, "Wiadomość została wysłana.")).toBeVisible();

    await expect(bLog).toContainText(answer);
    await expect(
      b.getByTestId("conversation-row").filter({ hasText: answer.slice(0, 20) }),
    ).toHaveCount(1);
    // Seen in the open conversation: marked read, so the bell settles where it was.
    await expect.poll(() => bellCount(b)).toBe(opened);
    expect(await notReloaded(b)).toBe(true);

    await Promise.all([a.context().close(), b.context().close()]);
  });

  test("a signed-in visitor writes to a company from its service page", async ({
    browser,
    baseURL,
  }) => {
    const a = await person(browser, baseURL, A_EMAIL);
    await a.goto(await firstServiceHref(a));
    const title = ((await a.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
    const form = a.locator("form[data-ready]").filter({ has: a.getByLabel("Temat") });
    // The form's code is a deferred part of the page: it is opened once it runs.
    await expect(form).toHaveCount(1);
    await a.getByText("Wyślij wiadomość", { exact: true }).first().click();
    await expect(form.getByLabel("Temat")).toHaveValue(`Pytanie dotyczące: ${title}`);
    await form.getByLabel("Treść wiadomości").fill(unique("Proszę o wycenę"));
    await form.getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(toast(a, "Wiadomość została wysłana.")).toBeVisible();
    await expect(form.getByRole("link", { name: "Przejdź do rozmowy" })).toBeVisible();
    await a.context().close();
  });

  test("'Wyślij wiadomość' opened before the form's code arrives stays open after the fresh view count", async ({
    browser,
    baseURL,
  }) => {
    const a = await person(browser, baseURL, A_EMAIL);
    const href = await firstServiceHref(a);
    // The form's chunk is held back until the view beacon has answered: its fresh count is an
    // update of the page above the part still waiting for its code.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await a.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const counted = a.waitForResponse((r) => r.url().endsWith("/wyswietlenie"));
    await a.goto(href);
    // Without the form's code the server's <details> opens natively.
    await a.getByText("Wyślij wiadomość", { exact: true }).first().click();
    await (await counted).finished();
    await a.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    release();
    const form = a.locator("form[data-ready]").filter({ has: a.getByLabel("Temat") });
    await expect(form).toHaveCount(1);
    await expect(form.getByLabel("Treść wiadomości")).toBeVisible();
    await a.context().close();
  });

  test("the messages tab passes axe, on a wide screen and on a phone", async ({
    browser,
    baseURL,
  }) => {
    const b = await person(browser, baseURL, B_EMAIL);
    await b.goto("/panel/messages");
    await hydrated(b);
    const first = b.getByTestId("conversation-row").first();
    await expect(first).toBeVisible();
    let results = await new AxeBuilder({ page: b }).include("main").withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);

    await first.click();
    await expect(b.getByRole("log", { name: "Wiadomości w rozmowie" })).toBeVisible();
    results = await new AxeBuilder({ page: b }).include("main").withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);

    // Phone: the conversation alone, a back button to the list.
    await b.setViewportSize({ width: 390, height: 844 });
    await expect(b.getByRole("navigation", { name: "Rozmowy" })).toBeHidden();
    expect(
      await b.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      "no sideways scrolling on a phone",
    ).toBe(true);
    results = await new AxeBuilder({ page: b }).include("main").withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    await b.getByRole("link", { name: "Wróć do listy rozmów" }).click();
    await expect(b.getByRole("navigation", { name: "Rozmowy" })).toBeVisible();
    await expect(b.getByRole("log", { name: "Wiadomości w rozmowie" })).toHaveCount(0);
    await b.context().close();
  });
});
