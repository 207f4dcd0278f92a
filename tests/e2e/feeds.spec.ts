import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { hydrated, newPerson, toast } from "./support/page-helpers.ts";
import { OTODOM_SEARCH_URL, startPortalSite } from "./support/portal-site.ts";
import { type RunningServer, startServer, TEST_ONLY_SETTINGS_ALLOWED } from "./support/server.ts";

/**
 * Feeds, plans and promotions as the demo administrator, on a server of its own (imports and a
 * featured listing change what every search shows) with a local stand-in for Otodom.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let dataDir: string;
let server: RunningServer;
let stopPortal: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "okolica-feeds-"));
  const portal = await startPortalSite(dataDir);
  stopPortal = portal.stop;
  server = await startServer({
    dataDir,
    seedDemo: true,
    env: { ...TEST_ONLY_SETTINGS_ALLOWED, TRUSTED_PROXY_ADDRESSES: "loopback", ...portal.env },
  });
});

test.afterAll(async () => {
  await server?.stop("SIGKILL", 5_000);
  await stopPortal?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function administrator(browser: Parameters<typeof newPerson>[0]): Promise<Page> {
  const page = await newPerson(browser, server.url);
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill("admin@okolica.local");
  await page.getByLabel("Hasło", { exact: true }).fill("Okolica2026!");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

const FEED = [
  {
    tytul: "Dom z feedu E2E, Giedlarowa",
    kategoria: "dom",
    lokalizacja: "Giedlarowa",
    cena: 540000,
    metraz: 120,
    zrodlo: "gratka",
    link: "https://gratka.pl/nieruchomosci/dom-e2e/ob/900001",
  },
  {
    tytul: "Lokal z feedu E2E, Leżajsk",
    kategoria: "komercja",
    lokalizacja: "Leżajsk, Rynek",
    cena: 3500,
    typ_transakcji: "wynajem",
    zrodlo: "GRATKA",
    link: "https://gratka.pl/nieruchomosci/lokal-e2e/ob/900002",
  },
];

test("a JSON file is imported and summarised after the wipe warning; a broken one lists its errors by item", async ({
  browser,
}) => {
  const page = await administrator(browser);
  await page.goto("/admin/import/json");
  await hydrated(page);
  const broken = [{ ...FEED[0], cena: 0 }, { tytul: "Bez ceny" }];
  await page.getByLabel("Plik JSON").setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await page.getByRole("button", { name: "Importuj", exact: true }).click();
  const section = page.getByRole("region", { name: "Import JSON" });
  const errors = section
    .getByRole("alert")
    .filter({ hasText: "Popraw błędy w JSON przed importem" });
  await expect(errors).toContainText("Element 1: pole 'cena' musi być liczbą większą od zera");
  await expect(errors).toContainText("Element 2: pole 'cena' jest wymagane");

  await page.getByLabel("Plik JSON").setInputFiles({
    name: "feed.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(FEED)),
  });
  await page.getByRole("button", { name: "Importuj", exact: true }).click();
  // The demo data's Gratka listings are absent from this file: it asks before archiving them.
  await expect(section.getByRole("alert").filter({ hasText: "Potwierdź import" })).toContainText(
    "Import zarchiwizowałby ponad połowę aktywnych ogłoszeń ze źródła Gratka",
  );
  await page.getByRole("button", { name: "Potwierdź i importuj" }).click();
  const summary = section.getByRole("status").filter({ hasText: "Import zakończony" });
  await expect(summary).toContainText(/Nowe\D*2/);
  await expect(summary).toContainText(/Zarchiwizowane\D*[1-9]/);

  // The same feed again changes nothing: the spec's sentence, not 'Import zakończony' with zeros,
  // told as news ('Bez zmian'), not as an error.
  await page.getByLabel("Plik JSON").setInputFiles({
    name: "feed.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(FEED)),
  });
  await page.getByRole("button", { name: "Importuj", exact: true }).click();
  const unchanged = section.getByRole("status").filter({ hasText: "Bez zmian" });
  await expect(unchanged).toContainText(
    "Nie udało się przetworzyć żadnego ogłoszenia. Wszystkie ogłoszenia z pliku są już aktualne",
  );
  await expect(page.getByRole("alert").filter({ hasText: "przetworzyć" })).toHaveCount(0);
  await expect(section.getByText("Import zakończony")).toHaveCount(0);

  const visitor = await newPerson(browser, server.url);
  await visitor.goto(`/search?q=${encodeURIComponent("Lokal z feedu E2E")}`);
  await expect(visitor.getByRole("link", { name: /Lokal z feedu E2E/ }).first()).toBeVisible();

  // The session ends while the page is open: the import says so where it is, the text stays.
  await page.context().clearCookies();
  await page.getByLabel("JSON z ogłoszeniami").fill(JSON.stringify(FEED));
  await page.getByRole("button", { name: "Importuj", exact: true }).click();
  await expect(section.getByText("Musisz być zalogowany aby importować ogłoszenia.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/import\/json/);
  await expect(page.getByLabel("JSON z ogłoszeniami")).toHaveValue(JSON.stringify(FEED));
});

test("the portal import reads the local Otodom's search page through the tab", async ({
  browser,
}) => {
  const page = await administrator(browser);
  await page.goto("/admin/import/portals");
  await hydrated(page);
  await page.getByLabel("Portal", { exact: true }).selectOption({ label: "Otodom" });
  await page.getByLabel("Adres strony wyników wyszukiwania").fill(OTODOM_SEARCH_URL);
  await page.getByRole("button", { name: "Importuj z portalu" }).click();
  await expect(toast(page, "Zaimportowano 6 z 6 ogłoszeń z portalu Otodom.")).toBeVisible({
    timeout: 30_000,
  });
  const visitor = await newPerson(browser, server.url);
  await visitor.goto(`/search?q=${encodeURIComponent("garażem, os. Sportowa")}`);
  await expect(
    visitor.getByRole("link", { name: /Mieszkanie z garażem, os\. Sportowa/ }).first(),
  ).toBeVisible();
});

test("a plan created in the promotion tab is on /cennik", async ({ browser }) => {
  const page = await administrator(browser);
  await page.goto("/admin/promotion/plans");
  await hydrated(page);
  await page.getByRole("button", { name: "Dodaj plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Nowy plan" });
  await dialog.getByLabel("Nazwa").fill("Biznes E2E");
  await dialog.getByLabel("Cena (zł)").fill("149");
  await dialog.getByLabel("Czas trwania (dni)").fill("30");
  await dialog
    .getByLabel("Funkcje (jedna w wierszu)")
    .fill("Logo na liście\nStatystyki tygodniowe");
  await dialog.getByRole("button", { name: "Zapisz plan" }).click();
  await expect(toast(page, "Plan został dodany.")).toBeVisible();

  const visitor = await newPerson(browser, server.url);
  await visitor.goto("/cennik");
  const plan = visitor.getByRole("listitem").filter({
    has: visitor.getByRole("heading", { level: 2, name: "Biznes E2E" }),
  });
  await expect(plan).toContainText("149 zł / 30 dni");
  await expect(plan).toContainText("Statystyki tygodniowe");
  await expect(visitor.getByRole("heading", { name: "Jak zamówić?" })).toBeVisible();
});

test("a featured promotion puts the listing first in search with its badge", async ({
  browser,
}) => {
  const title = "Mieszkanie z garażem, os. Sportowa";
  const page = await administrator(browser);
  await page.goto("/admin/promotion/listings");
  await hydrated(page);
  await page.getByRole("button", { name: "Dodaj promocję" }).click();
  const dialog = page.getByRole("dialog", { name: "Dodaj promocję" });
  await dialog.getByLabel("Ogłoszenie").fill("garażem, os. Sportowa");
  await dialog.getByRole("radio", { name: new RegExp(`^${title}`) }).check();
  await dialog.getByLabel("Rodzaj").selectOption({ label: "Wyróżnienie" });
  await dialog.getByLabel("Cena (zł)").fill("50");
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Koniec").fill(end);
  await dialog.getByRole("button", { name: "Dodaj promocję" }).click();
  await expect(toast(page, "Promocja została dodana.")).toBeVisible();

  const visitor = await newPerson(browser, server.url);
  await visitor.goto("/mieszkania");
  const featured = visitor.getByRole("region", { name: "Wyróżnione" });
  const card = featured.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Wyróżnione", { exact: true })).toBeVisible();
  // First on the page: the block comes before the ordinary results, and says so.
  await expect(visitor.getByRole("main").getByRole("article").first()).toContainText(title);
  // The ranking note (Omnibus) is one tap away, behind "Jak sortujemy?".
  await visitor.getByText("Jak sortujemy?").click();
  await expect(visitor.getByText(/oferty wyróżnione za opłatą/)).toBeVisible();
});
