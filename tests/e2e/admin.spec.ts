import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { IMPORT_USER_ID } from "../../server/accounts/import-account.ts";
import { openEmbeddedDatabase } from "../../server/db/client.ts";
import { hydrated, newPerson, toast } from "./support/page-helpers.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/**
 * The administrator's panel on a server of its own (verifying, deleting and deactivating would
 * change what the other specs see): flags that show on public pages, bulk delete, deactivation
 * that ends a session, a header logo, and a dashboard that agrees with the database, read after
 * the server has stopped.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PASSWORD = "Okolica2026!";
let dataDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "okolica-admin-"));
  server = await startServer({
    dataDir,
    seedDemo: true,
    env: { TRUSTED_PROXY_ADDRESSES: "loopback" },
  });
});

test.afterAll(async () => {
  await server?.stop("SIGKILL", 5_000);
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

async function administrator(browser: Parameters<typeof newPerson>[0]) {
  const page = await newPerson(browser, server.url);
  await signIn(page, "admin@okolica.local");
  await expect(page).not.toHaveURL(/\/auth/);
  return page;
}

/** The listings tab's row (an article) of the listing at this address. */
function row(page: Page, href: string) {
  return page.getByRole("article").filter({ has: page.locator(`a[href="${href}"]`) });
}

test("verify, premium and archive a listing: the public page follows; restore; bulk delete two", async ({
  browser,
}) => {
  const page = await administrator(browser);
  await page.goto("/admin/listings?category=mieszkanie&status=normal&source=wlasne");
  await hydrated(page);
  const first = page.getByRole("article").first().getByRole("link").first();
  const title = (await first.textContent())?.trim() as string;
  const href = (await first.getAttribute("href")) as string;
  expect(href).toMatch(/^\/nieruchomosc\//);
  // Found by its title from now on: the flags take it out of the 'normal' filter.
  await page.goto(`/admin/listings?q=${encodeURIComponent(title)}`);
  await hydrated(page);
  const visitor = await newPerson(browser, server.url);
  await visitor.goto(href);
  // The listing's own badges, next to its title (similar offers below have theirs).
  const summary = visitor.locator("div:has(> h1)");
  await expect(summary.getByText("Zweryfikowane ogłoszenie", { exact: true })).toHaveCount(0);
  await expect(summary.getByText("Premium", { exact: true })).toHaveCount(0);

  await row(page, href)
    .getByRole("button", { name: `Zweryfikuj: ${title}` })
    .click();
  await expect(toast(page, "Ogłoszenie zostało zweryfikowane.")).toBeVisible();
  await row(page, href)
    .getByRole("button", { name: `Dodaj premium: ${title}` })
    .click();
  await expect(toast(page, "Ogłoszenie otrzymało status premium.")).toBeVisible();
  await expect(
    row(page, href).getByText("Zweryfikowane ogłoszenie", { exact: true }),
  ).toBeVisible();
  await expect(row(page, href).getByText("Premium", { exact: true })).toBeVisible();

  await visitor.reload();
  // Beside the title two badges at most: who sells and the listing's mark; "Szczegóły" has all.
  await expect(summary.getByText("Zweryfikowane ogłoszenie", { exact: true })).toBeVisible();
  await expect(summary.getByText("Premium", { exact: true })).toHaveCount(0);
  await expect(summary).toHaveClass(/ring-green-500/);
  await expect(
    visitor
      .getByRole("region", { name: "Szczegóły" })
      .locator("div")
      .filter({ has: visitor.getByText("Oznaczenia", { exact: true }) })
      .locator("dd"),
  ).toHaveText(/^Zweryfikowane ogłoszenie, Premium(, |$)/);

  await row(page, href)
    .getByRole("button", { name: `Archiwizuj: ${title}` })
    .click();
  await expect(toast(page, "Ogłoszenie zostało przeniesione do archiwum.")).toBeVisible();
  expect((await visitor.request.get(href)).status()).toBe(404);
  await row(page, href)
    .getByRole("button", { name: `Przywróć: ${title}` })
    .click();
  await expect(toast(page, "Ogłoszenie zostało przywrócone.")).toBeVisible();
  expect((await visitor.request.get(href)).status()).toBe(200);

  // Two other listings, chosen and deleted together after the confirmation.
  await page.goto("/admin/listings?category=dzialka");
  await hydrated(page);
  const links = page.getByRole("article").getByRole("heading").getByRole("link");
  const chosen = [links.nth(0), links.nth(1)];
  const gone: { title: string; href: string }[] = [];
  for (const link of chosen) {
    gone.push({
      title: (await link.textContent())?.trim() as string,
      href: (await link.getAttribute("href")) as string,
    });
  }
  for (const { title: t } of gone)
    await page.getByRole("checkbox", { name: `Zaznacz: ${t}` }).check();
  await page.getByRole("button", { name: "Usuń zaznaczone (2)" }).click();
  const dialog = page.getByRole("dialog", { name: "Usuń zaznaczone ogłoszenia" });
  await expect(dialog).toContainText("Czy na pewno chcesz usunąć 2 ogłoszenia?");
  await dialog.getByRole("button", { name: "Usuń", exact: true }).click();
  await expect(toast(page, "Usunięto 2 ogłoszenia.")).toBeVisible();
  for (const { title: t, href: h } of gone) {
    await expect(page.getByRole("link", { name: t, exact: true })).toHaveCount(0);
    expect((await visitor.request.get(h)).status()).toBe(404);
  }
});

test("editing someone's listing from the filtered admin list returns to that list after saving", async ({
  browser,
}) => {
  const page = await administrator(browser);
  const list = "/admin/listings?category=dom&source=wlasne";
  await page.goto(list);
  await hydrated(page);
  const title = (
    await page.getByRole("article").first().getByRole("heading").textContent()
  )?.trim() as string;
  await page.getByRole("link", { name: `Edytuj ogłoszenie: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edytuj ogłoszenie" });
  await dialog.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === list);
  await expect(page.getByRole("link", { name: `Edytuj ogłoszenie: ${title}` })).toBeVisible();

  // 'Anuluj' goes back there too.
  await page.getByRole("link", { name: `Edytuj ogłoszenie: ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Edytuj ogłoszenie" })
    .getByRole("button", { name: "Anuluj" })
    .click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === list);
});

test("a deactivated user's open session ends and their sign-in is refused", async ({ browser }) => {
  const owner = await newPerson(browser, server.url);
  await signIn(owner, "wlasciciel@okolica.local");
  await expect(owner).not.toHaveURL(/\/auth/);
  await owner.goto("/panel");
  await expect(owner.getByRole("heading", { level: 1, name: "Panel Użytkownika" })).toBeVisible();

  const page = await administrator(browser);
  await page.goto("/admin/users?q=wlasciciel%40okolica.local");
  await hydrated(page);
  await page.getByRole("button", { name: "Dezaktywuj: wlasciciel@okolica.local" }).click();
  const dialog = page.getByRole("dialog", { name: "Dezaktywować konto?" });
  await dialog.getByRole("button", { name: "Dezaktywuj", exact: true }).click();
  await expect(toast(page, "Konto zostało dezaktywowane.")).toBeVisible();
  await expect(page.getByRole("article").getByText("Nieaktywne", { exact: true })).toBeVisible();

  await owner.goto("/panel");
  await expect(owner).toHaveURL(/\/auth\?redirectTo=%2Fpanel/);
  await owner.getByLabel("E-mail").fill("wlasciciel@okolica.local");
  await owner.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
  await owner.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(
    owner.getByText("To konto zostało dezaktywowane. Skontaktuj się z administratorem."),
  ).toBeVisible();
  await expect(owner).toHaveURL(/\/auth/);
});

test("a header logo uploaded in the settings shows in the header at once", async ({ browser }) => {
  const page = await administrator(browser);
  await page.goto("/admin/settings");
  await hydrated(page);
  const logo = await sharp({
    create: { width: 320, height: 80, channels: 3, background: { r: 20, g: 110, b: 60 } },
  })
    .png()
    .toBuffer();
  await page
    .getByRole("region", { name: "Logo w nagłówku" })
    .getByLabel("Logo w nagłówku", { exact: true })
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await page.getByRole("button", { name: "Wgraj: Logo w nagłówku" }).click();
  await expect(toast(page, "Logo zostało wgrane.")).toBeVisible();

  const visitor = await newPerson(browser, server.url);
  await visitor.goto("/");
  const image = visitor.getByRole("banner").getByRole("img", { name: "Okolica" });
  await expect(image).toHaveAttribute("src", /site\/header-logo-\d+-[0-9a-f]+\.webp$/);
  const src = (await image.getAttribute("src")) as string;
  const served = await visitor.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
});

test("every admin tab and section passes axe and fits a phone's width", async ({ browser }) => {
  const page = await administrator(browser);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of [
    "",
    "/listings",
    "/services",
    "/users",
    "/import/portals",
    "/import/json",
    "/promotion/plans",
    "/promotion/listings",
    "/promotion/services",
    "/settings",
  ]) {
    await page.goto(`/admin${tab}`);
    await hydrated(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const found = results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 300)}`).join(", ")}`,
    );
    expect(found, tab).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("the dashboard's figures equal the database's, and its activity lists the actions", async ({
  browser,
}) => {
  const page = await administrator(browser);
  await page.goto("/admin");
  const figure = async (label: string) => {
    const card = page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
    const text = (await card.locator("dd").first().textContent()) ?? "";
    return Number(text.replace(/\D/g, ""));
  };
  // People only: the system account Import is no user.
  const shown = {
    total: await figure("Wszystkie ogłoszenia"),
    verified: await figure("Zweryfikowane"),
    premium: await figure("Premium"),
    users: await figure("Użytkownicy"),
  };
  const activity = page.getByRole("region", { name: "Ostatnia aktywność administratorów" });
  for (const label of [
    "Weryfikacja ogłoszenia",
    "Status premium ogłoszenia",
    "Archiwizacja ogłoszenia",
    "Usunięcie wielu ogłoszeń",
    "Dezaktywacja konta",
    "Wgranie logo",
  ]) {
    await expect(
      activity.getByRole("listitem").getByText(label, { exact: true }).first(),
    ).toBeVisible();
  }

  await server.stop("SIGTERM");
  const database = await openEmbeddedDatabase(dataDir);
  try {
    const { rows } = await database.db.execute<Record<keyof typeof shown, number>>(sql`
      select (select count(*) from properties)::int as total,
             (select count(*) from properties where is_verified)::int as verified,
             (select count(*) from properties where is_premium)::int as premium,
             (select count(*) from users where id <> ${IMPORT_USER_ID})::int as users`);
    expect(shown).toEqual({
      total: Number(rows[0]?.total),
      verified: Number(rows[0]?.verified),
      premium: Number(rows[0]?.premium),
      users: Number(rows[0]?.users),
    });
  } finally {
    await database.close();
  }
});
