import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { hydrated, newPerson, toast } from "./support/page-helpers";
import { DEMO_PASSWORD, fillRequired, signUpAsOwner } from "./support/panel-forms";

const PHONE = { width: 390, height: 844 };
const PASSWORD = "Sosnowa-17-Lezajsk";
const LIMIT =
  "Plan „Start” pozwala mieć najwyżej 1 aktywne ogłoszenie i ten limit jest już wykorzystany. Więcej daje plan „Standard” (do 10 ogłoszeń): zamówisz go w cenniku.";

async function addListing(page: Page, title: string) {
  await page.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
  await fillRequired(dialog, title);
  await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  return dialog;
}

test.describe("plans", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("a free-plan owner is refused a second listing, orders a plan and adds it once the administrator assigns it", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("plan");
    await signUpAsOwner(page, {
      email,
      firstName: "Marek",
      lastName: "Planowy",
      password: PASSWORD,
    });

    // A new account works under the free plan: one listing.
    await page.goto("/panel/properties");
    await hydrated(page);
    const plan = page.getByRole("note", { name: "Twój plan" });
    await expect(plan).toContainText("Plan Start (bezpłatny).");
    await expect(plan).toContainText("Aktywne ogłoszenia: 0 z 1.");
    await addListing(page, "Dom z ogrodem, Giedlarowa");
    await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
    await expect(plan).toContainText("Limit wykorzystany");

    // The second is refused with the limit and the plan that lifts it; the form keeps it.
    const second = "Mieszkanie 2 pokoje, Leżajsk";
    const dialog = await addListing(page, second);
    await expect(toast(page, LIMIT)).toBeVisible();
    await expect(dialog.getByLabel("Tytuł")).toHaveValue(second);

    // The owner orders the plan on /cennik (in another tab: the form stays open).
    const pricing = await page.context().newPage();
    await pricing.goto("/cennik");
    await hydrated(pricing);
    await pricing.getByRole("button", { name: "Zamów plan Standard" }).click();
    await expect(pricing.getByRole("status")).toContainText(
      "Zamówienie planu „Standard” zostało wysłane.",
    );
    await pricing.close();

    // The administrator sees the order and assigns the plan from today.
    const admin = await newPerson(browser, baseURL);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto("/auth");
    await admin.getByLabel("E-mail").fill("admin@okolica.local");
    await admin.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
    await admin.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(admin).not.toHaveURL(/\/auth/);
    await admin.goto("/admin/promotion/plans");
    await hydrated(admin);
    const order = admin.getByRole("article").filter({ hasText: email });
    await expect(order).toContainText("Marek Planowy: plan „Standard”");
    await order.getByRole("button", { name: `Przypisz plan: ${email}` }).click();
    await expect(toast(admin, `Plan „Standard” przypisano: ${email}`)).toBeVisible();
    await expect(order).toHaveCount(0);
    await admin.context().close();

    // The same form, sent again, now goes through.
    await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
    await expect(plan).toContainText(/Plan Standard do \d+ \S+ \d{4}\./);
    await expect(plan).toContainText("Aktywne ogłoszenia: 2 z 10.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
