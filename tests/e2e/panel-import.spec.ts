import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-helpers.ts";
import { OTODOM_FIXTURE_URL } from "./support/portal-site.ts";

/** The import by URL against the local Otodom stand-in (support/portal-site.ts). */

async function openPanelAs(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("Okolica2026!");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/panel/properties");
  await expect(page.getByRole("button", { name: "Importuj z portalu" })).toBeEnabled();
}

test("importing a portal page fills the form and its parameters; saving creates the listing with re-hosted photos", async ({
  page,
}) => {
  await openPanelAs(page, "wlasciciel@okolica.local");
  await page.getByRole("button", { name: "Importuj z portalu" }).click();
  const importer = page.getByRole("dialog", { name: "Importuj z portalu" });
  await importer.getByLabel("Adres URL ogłoszenia").fill(OTODOM_FIXTURE_URL);
  await importer.getByRole("button", { name: "Importuj" }).click();

  await expect(
    toast(page, "Import pomyślny", "Ogłoszenie zostało zaimportowane. Sprawdź dane i zapisz."),
  ).toBeVisible();
  const form = page.getByRole("dialog", { name: "Sprawdź zaimportowane ogłoszenie" });
  await expect(form.getByLabel("Tytuł")).toHaveValue(
    "Mieszkanie 3-pokojowe z balkonem, ul. Mickiewicza",
  );
  await expect(form.getByLabel("Miejscowość")).toHaveValue("lezajsk");
  await expect(form.getByLabel("Rodzaj oferty")).toHaveValue("sprzedaz");
  // The page's parameters fill the form's own fields.
  await expect(form.getByLabel("Rynek")).toHaveValue("wtorny");
  await expect(form.getByLabel("Piętro", { exact: true })).toHaveValue("2");
  await expect(form.getByLabel("Ogrzewanie")).toHaveValue("miejskie");
  await expect(form.getByRole("checkbox", { name: "Balkon" })).toBeChecked();
  // Nothing is saved (and no photo fetched) before the user saves.
  const before = await page.request.get("/search?q=Mickiewicza%203-pokojowe");
  expect(await before.text()).not.toContain("Mieszkanie 3-pokojowe z balkonem");

  await form.getByLabel("Telefon").fill("600 987 654");
  await form.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();

  const link = page.getByRole("link", {
    name: "Mieszkanie 3-pokojowe z balkonem, ul. Mickiewicza",
    exact: true,
  });
  const href = (await link.first().getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/nieruchomosc\/[0-9a-f-]{36}$/);
  await page.goto(href);
  await expect(page.getByText("Otodom").first()).toBeVisible();
  const details = page.getByRole("region", { name: "Szczegóły" });
  for (const [label, value] of [
    ["Rynek", "Wtórny"],
    ["Piętro", "2"],
    ["Rok budowy", "1985"],
    ["Forma własności", "Spółdzielcze własnościowe"],
  ]) {
    const row = details.locator("div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(row.locator("dd")).toHaveText(value);
  }
  const photos = page.locator('main img[src^="/uploads/listings/"]');
  await expect(photos.first()).toBeVisible();
  const src = (await photos.first().getAttribute("src")) ?? "";
  const image = await page.request.get(src);
  expect(image.headers()["content-type"]).toBe("image/webp");
  // No photo is hot-linked from the portal.
  expect(await page.locator('img[src*="olxcdn"]').count()).toBe(0);

  await page.goto("/panel/properties");
  await page
    .getByRole("button", {
      name: "Usuń ogłoszenie: Mieszkanie 3-pokojowe z balkonem, ul. Mickiewicza",
    })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Usuń" }).click();
  await expect(toast(page, "Sukces", "Ogłoszenie zostało usunięte.")).toBeVisible();
});

test("an unsupported site is refused with the reason", async ({ page }) => {
  await openPanelAs(page, "posrednik@okolica.local");
  await page.getByRole("button", { name: "Importuj z portalu" }).click();
  const importer = page.getByRole("dialog", { name: "Importuj z portalu" });
  await importer.getByLabel("Adres URL ogłoszenia").fill("https://example.com/ogloszenie/1");
  await importer.getByRole("button", { name: "Importuj" }).click();
  await expect(toast(page, "Błąd importu", /Ten portal nie jest obsługiwany/)).toBeVisible();
  await expect(importer).toBeVisible();
  // Text that is no address at all is told so, not taken for a portal we do not support.
  await importer.getByLabel("Adres URL ogłoszenia").fill("nie-url");
  await importer.getByRole("button", { name: "Importuj" }).click();
  await expect(toast(page, "Błąd importu", "To nie jest adres strony internetowej.")).toBeVisible();
});
