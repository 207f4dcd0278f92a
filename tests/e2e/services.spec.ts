import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";

const DEMO_EMAIL = "wlasciciel@okolica.local";
const DEMO_PASSWORD = "Okolica2026!";

function priceOf(text: string): number {
  return Number(/od\s+([\d\s\u00a0]+)\s*zł\/h/.exec(text)?.[1]?.replace(/\D/g, "") ?? Number.NaN);
}

async function firstServiceHref(page: Page): Promise<string> {
  await page.goto("/uslugi");
  const href = await page
    .getByRole("main")
    .getByRole("article")
    .first()
    .getByRole("link")
    .first()
    .getAttribute("href");
  expect(href).toMatch(/^\/usluga\/[0-9a-f-]{36}$/);
  return href as string;
}

test.describe("services", () => {
  test("the list shows the count and sorting by price ascending never decreases", async ({
    page,
  }) => {
    await page.goto("/uslugi");
    await expect(
      page.getByRole("heading", { name: /^Dostępne usługi - \d+ (wynik|wyniki|wyników)$/ }),
    ).toBeVisible();
    // The select sorts as it changes once the page's code runs (before, its button does).
    await hydrated(page);
    await page.getByLabel("Sortuj").selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first()).toBeVisible();
    // Paid 'Wyróżnione' places come first (the page says so); the rest follow the sort.
    await expect(
      page.getByText(/^Na początku listy widzisz firmy wyróżnione za opłatą\./),
    ).toBeVisible();
    const sorted = cards.filter({ hasNotText: "Wyróżnione" });
    // The URL changes a moment before React commits the re-sorted cards: poll the prices.
    const prices = async () => (await sorted.allInnerTexts()).map(priceOf);
    await expect
      .poll(async () => {
        const shown = await prices();
        return shown.every((p, i) => Number.isFinite(p) && (i === 0 || p >= shown[i - 1]));
      })
      .toBe(true);
    expect((await prices()).length).toBeGreaterThan(1);
  });

  test("an unknown phrase shows 'Brak wyników'", async ({ page }) => {
    await page.goto("/uslugi?q=zzzz-nie-ma-takiej-uslugi");
    await expect(page.getByText("Brak wyników")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dostępne usługi - 0 wyników" })).toBeVisible();
  });

  test("a category page shows its firms and real figures, with a way back", async ({ page }) => {
    await page.goto("/usluga/uslugi-elektryczne");
    await expect(page.getByRole("heading", { level: 1, name: "Usługi elektryczne" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Statystyki kategorii" })).toContainText(/firm/);
    await expect(page.getByRole("link", { name: "Wszystkie usługi" }).first()).toHaveAttribute(
      "href",
      "/uslugi",
    );
  });

  test("a review by a signed-in user changes the shown rating and count", async ({
    page,
    request,
  }) => {
    const href = await firstServiceHref(page);
    const counted = page.waitForResponse((r) =>
      r.url().endsWith(`/api/uslugi${href.slice("/usluga".length)}/wyswietlenie`),
    );
    await page.goto(href);
    expect((await counted).status()).toBe(200);
    const anonymousPhone = await request.post(`/api/uslugi${href.slice("/usluga".length)}/telefon`);
    expect(anonymousPhone.status()).toBe(401);
    // Anonymous visitors never get the phone in the page.
    await expect(
      page.getByText("Musisz być zalogowany, aby zobaczyć numer telefonu."),
    ).toBeVisible();
    const rating = page.getByTestId("service-rating");
    const before = ((await rating.textContent()) ?? "").trim();
    const countBefore = Number(/\((\d+)/.exec(before)?.[1] ?? 0);

    await page.goto(`/auth?redirectTo=${encodeURIComponent(href)}`);
    await page.getByLabel("E-mail").fill(DEMO_EMAIL);
    await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.getByRole("button", { name: "Pokaż numer telefonu" }).click();
    await expect(
      page
        .getByRole("region", { name: "Kontakt" })
        .getByText(/^\+?[\d\s-]{9,}$|Firma nie podała numeru telefonu\./),
    ).toBeVisible();

    const form = page.locator("form", { has: page.getByLabel("Treść opinii") });
    const editing = (await form.getByRole("button", { name: "Zapisz zmiany" }).count()) > 0;
    await form.getByLabel("1 gwiazdka").check();
    await form.getByLabel("Treść opinii").fill("Rzetelnie, ale termin przesunięty o tydzień.");
    await form.getByRole("button", { name: /Dodaj opinię|Zapisz zmiany/ }).click();
    await expect(page.getByText("Dziękujemy! Opinia została zapisana.")).toBeVisible();

    const countAfter = editing ? countBefore : countBefore + 1;
    await expect(rating).toContainText(`(${countAfter} opini`);
    await expect(rating).not.toHaveText(before === "Brak opinii" ? before : "__never__");
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: "Rzetelnie, ale termin przesunięty o tydzień." }),
    ).toContainText("(Twoja)");
    if (countAfter === 1) await expect(rating).toContainText("1,0 / 5");
  });
});
