import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { hydrated, toast } from "./support/page-helpers.ts";
import { DEMO_PASSWORD, signUpAsOwner } from "./support/panel-forms.ts";

/**
 * Every form that stays on screen after a save shows what was saved, so the next save of
 * another field never writes an old value back: change field A, save, see A's new value; change
 * field B, save; after a reload both new values are there.
 */

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Presses a form's save button and waits for the action's answer (not an earlier one's toast). */
async function send(page: Page, button: Locator) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await button.click();
  await answered;
  await expect(button).toBeEnabled();
}

async function saveProfileTwice(page: Page) {
  const section = page.getByRole("region", { name: "Dane osobowe" });
  const save = section.getByRole("button", { name: "Zapisz zmiany" });
  await section.getByLabel("Imię").fill("Zofia");
  await send(page, save);
  await expect(section.getByRole("status")).toHaveText("Profil został zaktualizowany pomyślnie!");
  await expect(section.getByLabel("Imię")).toHaveValue("Zofia");

  await section.getByLabel("Telefon").fill("601 222 333");
  await send(page, save);
  await expect(section.getByLabel("Imię")).toHaveValue("Zofia");
  await expect(section.getByRole("status")).toBeVisible();
  await expect(save).toBeEnabled();
  await page.reload();
  await expect(section.getByLabel("Imię")).toHaveValue("Zofia");
  await expect(section.getByLabel("Telefon")).not.toHaveValue("");
  await expect(section.getByLabel("Telefon")).toHaveValue(/601\D*222\D*333/);
}

/** Signs a demo account in and opens `path`, hydrated. */
async function signInTo(page: Page, email: string, path: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto(path);
  await hydrated(page);
}

async function newOwner(page: Page) {
  await signUpAsOwner(page, {
    email: uniqueEmail("dwa-zapisy"),
    firstName: "Anna",
    lastName: "Dwuzapisowa",
    password: "Sosnowa-17-Lezajsk",
  });
}

test.describe("a form saved twice keeps both changes", () => {
  test("/profil: the new first name stays in the field, and saving the phone keeps it", async ({
    page,
  }) => {
    await newOwner(page);
    await page.goto("/profil");
    await hydrated(page);
    await saveProfileTwice(page);
  });

  test("/panel/profile: the same in the panel's profile tab", async ({ page }) => {
    await newOwner(page);
    await page.goto("/panel/profile");
    await hydrated(page);
    await saveProfileTwice(page);
  });

  test("the e-mail settings: one switch, then another", async ({ page }) => {
    await newOwner(page);
    await page.goto("/profil");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Powiadomienia e-mail" });
    const save = section.getByRole("button", { name: "Zapisz ustawienia" });
    const reminders = section.getByRole("checkbox", { name: "Przypomnienia" });
    const messages = section.getByRole("checkbox", { name: "Nowe wiadomości" });
    await reminders.uncheck();
    await send(page, save);
    await expect(section.getByRole("status")).toHaveText("Ustawienia powiadomień zapisane.");
    await expect(reminders).not.toBeChecked();
    await messages.uncheck();
    await send(page, save);
    await expect(save).toBeEnabled();
    await expect(reminders).not.toBeChecked();
    await page.reload();
    await expect(reminders).not.toBeChecked();
    await expect(messages).not.toBeChecked();
  });

  /** A panel form saved through a fetcher: its toast, then the field as saved. */
  async function panelSave(page: Page, button: Locator, message: string) {
    await send(page, button);
    await expect(toast(page, "Sukces", message)).toBeVisible();
  }

  test("the company tab: name, then description", async ({ page }) => {
    await signInTo(page, "firma@okolica.local", "/panel/company");
    await hydrated(page);
    const name = page.getByLabel("Nazwa firmy");
    const description = page.getByLabel("Opis firmy");
    const [oldName, oldDescription] = [await name.inputValue(), await description.inputValue()];
    const save = page.getByRole("button", { name: "Zapisz profil firmy" });
    const newName = `Firma ${suffix()}`;
    const newDescription = `Remonty i wykończenia ${suffix()}.`;

    await name.fill(newName);
    await panelSave(page, save, "Profil firmy");
    await expect(name).toHaveValue(newName);
    await description.fill(newDescription);
    await panelSave(page, save, "Profil firmy");
    await page.reload();
    await expect(name).toHaveValue(newName);
    await expect(description).toHaveValue(newDescription);

    // As it was: other specs know the demo company by its name.
    await hydrated(page);
    await name.fill(oldName);
    await description.fill(oldDescription);
    await panelSave(page, save, "Profil firmy");
  });

  test("the agency tab: name, then licence number", async ({ page }) => {
    await signInTo(page, "agencja@okolica.local", "/panel/agency");
    await hydrated(page);
    const name = page.getByLabel("Nazwa agencji");
    const licence = page.getByLabel("Numer licencji");
    const [oldName, oldLicence] = [await name.inputValue(), await licence.inputValue()];
    const save = page.getByRole("button", { name: "Zapisz profil agencji" });
    const newName = `Agencja ${suffix()}`;
    const newLicence = `PFRN ${suffix()}`;

    await name.fill(newName);
    await panelSave(page, save, "Profil agencji został zapisany.");
    await expect(name).toHaveValue(newName);
    await licence.fill(newLicence);
    await panelSave(page, save, "Profil agencji został zapisany.");
    await page.reload();
    await expect(name).toHaveValue(newName);
    await expect(licence).toHaveValue(newLicence);

    await hydrated(page);
    await name.fill(oldName);
    await licence.fill(oldLicence);
    await panelSave(page, save, "Profil agencji został zapisany.");
  });

  test("a saved search: its name, then its alerts' pace", async ({ page }) => {
    await signInTo(page, "wlasciciel@okolica.local", "/panel/searches");
    const word = `Dwazapisy${suffix()}`;
    await page.goto(`/mieszkania?q=${word}`);
    await page.getByRole("link", { name: "Zapisz wyszukiwanie" }).click();
    await hydrated(page);
    const draft = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Zapisz wyszukiwanie" }) });
    await draft.getByLabel("Nazwa").fill(`Alert ${word}`);
    await draft.getByRole("button", { name: "Zapisz wyszukiwanie" }).click();
    await expect(toast(page, "Wyszukiwanie zapisane")).toBeVisible();

    const card = page.getByRole("listitem").filter({ hasText: word });
    const renamed = `Zmieniony ${word}`;
    await card.getByLabel("Nazwa").fill(renamed);
    await send(page, card.getByRole("button", { name: "Zapisz zmiany" }));
    await expect(page.getByRole("heading", { level: 3, name: renamed })).toBeVisible();
    await expect(card.getByLabel("Nazwa")).toHaveValue(renamed);
    await card.getByRole("radio", { name: "Raz w tygodniu" }).check();
    await send(page, card.getByRole("button", { name: "Zapisz zmiany" }));
    await expect(toast(page, "Zmiany zapisane.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Zapisz zmiany" })).toBeEnabled();
    await page.reload();
    await expect(card.getByLabel("Nazwa")).toHaveValue(renamed);
    await expect(card.getByRole("radio", { name: "Raz w tygodniu" })).toBeChecked();
    await hydrated(page);
    await card.getByRole("button", { name: "Usuń" }).click();
    await expect(card).toHaveCount(0);
  });

  test("admin settings: the photo limit saved twice", async ({ page }) => {
    await signInTo(page, "admin@okolica.local", "/admin/settings");
    await hydrated(page);
    const limit = page.getByLabel("Maksymalna liczba zdjęć w ogłoszeniu");
    const section = page.getByRole("region", { name: "Ustawienia systemu" });
    const old = await limit.inputValue();
    const options = await limit
      .locator("option")
      .evaluateAll(
        (o, stored) => o.map((e) => (e as HTMLOptionElement).value).filter((v) => v !== stored),
        old,
      );
    const [first, second] = options as [string, string];

    await limit.selectOption(first);
    await send(page, section.getByRole("button", { name: "Zapisz" }));
    await expect(toast(page, "Sukces")).toBeVisible();
    await expect(limit).toHaveValue(first);
    await limit.selectOption(second);
    await send(page, section.getByRole("button", { name: "Zapisz" }));
    await expect(section.getByRole("button", { name: "Zapisz" })).toBeEnabled();
    await page.reload();
    await expect(limit).toHaveValue(second);

    await hydrated(page);
    await limit.selectOption(old);
    await send(page, section.getByRole("button", { name: "Zapisz" }));
    await expect(section.getByRole("button", { name: "Zapisz" })).toBeEnabled();
  });

  test("admin plans: a plan's name, then its price", async ({ page }) => {
    await signInTo(page, "admin@okolica.local", "/admin/promotion/plans");
    await hydrated(page);
    const name = `Plan ${suffix()}`;
    await page.getByRole("button", { name: "Dodaj plan" }).click();
    let dialog = page.getByRole("dialog", { name: "Nowy plan" });
    await dialog.getByLabel("Nazwa").fill(name);
    await dialog.getByLabel("Cena (zł)").fill("10");
    await dialog.getByLabel("Czas trwania (dni)").fill("30");
    await dialog.getByRole("button", { name: "Zapisz plan" }).click();
    await expect(dialog).toBeHidden();

    const renamed = `${name} zmieniony`;
    await page.getByRole("button", { name: `Edytuj plan: ${name}` }).click();
    dialog = page.getByRole("dialog", { name: "Edycja planu" });
    await dialog.getByLabel("Nazwa").fill(renamed);
    await dialog.getByRole("button", { name: "Zapisz plan" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: `Edytuj plan: ${renamed}` }).click();
    await expect(dialog.getByLabel("Nazwa")).toHaveValue(renamed);
    await dialog.getByLabel("Cena (zł)").fill("25");
    await dialog.getByRole("button", { name: "Zapisz plan" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: `Edytuj plan: ${renamed}` }).click();
    await expect(dialog.getByLabel("Nazwa")).toHaveValue(renamed);
    await expect(dialog.getByLabel("Cena (zł)")).toHaveValue("25");
  });
});
