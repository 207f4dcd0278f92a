import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated, toast } from "./support/page-helpers.ts";
import { signInTo } from "./support/panel-forms.ts";

const suffix = Date.now().toString(36);

type Case = {
  type: string;
  transaction: string;
  title: string;
  fill: (form: Locator) => Promise<void>;
  /** Lines of "Szczegóły" (label, value) the listing page must show. */
  details: [string, string][];
  /** Fields of other types the form must not show. */
  absent: string[];
};

const CASES: Case[] = [
  {
    type: "Mieszkanie",
    transaction: "Sprzedaż",
    title: `Mieszkanie z parametrami ${suffix}`,
    fill: async (form) => {
      await form.getByLabel("Rynek").selectOption({ label: "Pierwotny" });
      await form.getByLabel("Piętro").selectOption({ label: "Parter" });
      await form.getByLabel("Liczba pięter w budynku").fill("3");
      await form.getByLabel("Rok budowy").fill("2024");
      await form.getByLabel("Winda").selectOption({ label: "Tak" });
      await form.getByRole("checkbox", { name: "Balkon" }).check();
    },
    details: [
      ["Rynek", "Pierwotny"],
      ["Piętro", "Parter"],
      ["Rok budowy", "2024"],
      ["Winda", "Tak"],
      ["Balkon, taras, ogród", "Balkon"],
    ],
    absent: ["Kaucja (zł)", "Rodzaj działki"],
  },
  {
    type: "Dom",
    transaction: "Sprzedaż",
    title: `Dom z parametrami ${suffix}`,
    fill: async (form) => {
      await form.getByLabel("Powierzchnia działki (m²)").fill("1 250");
      await form.getByLabel("Ogrzewanie").selectOption({ label: "Pompa ciepła" });
      await form.getByLabel("Rodzaj zabudowy").selectOption({ label: "Bliźniak" });
    },
    details: [
      ["Powierzchnia działki", "1250 m²"],
      ["Ogrzewanie", "Pompa ciepła"],
      ["Rodzaj zabudowy", "Bliźniak"],
    ],
    absent: ["Piętro", "Winda"],
  },
  {
    type: "Działka",
    transaction: "Sprzedaż",
    title: `Działka z parametrami ${suffix}`,
    fill: async (form) => {
      await form.getByLabel("Rodzaj działki").selectOption({ label: "Budowlana" });
      await form.getByRole("checkbox", { name: "Prąd" }).check();
      await form.getByRole("checkbox", { name: "Woda" }).check();
    },
    details: [
      ["Rodzaj działki", "Budowlana"],
      ["Media", "Prąd, Woda"],
    ],
    absent: ["Rok budowy", "Piętro"],
  },
  {
    type: "Lokal",
    transaction: "Wynajem",
    title: `Lokal z parametrami ${suffix}`,
    fill: async (form) => {
      await form.getByLabel("Kaucja (zł)").fill("6 000");
      await form.getByLabel("Czynsz (zł/mies.)").fill("350");
      await form.getByLabel("Dostępne od").fill("2027-01-15");
    },
    details: [
      ["Kaucja", "6 000 zł"],
      ["Czynsz", "350 zł/mies."],
      ["Dostępne od", "15 stycznia 2027"],
    ],
    absent: ["Rynek", "Rodzaj działki"],
  },
];

async function addListing(page: Page, c: Case): Promise<string> {
  await page.goto("/panel/properties?action=add-property");
  await hydrated(page);
  const form = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
  await form.getByLabel("Tytuł").fill(c.title);
  await form.getByLabel("Cena (zł)").fill("345 000");
  await form.getByLabel("Miejscowość").selectOption({ label: "Leżajsk" });
  await form.getByLabel("Typ").selectOption({ label: c.type });
  await form.getByLabel("Rodzaj oferty").selectOption({ label: c.transaction });
  await form.getByLabel("Powierzchnia (m²)").fill("80");
  await form.getByLabel("Telefon").fill("600 123 456");
  for (const label of c.absent)
    await expect(form.getByLabel(label, { exact: true })).toHaveCount(0);
  await c.fill(form);
  await form.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
  const href =
    (await page.getByRole("link", { name: c.title, exact: true }).first().getAttribute("href")) ??
    "";
  expect(href).toMatch(/^\/nieruchomosc\/[0-9a-f-]{36}$/);
  return href;
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a listing of each type takes its own parameters, shows them in 'Szczegóły' and is found by a filter", async ({
  page,
}) => {
  // Four saves on a loaded CI machine; about 25 s alone.
  test.setTimeout(90_000);
  await signInTo(page, "wlasciciel@okolica.local", "/panel/properties");
  const hrefs: string[] = [];
  for (const c of CASES) hrefs.push(await addListing(page, c));

  for (const [i, c] of CASES.entries()) {
    await page.goto(hrefs[i] ?? "");
    const details = page.getByRole("region", { name: "Szczegóły" });
    for (const [label, value] of c.details) {
      const row = details.locator("div").filter({ has: page.getByText(label, { exact: true }) });
      await expect(row.locator("dd")).toHaveText(value);
    }
  }

  // The year-built filter of the search form finds the new flat and leaves out the older ones.
  await page.goto(`/search?q=${encodeURIComponent(`parametrami ${suffix}`)}`);
  await hydrated(page);
  // On a phone the filters are the sheet the "Filtry" button opens.
  await page.getByRole("button", { name: /^Filtry/ }).click();
  const filters = page.getByRole("form", { name: "Filtry wyszukiwania" });
  await filters.getByLabel("Rok budowy od").fill("2020");
  await filters.getByLabel("Rynek").selectOption({ label: "Pierwotny" });
  await filters.getByRole("button", { name: /^Pokaż/ }).click();
  await expect(page).toHaveURL(/market=pierwotny/);
  await expect(
    page.getByRole("link", { name: CASES[0]?.title, exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: CASES[1]?.title, exact: true })).toHaveCount(0);
});
