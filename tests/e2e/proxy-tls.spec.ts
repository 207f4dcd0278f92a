import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { unzip } from "../../server/testing/unzip.ts";
import { unique } from "./support/live-page.ts";
import { authLink, waitForMail } from "./support/mail.ts";
import { startMailReceiver } from "./support/mail-receiver.ts";
import { hydrated, toast } from "./support/page-helpers.ts";
import { freePort, type RunningServer, startServer } from "./support/server.ts";
import { NGINX, startTlsProxy, type TlsProxy } from "./support/tls-proxy.ts";

/**
 * The production setup of docs/deployment.md: the built app (NODE_ENV=production) behind nginx
 * terminating TLS with the guide's own configuration, BASE_URL the https origin, the proxy
 * trusted by address. In Chromium, through the proxy, one person signs up (confirming the mailed
 * link), signs in, saves a listing with a photo and downloads their data export from the
 * mailed link; another signs up, writes to the first about it and reports the listing. Every step
 * is a form post that React Router and better-auth check against the browser's https Origin.
 */
// About 20 s on an idle machine; the limit leaves room for a busy one.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(
  !existsSync(NGINX),
  `${NGINX} is not installed (Debian's nginx package; .ci/run installs it)`,
);

const PASSWORD = "Sosnowa-17-Lezajsk";

let dataDir: string;
let mailDir: string;
let server: RunningServer | undefined;
let proxy: TlsProxy | undefined;
let stopMail: (() => Promise<void>) | undefined;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "okolica-proxy-"));
  mailDir = path.join(dataDir, "received-mail");
  const mail = await startMailReceiver(mailDir);
  stopMail = mail.stop;
  // The public origin must be known before the app starts (BASE_URL): nginx's port comes first.
  const proxyPort = await freePort();
  server = await startServer({
    dataDir,
    seedDemo: false,
    env: {
      BASE_URL: `https://127.0.0.1:${proxyPort}`,
      SMTP_URL: mail.url,
      TRUSTED_PROXY_ADDRESSES: "loopback",
    },
  });
  proxy = await startTlsProxy(server.port, proxyPort);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await proxy?.stop();
  await server?.stop("SIGTERM", 10_000);
  await stopMail?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A person's own browser on the proxy's https origin; every answer of 400 or more is noted. */
async function person(browser: Browser, refused: string[]): Promise<Page> {
  const context = await browser.newContext({
    baseURL: proxy?.url,
    locale: "pl-PL",
    // The certificate was made a moment ago by openssl: nobody signed it.
    ignoreHTTPSErrors: true,
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  return page;
}

/** Signs up and opens the mailed confirmation link, which signs in and leads to the wizard. */
async function signUp(page: Page, email: string, firstName: string, refused: string[]) {
  await page.goto("/auth?tab=rejestracja");
  await hydrated(page);
  await page.getByLabel("Imię").fill(firstName);
  await page.getByLabel("Nazwisko").fill("Proxy");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Potwierdź hasło").fill(PASSWORD);
  await page.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
  await page.getByRole("button", { name: "Utwórz konto" }).click();
  // Behind a proxy the app does not trust, this is where a 400 came back.
  await expect(
    page.getByText(/Konto zostało utworzone\. Sprawdź skrzynkę e-mail/),
    `refused: ${refused.join(", ")}`,
  ).toBeVisible();
  const link = authLink(await waitForMail(email, "Potwierdź adres e-mail w Okolicy", 1, mailDir));
  // The mailed link leads to the public https origin, through the proxy.
  expect(link.startsWith(`${proxy?.url}/api/auth/`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(/\/konfiguracja(\?|$)/);
}

async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
}

test("behind nginx with TLS: sign up, confirm, sign in, save a listing with a photo, send a message, report it", async ({
  browser,
}) => {
  const refused: string[] = [];
  const seller = await person(browser, refused);
  const email = `proxy-${Date.now().toString(36)}@example.com`;
  await signUp(seller, email, "Ewa", refused);
  // Session cookies over https are Secure, with the __Secure- prefix.
  const session = (await seller.context().cookies()).find((c) => c.name.includes("session_token"));
  expect(session?.name.startsWith("__Secure-")).toBe(true);
  expect(session?.secure).toBe(true);
  await seller.getByRole("radio", { name: /^Właściciel/ }).check();
  await seller.getByRole("button", { name: "Dalej" }).click();
  await expect(seller.getByRole("link", { name: "Przejdź do strony głównej" })).toBeVisible();

  // Signed out, then in again through the sign-in form.
  await seller.context().clearCookies();
  await seller.goto("/auth");
  await hydrated(seller);
  await seller.getByLabel("E-mail").fill(email);
  await seller.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await seller.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(seller).not.toHaveURL(/\/auth/);

  await seller.goto("/panel/properties?action=add-property");
  const dialog = seller.getByRole("dialog", { name: "Dodaj ogłoszenie" });
  await expect(dialog.getByRole("button", { name: "Dodaj ogłoszenie" })).toBeEnabled();
  const title = unique("Mieszkanie za proxy");
  await dialog.getByLabel("Tytuł").fill(title);
  await dialog.getByLabel("Cena (zł)").fill("345 000");
  await dialog.getByLabel("Miejscowość").selectOption({ label: "Leżajsk" });
  await dialog.getByLabel("Powierzchnia (m²)").fill("54,5");
  await dialog.getByLabel("Liczba pokoi").fill("3");
  await dialog.getByLabel("Telefon").fill("600 123 456");
  await dialog
    .getByLabel("Wybierz pliki")
    .setInputFiles({ name: "salon.png", mimeType: "image/png", buffer: await photo() });
  await expect(dialog.getByText("Zdjęcie główne")).toBeVisible();
  await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  await expect(toast(seller, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
  const href =
    (await seller.getByRole("link", { name: title, exact: true }).getAttribute("href")) ?? "";
  await seller.goto(href);
  const image = seller.locator('main img[src^="/uploads/listings/"]').first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // The seller asks for their data: the form post, the mailed https link, the download.
  await seller.goto("/profil");
  await hydrated(seller);
  await seller.getByRole("button", { name: "Pobierz moje dane" }).click();
  await expect(seller.getByText("Przygotowujemy Twoje dane.")).toBeVisible();
  const ready = await waitForMail(email, "Twoje dane z Okolicy są gotowe do pobrania", 1, mailDir);
  const exportLink = ready.text.match(/https:\/\/\S+\/moje-dane\/[0-9a-f-]{36}/)?.[0] ?? "";
  expect(exportLink.startsWith(`${proxy?.url}/moje-dane/`), ready.text).toBe(true);
  await seller.goto(exportLink);
  const downloading = seller.waitForEvent("download");
  await seller.getByRole("link", { name: "Pobierz plik" }).click();
  const zip = await unzip(await readFile((await (await downloading).path()) ?? ""));
  expect(String(zip.get("ogloszenia.json"))).toContain(title);
  expect([...zip.keys()].some((name) => name.startsWith("zdjecia/listing-"))).toBe(true);

  // Another person writes to the seller from the listing's contact form.
  const buyer = await person(browser, refused);
  const buyerEmail = `proxy-kupujacy-${Date.now().toString(36)}@example.com`;
  await signUp(buyer, buyerEmail, "Jan", refused);
  await buyer.goto(href);
  const form = buyer.locator("form[data-ready]").filter({ has: buyer.getByLabel("Temat") });
  await expect(form).toBeVisible();
  await form.getByLabel("Treść wiadomości").fill(unique("Czy oferta jest aktualna?"));
  await form.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(toast(buyer, "Wiadomość została wysłana.")).toBeVisible();

  // The buyer reports the listing: the form posts through the proxy and the receipt is mailed.
  await buyer.getByRole("link", { name: "Zgłoś ogłoszenie" }).click();
  await buyer.getByRole("radio", { name: "Nieaktualne" }).check();
  await buyer
    .getByLabel("Wyjaśnienie")
    .fill("Sprzedający napisał, że mieszkanie jest już sprzedane.");
  await buyer.getByRole("checkbox", { name: /zgłaszam w dobrej wierze/ }).check();
  await buyer.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
  await expect(buyer.getByRole("status")).toContainText("Dziękujemy, zgłoszenie przyjęte.");
  await waitForMail(buyerEmail, "Otrzymaliśmy Twoje zgłoszenie", 1, mailDir);

  expect(refused, proxy?.errorLog()).toEqual([]);
});
