import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { authLink, waitForMail } from "./support/mail";
import { hydrated, newPerson, toast } from "./support/page-helpers";

const SCREEN = { width: 390, height: 844 };
const CONFIRM_SUBJECT = "Potwierdź adres e-mail w Okolicy";
const PASSWORD = "Sosnowa-17-Lezajsk";

const cardTitle = async (card: Locator) => String(await card.getByRole("heading").textContent());

/** The favourites page's listing cards' titles. */
async function favouriteTitles(page: Page) {
  const section = page.getByRole("region", { name: /^Ogłoszenia \(\d+\)$/ });
  await expect(section).toBeVisible();
  return section.getByRole("heading", { level: 3 }).allInnerTexts();
}

test.describe("favourites", () => {
  test.use({ viewport: SCREEN, hasTouch: true, isMobile: true });

  test("a visitor hearts two listings, signs up and keeps them on the account", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/mieszkania");
    await hydrated(page);
    const cards = page.locator("main article");
    const hearted = [await cardTitle(cards.nth(0)), await cardTitle(cards.nth(2))];
    for (const n of [0, 2]) {
      const heart = cards.nth(n).getByRole("button", { name: "Dodaj do obserwowanych" });
      await heart.click();
      await expect(
        cards.nth(n).getByRole("button", { name: "Usuń z obserwowanych" }),
      ).toHaveAttribute("aria-pressed", "true");
    }
    // Kept in the browser: after a reload too, and on the favourites page.
    await page.reload();
    await expect(cards.nth(2).getByRole("button", { name: "Usuń z obserwowanych" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Obserwowane" }).click();
    await expect(page.getByText("Obserwowane zapisujemy w tej przeglądarce.")).toBeVisible();
    expect((await favouriteTitles(page)).sort()).toEqual([...hearted].sort());

    // Sign up; once signed in the site offers to keep them on the account.
    const email = uniqueEmail("obserwuje");
    await page.goto("/auth?tab=rejestracja");
    await page.getByLabel("Imię").fill("Ewa");
    await page.getByLabel("Nazwisko").fill("Kowal");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Potwierdź hasło").fill(PASSWORD);
    await page.getByRole("checkbox", { name: /Akceptuję Regulamin/ }).check();
    await page.getByRole("button", { name: "Utwórz konto" }).click();
    await page.goto(authLink(await waitForMail(email, CONFIRM_SUBJECT)));
    const offer = page.getByRole("region", { name: "Zachować obserwowane na koncie?" });
    await expect(offer).toContainText("zapisano w tej przeglądarce 2 obserwowane ogłoszenia");
    await offer.getByRole("button", { name: "Zachowaj na koncie" }).click();
    await expect(toast(page, "Obserwowane zapisane na koncie")).toBeVisible();
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("okolica.obserwowane"))).toBeNull();

    // On the account: another browser, signed in as the same person, sees them.
    const elsewhere = await newPerson(browser, baseURL);
    await elsewhere.goto("/auth");
    await elsewhere.getByLabel("E-mail").fill(email);
    await elsewhere.getByLabel("Hasło", { exact: true }).fill(PASSWORD);
    await elsewhere.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(elsewhere).not.toHaveURL(/\/auth/);
    await elsewhere.goto("/obserwowane");
    await expect(elsewhere.getByText("Obserwowane zapisujemy w tej przeglądarce.")).toHaveCount(0);
    expect((await favouriteTitles(elsewhere)).sort()).toEqual([...hearted].sort());

    // Removing one there: gone after a reload, and the other person's heart shows it too.
    await hydrated(elsewhere);
    await elsewhere
      .getByRole("region", { name: /^Ogłoszenia/ })
      .getByRole("button", { name: "Usuń z obserwowanych" })
      .first()
      .click();
    await expect
      .poll(async () => {
        await elsewhere.reload();
        return (await favouriteTitles(elsewhere)).length;
      })
      .toBe(1);
    await elsewhere.context().close();
  });

  test("a lowered price shows on the card and on the listing page with its history", async ({
    page,
  }) => {
    await page.goto("/search");
    const lowered = page.locator("main article").filter({ hasText: "Cena obniżona z" }).first();
    await expect(lowered).toBeVisible();
    const before = String(await lowered.locator("s").textContent()).replace(/\s/g, " ");
    await lowered.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/nieruchomosc\//);
    await expect(page.getByText("Cena obniżona", { exact: true })).toBeVisible();
    const history = page.getByText("Historia ceny");
    await history.click();
    await expect(page.getByRole("listitem").filter({ hasText: "→" }).first()).toContainText(
      `${before} →`,
    );
  });
});
