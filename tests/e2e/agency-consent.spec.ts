import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { waitForMail } from "./support/mail.ts";
import { hydrated, newPerson, toast } from "./support/page-helpers.ts";

/**
 * An agency reaches a broker's listings only with the broker's consent, end to end: the demo
 * agency invites the independent demo broker; it sees nothing of theirs until the broker accepts
 * in the panel, then edits the broker's listing; the broker leaves and the agency loses the listing at once and is told by e-mail.
 */

const DEMO_PASSWORD = "Okolica2026!";
const AGENCY = "agencja@okolica.local"; // Marek Dudek, "Nieruchomości Leżajsk"
const BROKER = "posrednik@okolica.local"; // Agnieszka Mazur, independent
const AGENCY_NAME = "Nieruchomości Leżajsk";
const NOT_YOURS = "Nie znaleziono ogłoszenia do edycji albo nie należy ono do Ciebie.";

async function signIn(page: Page, email: string, path: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto(path);
  await hydrated(page);
}

test("an agency reaches a broker's listing only between the broker's accepting and leaving", async ({
  browser,
  baseURL,
}) => {
  // Two browsers and a dozen page loads: well under a minute alone, more on a busy machine.
  test.slow();
  const title = `Dom pośredniczki ${Date.now().toString(36)}`;

  // The independent broker adds a listing.
  const broker = await newPerson(browser, baseURL);
  await signIn(broker, BROKER, "/panel/properties?action=add-property");
  const add = broker.getByRole("dialog", { name: "Dodaj ogłoszenie" });
  await add.getByLabel("Tytuł").fill(title);
  await add.getByLabel("Cena (zł)").fill("520 000");
  await add.getByLabel("Miejscowość").selectOption({ label: "Leżajsk" });
  await add.getByLabel("Powierzchnia (m²)").fill("120");
  await add.getByLabel("Liczba pokoi").fill("4");
  await add.getByLabel("Telefon").fill("600 700 800");
  await add.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  await expect(toast(broker, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
  const href = await broker.getByRole("link", { name: title, exact: true }).getAttribute("href");
  const edit = `/panel/properties?edit=${href?.split("/").pop()}`;

  // The agency invites the broker by e-mail: a pending invitation, nothing of the broker's.
  const agency = await newPerson(browser, baseURL);
  await signIn(agency, AGENCY, "/panel/agents");
  await agency.getByLabel("E-mail pośrednika").fill(BROKER);
  await agency.getByRole("button", { name: "Zaproś" }).click();
  await expect(toast(agency, "Sukces", "Wysłaliśmy zaproszenie")).toBeVisible();
  const row = agency.getByRole("article").filter({ hasText: BROKER });
  await expect(row).toContainText("Zaproszenie oczekuje");
  await expect(row).not.toContainText("Mazur");
  await agency.goto("/panel/properties");
  await expect(agency.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  await agency.goto(edit);
  await expect(agency.getByText(NOT_YOURS)).toBeVisible();

  // The broker is told by e-mail and accepts in the panel, signed in.
  const mail = await waitForMail(BROKER, "Zaproszenie do agencji w Okolicy");
  expect(mail.text).toContain(`Agencja ${AGENCY_NAME} zaprasza Cię`);
  expect(mail.text).toMatch(/https?:\/\/\S+\/panel/);
  await broker.goto("/panel");
  await hydrated(broker);
  const invitation = broker.getByRole("region", {
    name: `Zaproszenie od agencji ${AGENCY_NAME}`,
  });
  await invitation.getByRole("button", { name: "Akceptuj" }).click();
  await expect(toast(broker, "Sukces", "Dołączono do agencji")).toBeVisible();
  await expect(broker.getByRole("region", { name: "Twoja agencja" })).toContainText(AGENCY_NAME);

  // Now the agency edits the broker's listing.
  await agency.goto(edit);
  await hydrated(agency);
  const dialog = agency.getByRole("dialog", { name: "Edytuj ogłoszenie" });
  await expect(dialog.getByLabel("Tytuł")).toHaveValue(title);
  await dialog.getByLabel("Tytuł").fill(`${title} (agencja)`);
  await dialog.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(toast(agency, "Sukces", "Ogłoszenie zostało zaktualizowane.")).toBeVisible();

  // The broker leaves (after a confirmation): the agency loses the listing at once.
  await broker.goto("/panel");
  await hydrated(broker);
  await broker.getByRole("button", { name: "Opuść agencję" }).click();
  await broker
    .getByRole("dialog", { name: "Opuścić agencję?" })
    .getByRole("button", { name: "Opuść agencję" })
    .click();
  await expect(toast(broker, "Sukces", "Opuszczono agencję")).toBeVisible();
  await expect(broker.getByRole("region", { name: "Twoja agencja" })).toHaveCount(0);
  await agency.goto("/panel/properties");
  await expect(agency.getByRole("link", { name: `${title} (agencja)` })).toHaveCount(0);
  await agency.goto(edit);
  await expect(agency.getByText(NOT_YOURS)).toBeVisible();
  const told = await waitForMail(AGENCY, "Pośrednik opuścił agencję");
  expect(told.text).toContain(`Agnieszka Mazur opuszcza agencję ${AGENCY_NAME}`);
});
