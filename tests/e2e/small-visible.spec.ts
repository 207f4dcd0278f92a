import { expect, test } from "./support/fixtures.ts";
import { hydrated, newPerson } from "./support/page-helpers.ts";
import { fillRequired, signInTo } from "./support/panel-forms.ts";

/**
 * Small things a visitor sees: one live region per toast (also while a
 * dialog is open), no zoom control on a listing without a photo, an area typed with its unit, a
 * landline shown with its area code, a bare web address in a message is a link.
 */

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a toast is announced once, also in a dialog; a listing without photos offers no zoom", async ({
  page,
}) => {
  await signInTo(page, "posrednik@okolica.local", "/panel/properties?action=add-property");
  const title = `Bez zdjęć ${suffix()}`;
  const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
  await fillRequired(dialog, title);
  // The area as people write it, with the unit glued on.
  await dialog.getByLabel("Powierzchnia (m²)").fill("54m2");
  // A landline (item 4): shown with its area code, not grouped like a mobile.
  await dialog.getByLabel("Telefon").fill("17 242 12 34");
  await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  const added = page.locator("[role=alert], [role=status]").filter({
    hasText: "Ogłoszenie zostało dodane.",
  });
  await expect(added.first()).toBeVisible();
  await expect(added).toHaveCount(1);
  const listingHref = await page
    .getByRole("link", { name: title, exact: true })
    .getAttribute("href");

  // A modal dialog brings its own toast area (the page behind it is inert): the toast is there,
  // and not a second time behind it.
  await page.getByRole("button", { name: "Importuj z portalu" }).click();
  const importDialog = page.getByRole("dialog", { name: "Importuj z portalu" });
  await importDialog.getByLabel("Adres URL ogłoszenia").fill("https://example.com/oferta/1");
  await importDialog.getByRole("button", { name: /Importuj/ }).click();
  await expect(importDialog.getByRole("alert").filter({ hasText: "Błąd importu" })).toBeVisible();
  await expect(
    page.locator("[role=alert], [role=status]").filter({ hasText: "Błąd importu" }),
  ).toHaveCount(1);

  // The listing has no photo: the stock drawing shows, with nothing to zoom into.
  await page.goto(listingHref ?? "");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: /Powiększ/ })).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("54\u00a0m²");
  const contact = page.getByRole("region", { name: "Kontakt", exact: true });
  await contact.getByRole("button", { name: "Pokaż numer" }).click();
  const call = contact.getByRole("link", { name: "+48 17 242 12 34", exact: true });
  await expect(call).toHaveAttribute("href", "tel:+48172421234");
});

test("a bare https:// address in a message is a link that opens in a new tab", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await newPerson(browser, baseURL);
  await signInTo(owner, "wlasciciel@okolica.local", "/panel/properties");
  const listingUrl = await owner
    .getByRole("main")
    .locator('a[href^="/nieruchomosc/"]')
    .first()
    .getAttribute("href");

  await signInTo(page, "posrednik@okolica.local", "/panel/properties");
  await page.goto(listingUrl ?? "");
  const form = page.locator("form[data-ready]").filter({ has: page.getByLabel("Temat") });
  const address = `https://example.com/plan-${suffix()}.pdf`;
  await form.getByLabel("Treść wiadomości").fill(`Plan mieszkania: ${address}. Pozdrawiam`);
  await form.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await form.getByRole("link", { name: "Przejdź do rozmowy" }).click();
  const log = page.getByRole("log", { name: "Wiadomości w rozmowie" });
  const link = log.getByRole("link", { name: address, exact: true });
  await expect(link).toHaveAttribute("href", address);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  await expect(log).toContainText(`${address}. Pozdrawiam`);
});
