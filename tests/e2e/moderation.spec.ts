import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { hydrated, newPerson, toast } from "./support/page-helpers";
import { DEMO_PASSWORD, fillRequired, signUpAsOwner } from "./support/panel-forms";

const PHONE = { width: 390, height: 844 };
const PASSWORD = "Sosnowa-17-Lezajsk";

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signInAsAdministrator(page: Page) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill("admin@okolica.local");
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

test.describe("reports, decisions and appeals", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("a visitor reports a listing, the administrator hides it, the owner gets the statement, appeals and wins; the reporter is told", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const owner = uniqueEmail("zgloszony");
    await signUpAsOwner(page, {
      email: owner,
      firstName: "Olga",
      lastName: "Zgłoszona",
      password: PASSWORD,
    });
    const title = `Kawalerka za pół ceny ${Date.now().toString(36)}`;
    await page.goto("/panel/properties?action=add-property");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    await fillRequired(dialog, title);
    await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
    const listingPath =
      (await page.getByRole("link", { name: title }).first().getAttribute("href")) ?? "";
    expect(listingPath).toMatch(/^\/nieruchomosc\//);

    // A visitor on a phone reports it from the listing page.
    const visitor = await newPerson(browser, baseURL);
    await visitor.setViewportSize(PHONE);
    const reporter = uniqueEmail("zglaszajacy");
    await visitor.goto(listingPath);
    await visitor.getByRole("link", { name: "Zgłoś ogłoszenie" }).click();
    await expect(visitor.getByRole("heading", { name: "Zgłoś ogłoszenie" })).toBeVisible();
    await hydrated(visitor);
    await noSidewaysScroll(visitor);
    // Sent empty, the form says what is missing in Polish and keeps the page.
    await visitor.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
    await expect(visitor.getByText("Wybierz powód zgłoszenia.")).toBeVisible();
    await visitor.getByRole("radio", { name: "Oszustwo" }).check();
    await visitor
      .getByLabel("Wyjaśnienie")
      .fill("Sprzedający prosi o zaliczkę przelewem przed obejrzeniem mieszkania.");
    await visitor.getByLabel("Twój e-mail").fill(reporter);
    await visitor.getByRole("checkbox", { name: /zgłaszam w dobrej wierze/ }).check();
    await visitor.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
    // A visitor's report waits for the address to be confirmed by the mailed link; that mail
    // carries neither the listing's title nor the visitor's words.
    await expect(visitor.getByRole("status")).toContainText("Sprawdź skrzynkę");
    const confirmation = await waitForMail(reporter, "Potwierdź zgłoszenie w Okolicy");
    expect(confirmation.text).not.toContain(title);
    expect(confirmation.text).not.toContain("zaliczkę przelewem");
    const confirmLink = confirmation.text.match(/https?:\/\/\S+\/zglos\/potwierdz\/[\w-]+/)?.[0];
    expect(confirmLink, confirmation.text).toBeTruthy();
    await visitor.goto(new URL(confirmLink ?? "").pathname);
    await hydrated(visitor);
    await visitor.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
    await expect(visitor.getByRole("status")).toContainText("Dziękujemy, zgłoszenie przyjęte.");
    const receipt = await waitForMail(reporter, "Otrzymaliśmy Twoje zgłoszenie");
    expect(receipt.text).toContain(`ogłoszenie „${title}”, powód: Oszustwo`);

    // The administrator hides it from the queue.
    const admin = await newPerson(browser, baseURL);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdministrator(admin);
    await admin.goto("/admin/moderation");
    await hydrated(admin);
    const item = admin.getByRole("article").filter({ hasText: title });
    await expect(item).toContainText("Zgłoszenia: 1");
    await expect(item).toContainText("Sprzedający prosi o zaliczkę");
    await item.getByLabel("Decyzja").selectOption({ label: "Ukryj (archiwizuj)" });
    await item.getByLabel("Podstawa").selectOption("regulamin-6-1");
    await item
      .getByLabel("Uzasadnienie dla autora")
      .fill("Ogłoszenie zawiera zaniżoną cenę i prośbę o zaliczkę przed obejrzeniem.");
    await item.getByRole("button", { name: "Zapisz decyzję" }).click();
    await expect(toast(admin, "Decyzja „Ukryj (archiwizuj)” zapisana")).toBeVisible();
    await expect(item).toHaveCount(0);
    expect((await visitor.goto(listingPath))?.status()).toBe(404);

    // The reporter hears the outcome; the owner gets the statement by mail and in the panel.
    const outcome = await waitForMail(reporter, "Decyzja w sprawie Twojego zgłoszenia");
    expect(outcome.text).toContain("Ukryto ogłoszenie");
    const statement = await waitForMail(
      owner,
      "Decyzja moderacji dotycząca Twojej treści w Okolicy",
    );
    expect(statement.text).toContain("§ 6 ust. 1 Regulaminu");
    const link = statement.text.match(/https?:\/\/\S+\/decyzja\/[\w-]+/)?.[0] ?? "";
    expect(link, statement.text).not.toBe("");
    await page.goto("/panel/properties");
    const notices = page.getByRole("region", { name: "Decyzje moderacji dotyczące Twoich treści" });
    await expect(notices).toContainText(`Ukryj (archiwizuj) — ogłoszenie „${title}”`);
    await noSidewaysScroll(page);
    await notices.getByRole("link", { name: "Zobacz uzasadnienie i odwołaj się" }).click();
    await expect(page).toHaveURL(new URL(link).pathname);
    await hydrated(page);
    await expect(page.getByText("Na podstawie zgłoszenia innej osoby")).toBeVisible();
    await expect(page.getByText("Ogłoszenie zawiera zaniżoną cenę")).toBeVisible();
    await noSidewaysScroll(page);
    await page
      .getByLabel("Dlaczego decyzja jest błędna")
      .fill("Cena jest prawdziwa, a zaliczki nigdy nie pobieram: mogę pokazać akt notarialny.");
    await page.getByRole("button", { name: "Wyślij odwołanie" }).click();
    // The demo has one administrator: the receipt promises another only where there is one.
    await expect(page.getByRole("status")).toContainText(
      "Odwołanie przyjęte. Rozpatrzy je inny administrator niż ten, który podjął decyzję, jeśli taki jest;",
    );

    // The appeal is decided (the demo has one administrator) and its outcome arrives.
    await admin.goto("/admin/moderation");
    await hydrated(admin);
    const appeal = admin.getByRole("article").filter({ hasText: "mogę pokazać akt notarialny" });
    await appeal.getByLabel("Wynik odwołania").selectOption("reversed");
    await appeal
      .getByLabel("Uzasadnienie wyniku")
      .fill("Właściciel przedstawił dokumenty; ogłoszenie wraca.");
    await appeal.getByRole("button", { name: "Rozpatrz odwołanie" }).click();
    await expect(toast(admin, "Wynik odwołania zapisany")).toBeVisible();
    await admin.context().close();

    const result = await waitForMail(owner, "Wynik Twojego odwołania w Okolicy");
    expect(result.text).toContain("Decyzja zmieniona: ograniczenie cofnięte");
    expect((await visitor.goto(listingPath))?.status()).toBe(200);
    await visitor.context().close();
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("status")).toContainText("Decyzja zmieniona");
  });
});
