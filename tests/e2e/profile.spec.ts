import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";
import { DEMO_PASSWORD } from "./support/panel-forms.ts";

const OWNER = "wlasciciel@okolica.local";
const PHONE_ERROR =
  "Podaj prawidłowy polski numer telefonu: komórkowy, np. 601 222 333, albo stacjonarny z numerem kierunkowym, np. 17 242 12 34.";

async function openProfile(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(OWNER);
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/profil");
}

test.describe("profile forms (the form layer)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("on a phone, a wrong number is named at the field when sent and cleared as it is corrected", async ({
    page,
  }) => {
    await openProfile(page);
    await hydrated(page);
    const phone = page.getByLabel("Telefon");
    await phone.fill("123");
    await page.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(PHONE_ERROR)).toBeVisible();
    // Correcting the number clears the error as it is typed.
    await phone.fill("600 123 456");
    await expect(page.getByText(PHONE_ERROR)).toBeHidden();
  });

  test("the e-mail switches are saved for the account and shown as saved", async ({ page }) => {
    await openProfile(page);
    const section = page.getByRole("region", { name: "Powiadomienia e-mail" });
    const reminders = section.getByRole("checkbox", { name: "Przypomnienia" });
    await expect(reminders).toBeChecked();
    await reminders.uncheck();
    await section.getByRole("button", { name: "Zapisz ustawienia" }).click();
    await expect(section.getByRole("status")).toHaveText("Ustawienia powiadomień zapisane.");
    await page.reload();
    await expect(reminders).not.toBeChecked();
    await expect(section.getByRole("checkbox", { name: "Nowe wiadomości" })).toBeChecked();
    // As it was: other specs count on this account's mails.
    await reminders.check();
    await section.getByRole("button", { name: "Zapisz ustawienia" }).click();
    await expect(section.getByRole("status")).toBeVisible();
    await page.reload();
    await expect(reminders).toBeChecked();
  });

  test("a refused photo is named at the field: not a picture at once, a fake picture by the server", async ({
    page,
  }) => {
    await openProfile(page);
    await hydrated(page);
    const avatar = page.getByLabel("Zdjęcie profilowe");
    const refusal = avatar.locator("..").getByRole("alert");
    await avatar.setInputFiles({
      name: "cv.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("cv"),
    });
    await expect(refusal).toHaveText(/Nieprawidłowy typ pliku\s*Proszę wybrać plik obrazu\./);
    // A text file called .png passes the browser's check; the server reads its content.
    await avatar.setInputFiles({
      name: "ja.png",
      mimeType: "image/png",
      buffer: Buffer.from("nie obraz"),
    });
    await expect(refusal).toBeHidden();
    await page.getByRole("button", { name: "Wgraj zdjęcie" }).click();
    await expect(refusal).toHaveText(/Nieprawidłowy typ pliku\s*Proszę wybrać plik obrazu\./);
  });

  test("without JavaScript the server refuses in Polish and keeps what was typed", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await openProfile(page);
    const stored = await page.getByLabel("Imię").inputValue();
    await page.getByLabel("Imię").fill("Zofia");
    await page.getByLabel("Telefon").fill("123");
    await page.getByRole("button", { name: "Zapisz zmiany" }).click();

    await expect(page.getByText(PHONE_ERROR)).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(
      "Wystąpił błąd podczas aktualizacji profilu.",
    );
    await expect(page.getByLabel("Imię")).toHaveValue("Zofia");
    await expect(page.getByLabel("Telefon")).toHaveValue("123");
    // Nothing was saved.
    await page.goto("/profil");
    await expect(page.getByLabel("Imię")).toHaveValue(stored);

    // The photo form too: the server reads the file and says why it refused it.
    await page
      .getByLabel("Zdjęcie profilowe")
      .setInputFiles({ name: "ja.png", mimeType: "image/png", buffer: Buffer.from("nie obraz") });
    await page.getByRole("button", { name: "Wgraj zdjęcie" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /Nieprawidłowy typ pliku\s*Proszę wybrać plik obrazu\./,
    );
    await context.close();
  });
});
