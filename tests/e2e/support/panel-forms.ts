import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { authLink, waitForMail } from "./mail";
import { hydrated } from "./page-helpers";

export const DEMO_PASSWORD = "Okolica2026!";
export const PANEL = "/panel/properties";

/** Signs a demo account in and opens the panel at `path`, hydrated. */
export async function signInTo(page: Page, email: string, path: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await openPanel(page, path);
}

/**
 * The panel, hydrated: its buttons are enabled only once React runs. ('Importuj z portalu' is
 * the one name the add dialog, which `?action=add-property` opens at once, never repeats.)
 */
export async function openPanel(page: Page, path = PANEL) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Importuj z portalu" })).toBeEnabled();
}

/** A small PNG to upload as a photo. */
export async function png(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
}

/** The listing form's required fields (with an offer type and type left at their defaults). */
export async function fillRequired(dialog: Locator, title: string) {
  await dialog.getByLabel("Tytuł").fill(title);
  await dialog.getByLabel("Cena (zł)").fill("345 000");
  await dialog.getByLabel("Miejscowość").selectOption({ label: "Leżajsk" });
  await dialog.getByLabel("Powierzchnia (m²)").fill("54,5");
  await dialog.getByLabel("Liczba pokoi").fill("3");
  await dialog.getByLabel("Telefon").fill("600 123 456");
}

/**
 * A new person signs up with the form, confirms the address from the mail and chooses the
 * owner's account: signed in, on the page after /konfiguracja.
 */
export async function signUpAsOwner(
  page: Page,
  person: { email: string; firstName: string; lastName: string; password: string },
) {
  await page.goto("/auth?tab=rejestracja");
  await hydrated(page);
  await page.getByLabel("Imię").fill(person.firstName);
  await page.getByLabel("Nazwisko").fill(person.lastName);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Hasło", { exact: true }).fill(person.password);
  await page.getByLabel("Potwierdź hasło").fill(person.password);
  await page.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
  await page.getByRole("button", { name: "Utwórz konto" }).click();
  await page.goto(authLink(await waitForMail(person.email, "Potwierdź adres e-mail w Okolicy")));
  await expect(page).toHaveURL(/\/konfiguracja/);
  await page.getByRole("radio", { name: /^Właściciel/ }).check();
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(page.getByRole("link", { name: "Przejdź do strony głównej" })).toBeVisible();
}
