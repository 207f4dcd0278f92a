import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { authLink, waitForMail } from "./support/mail.ts";
import { hydrated, newPerson, toast } from "./support/page-helpers.ts";

/**
 * Agencies end to end: a new agency account fills its profile with a logo, creates a broker; the
 * broker confirms the mailed link and accepts the agency's invitation, adds a listing; the
 * listing shows the agency box, the agency page lists the listing; the agency removes the
 * broker, whose account keeps working.
 */

const CONFIRM_SUBJECT = "Potwierdź adres e-mail w Okolicy";
const AGENCY_PASSWORD = "Sosnowa-17-Lezajsk";
const BROKER_PASSWORD = "Kwiatowa-9-Lezajsk";

async function logoPng(): Promise<Buffer> {
  return sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 6, g: 95, b: 70 } },
  })
    .png()
    .toBuffer();
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("agencies and brokers", () => {
  test("an agency builds its profile and team; its broker's listing shows the agency; removal keeps the broker's account", async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const agencyName = `Biuro Testowe ${suffix()}`;
    const agencyEmail = uniqueEmail("agencja");
    const brokerEmail = uniqueEmail("posrednik");

    // The agency signs up, confirms and chooses the agency account type in the wizard.
    const agency = await newPerson(browser, baseURL);
    await agency.goto("/auth?tab=rejestracja");
    await agency.getByLabel("Imię").fill("Ewa");
    await agency.getByLabel("Nazwisko").fill("Agencyjna");
    await agency.getByLabel("E-mail").fill(agencyEmail);
    await agency.getByLabel("Hasło", { exact: true }).fill(AGENCY_PASSWORD);
    await agency.getByLabel("Potwierdź hasło").fill(AGENCY_PASSWORD);
    await agency.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
    await agency.getByRole("button", { name: "Utwórz konto" }).click();
    await expect(agency.getByText(/Konto zostało utworzone/)).toBeVisible();
    await agency.goto(authLink(await waitForMail(agencyEmail, CONFIRM_SUBJECT)));
    await expect(agency).toHaveURL(/\/konfiguracja/);
    await agency.getByRole("radio", { name: /^Agencja nieruchomości/ }).check();
    await agency.getByRole("button", { name: "Dalej" }).click();
    await agency.getByLabel("Nazwa agencji").fill(agencyName);
    await agency.getByRole("button", { name: "Zapisz i kontynuuj" }).click();
    await expect(agency.getByRole("link", { name: "Przejdź do strony głównej" })).toBeVisible();

    // Agency tab: the profile with a logo file (through the photo pipeline, stored as WebP).
    await agency.goto("/panel/agency");
    await hydrated(agency);
    await expect(agency.getByLabel("Nazwa agencji")).toHaveValue(agencyName);
    await agency.getByLabel("Numer licencji").fill("PFRN 12345");
    await agency.getByLabel("Opis agencji").fill("Mieszkania i domy w Leżajsku od 2010 roku.");
    await agency
      .getByLabel("Wybierz plik")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
    await expect(agency.getByRole("button", { name: "Usuń logo" })).toBeVisible();
    await agency.getByRole("button", { name: "Zapisz profil agencji" }).click();
    await expect(toast(agency, "Sukces", "Profil agencji został zapisany.")).toBeVisible();

    // Agents tab: create the broker account.
    await agency.goto("/panel/agents");
    await hydrated(agency);
    await agency.getByRole("button", { name: "Dodaj pośrednika" }).click();
    const dialog = agency.getByRole("dialog", { name: "Nowy pośrednik" });
    await dialog.getByLabel("Imię").fill("Piotr");
    await dialog.getByLabel("Nazwisko").fill("Brokerski");
    await dialog.getByLabel("E-mail").fill(brokerEmail);
    await dialog.getByLabel("Hasło").fill(BROKER_PASSWORD);
    await dialog.getByLabel("Stanowisko").fill("starszy agent");
    await dialog.getByRole("button", { name: "Utwórz konto pośrednika" }).click();
    await expect(toast(agency, "Sukces", "Wysłaliśmy zaproszenie")).toBeVisible();
    // Until the broker accepts, the agency sees only what it typed.
    const row = agency.getByRole("article").filter({ hasText: brokerEmail });
    await expect(row).toContainText("Zaproszenie oczekuje");
    await expect(row).not.toContainText("Piotr Brokerski");
    await expect(row).toContainText("starszy agent");

    // The broker confirms through the mail that names the agency, accepts the Regulamin, lands in
    // the panel signed in, and accepts the invitation there.
    const broker = await newPerson(browser, baseURL);
    const invitation = await waitForMail(brokerEmail, CONFIRM_SUBJECT);
    expect(invitation.text).toContain(`Agencja ${agencyName} założyła dla Ciebie konto pośrednika`);
    await broker.goto(authLink(invitation));
    // The agency cannot accept the Regulamin for the broker: the broker does, first.
    await expect(broker).toHaveURL(/\/konfiguracja/);
    await broker.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
    await broker.getByRole("button", { name: "Dalej" }).click();
    await expect(broker).toHaveURL(/\/panel/);
    await hydrated(broker);
    await broker
      .getByRole("region", { name: `Zaproszenie od agencji ${agencyName}` })
      .getByRole("button", { name: "Akceptuj" })
      .click();
    await expect(toast(broker, "Sukces", "Dołączono do agencji")).toBeVisible();
    await agency.reload();
    await expect(row).toContainText("Piotr Brokerski");
    await expect(row).toContainText("Aktywny");

    // …and adds a listing.
    const title = `Mieszkanie od pośrednika ${suffix()}`;
    await broker.goto("/panel/properties?action=add-property");
    await hydrated(broker);
    const add = broker.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    await add.getByLabel("Tytuł").fill(title);
    await add.getByLabel("Cena (zł)").fill("412 000");
    await add.getByLabel("Miejscowość").selectOption({ label: "Leżajsk" });
    await add.getByLabel("Powierzchnia (m²)").fill("61");
    await add.getByLabel("Liczba pokoi").fill("3");
    await add.getByLabel("Telefon").fill("600 700 800");
    await add.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(toast(broker, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
    const listingHref =
      (await broker.getByRole("link", { name: title, exact: true }).getAttribute("href")) ?? "";
    expect(listingHref).toMatch(/^\/nieruchomosc\/[0-9a-f-]{36}$/);

    // The listing detail shows the agency box: logo, name (a link to its page), the broker.
    await broker.goto(listingHref);
    const box = broker.getByRole("region", { name: "Pośrednik" });
    await expect(box.getByRole("link", { name: agencyName })).toBeVisible();
    await expect(box.locator('img[src^="/uploads/agencies/"]')).toBeVisible();
    await expect(box).toContainText("Piotr Brokerski");

    // The agency page lists the broker and the listing, and has no accessibility violations.
    await box.getByRole("link", { name: agencyName }).click();
    await expect(broker).toHaveURL(/\/agencja\/[0-9a-f-]{36}$/);
    const agencyPage = broker.url();
    await expect(broker.getByRole("heading", { level: 1, name: agencyName })).toBeVisible();
    await expect(broker.getByText("Licencja nr PFRN 12345")).toBeVisible();
    await expect(broker.getByRole("heading", { level: 3, name: "Piotr Brokerski" })).toBeVisible();
    await expect(broker.getByRole("link", { name: title })).toBeVisible();
    await hydrated(broker);
    const axe = await new AxeBuilder({ page: broker }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The agency removes the broker (with confirmation).
    await agency.goto("/panel/agents");
    await hydrated(agency);
    await agency.getByRole("button", { name: "Usuń z agencji: Piotr Brokerski" }).click();
    await agency
      .getByRole("dialog", { name: "Usunąć pośrednika z agencji?" })
      .getByRole("button", { name: "Usuń" })
      .click();
    await expect(toast(agency, "Sukces", "Pośrednik został usunięty z agencji.")).toBeVisible();
    await expect(row).toContainText("Nieaktywny");

    // The agency page no longer shows the broker nor the listing; the listing shows the broker
    // on their own: no agency, and no "not available" above a name that is there.
    await broker.goto(agencyPage);
    await expect(broker.getByRole("heading", { level: 3, name: "Piotr Brokerski" })).toHaveCount(0);
    await expect(broker.getByRole("link", { name: title })).toHaveCount(0);
    await broker.goto(listingHref);
    const alone = broker.getByRole("region", { name: "Pośrednik" });
    await expect(alone).toContainText("Piotr Brokerski");
    await expect(alone.getByRole("link", { name: agencyName })).toHaveCount(0);
    await expect(alone).not.toContainText("Informacje o pośredniku niedostępne");

    // The broker's account still works: a fresh sign-in with the password, the listing is theirs.
    const again = await newPerson(browser, baseURL);
    await again.goto("/auth");
    await again.getByLabel("E-mail").fill(brokerEmail);
    await again.getByLabel("Hasło", { exact: true }).fill(BROKER_PASSWORD);
    await again.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(again).not.toHaveURL(/\/auth/);
    await again.goto("/panel/properties");
    await expect(again.getByRole("link", { name: title, exact: true })).toBeVisible();

    // The agency lost access to the former broker's listing.
    await agency.goto("/panel/properties");
    await expect(agency.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  });
});
