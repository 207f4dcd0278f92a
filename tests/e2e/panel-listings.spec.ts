import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures.ts";
import { unique } from "./support/live-page.ts";
import { toast } from "./support/page-helpers.ts";
import { fillRequired, openPanel, PANEL, png, signInTo } from "./support/panel-forms.ts";

const SELLERS = [
  { who: "an owner", email: "wlasciciel@okolica.local" },
  { who: "a broker", email: "posrednik@okolica.local" },
  { who: "an agency", email: "agencja@okolica.local" },
];

test.describe("panel: my listings", () => {
  for (const { who, email } of SELLERS) {
    test(`${who} adds a listing with a photo, sees it with a WebP image, edits and deletes it`, async ({
      page,
    }) => {
      await signInTo(page, email, "/panel/properties?action=add-property");
      // ?action=add-property opens the add dialog at once.
      const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
      await expect(dialog).toBeVisible();

      const title = unique("Mieszkanie testowe");
      await fillRequired(dialog, title);
      // Premium is paid: no checkbox, a pointer to the price list instead.
      await expect(dialog.getByLabel("Ogłoszenie premium")).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: "cennik" })).toHaveAttribute("href", "/cennik");
      await dialog.getByLabel("Rodzaj oferty").selectOption({ label: "Wynajem" });
      await dialog.getByLabel("Opis").fill("Jasne mieszkanie blisko rynku.");
      await dialog
        .getByLabel("Wybierz pliki")
        .setInputFiles({ name: "salon.png", mimeType: "image/png", buffer: await png() });
      await expect(dialog.getByText("Zdjęcie główne")).toBeVisible();
      await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();

      await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${PANEL.replace("?", "\\?")}$`));
      const link = page.getByRole("link", { name: title, exact: true });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/nieruchomosc\/[0-9a-f-]{36}$/);

      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const photo = page.locator('main img[src^="/uploads/listings/"]').first();
      await expect(photo).toBeVisible();
      expect(await photo.getAttribute("src")).toMatch(/^\/uploads\/listings\/[\w-]+\.webp$/);
      const image = await page.request.get((await photo.getAttribute("src")) ?? "");
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/webp");

      await openPanel(page);
      await page.getByRole("link", { name: `Edytuj ogłoszenie: ${title}` }).click();
      const edit = page.getByRole("dialog", { name: "Edytuj ogłoszenie" });
      await expect(edit).toBeVisible();
      await expect(edit.getByLabel("Tytuł")).toHaveValue(title);
      await expect(edit.getByLabel("Rodzaj oferty")).toHaveValue("wynajem");
      await expect(edit.getByText("Zdjęcie główne")).toBeVisible();
      await expect(edit.getByLabel("Ogłoszenie premium")).toHaveCount(0);
      const newTitle = `${title} po zmianie`;
      await edit.getByLabel("Tytuł").fill(newTitle);
      await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
      await expect(toast(page, "Sukces", "Ogłoszenie zostało zaktualizowane.")).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(page.getByRole("link", { name: newTitle, exact: true })).toBeVisible();

      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();

      await openPanel(page);
      await page.getByRole("button", { name: `Usuń ogłoszenie: ${newTitle}` }).click();
      const confirm = page.getByRole("dialog", {
        name: "Czy na pewno chcesz usunąć to ogłoszenie?",
      });
      await expect(confirm).toBeVisible();
      await expect(
        confirm.getByText("Ta akcja jest nieodwracalna. Ogłoszenie zostanie trwale usunięte."),
      ).toBeVisible();
      await confirm.getByRole("button", { name: "Usuń" }).click();
      await expect(toast(page, "Sukces", "Ogłoszenie zostało usunięte.")).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole("link", { name: newTitle, exact: true })).toHaveCount(0);
      expect((await page.request.get(href)).status()).toBe(404);
    });
  }

  test("numbers typed the Polish way are read as meant and unknown rooms show nothing", async ({
    page,
  }) => {
    await signInTo(page, "wlasciciel@okolica.local", "/panel/properties?action=add-property");
    const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    const title = unique("Mieszkanie z kropką");
    await fillRequired(dialog, title);
    await dialog.getByLabel("Cena (zł)").fill("350.000");
    await dialog.getByLabel("Powierzchnia (m²)").fill("120,5");
    await dialog.getByLabel("Liczba pokoi").fill("");
    await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();
    const href =
      (await page.getByRole("link", { name: title, exact: true }).getAttribute("href")) ?? "";

    const facts = async () => {
      await page.goto(href);
      const main = page.getByRole("main");
      await expect(main.getByText("350\u00a0000\u00a0zł", { exact: true })).toBeVisible();
      // The key facts under the price: the area as typed, and no room count where none was given.
      const keyFacts = main.getByRole("complementary").getByText(/^120,5\sm²/);
      await expect(keyFacts).toBeVisible();
      await expect(keyFacts).not.toContainText("pok");
      // "Szczegóły" has no rooms or bathrooms either.
      await expect(main.getByText("Pokoje", { exact: true })).toHaveCount(0);
      await expect(main.getByText("Łazienki", { exact: true })).toHaveCount(0);
    };
    await facts();

    // Saved unchanged from the edit form, the numbers stay what they were.
    await openPanel(page);
    await page.getByRole("link", { name: `Edytuj ogłoszenie: ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edytuj ogłoszenie" });
    await expect(edit.getByLabel("Cena (zł)")).toHaveValue("350 000");
    await expect(edit.getByLabel("Powierzchnia (m²)")).toHaveValue("120,5");
    await expect(edit.getByLabel("Liczba pokoi")).toHaveValue("");
    await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(toast(page, "Sukces", "Ogłoszenie zostało zaktualizowane.")).toBeVisible();
    await facts();

    // An ambiguous price is refused at the field, never saved as something else.
    await openPanel(page);
    await page.getByRole("link", { name: `Edytuj ogłoszenie: ${title}` }).click();
    await edit.getByLabel("Cena (zł)").fill("350.5");
    await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
    await expect(edit.getByText("Podaj cenę w złotych, np. 350 000.")).toBeVisible();
  });

  test("a new listing's draft survives a reload and goes when the dialog is closed", async ({
    page,
  }) => {
    await signInTo(page, "wlasciciel@okolica.local", PANEL);
    await page.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    let dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    const title = unique("Dom w szkicu");
    await dialog.getByLabel("Tytuł").fill(title);
    await dialog.getByLabel("Cena (zł)").fill("610 000");
    await dialog.getByLabel("Typ").selectOption({ label: "Dom" });
    await dialog.getByLabel("Opis").fill("Szkic opisu.");
    await dialog.getByLabel("Link do filmu 1").fill("https://www.youtube.com/watch?v=szkic");
    const draft = () => page.evaluate(() => localStorage.getItem("okolica:listing-draft:new"));
    await expect.poll(draft).toContain("Szkic opisu.");
    await expect.poll(draft).toContain("watch?v=szkic");

    await page.reload();
    await expect(page.getByRole("button", { name: "Importuj z portalu" })).toBeEnabled();
    await page.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    await expect(dialog.getByLabel("Tytuł")).toHaveValue(title);
    await expect(dialog.getByLabel("Cena (zł)")).toHaveValue("610 000");
    await expect(dialog.getByLabel("Typ")).toHaveValue("dom");
    await expect(dialog.getByLabel("Opis")).toHaveValue("Szkic opisu.");
    await expect(dialog.getByLabel("Link do filmu 1")).toHaveValue(
      "https://www.youtube.com/watch?v=szkic",
    );
    // Removing a row changes the draft too.
    await dialog.getByRole("button", { name: "Usuń film 1" }).click();
    await expect.poll(draft).not.toContain("watch?v=szkic");

    await dialog.getByRole("button", { name: "Zamknij" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("okolica:listing-draft:new"))).toBeNull();
    await page.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(dialog.getByLabel("Tytuł")).toHaveValue("");
    // Escape closes it too.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("oversized files, non-images and a fake image are refused with the spec's texts", async ({
    page,
  }) => {
    await signInTo(page, "wlasciciel@okolica.local", PANEL);
    await page.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    const files = dialog.getByLabel("Wybierz pliki");
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);

    await files.setInputFiles({ name: "duzy.jpg", mimeType: "image/jpeg", buffer: big });
    await expect(toast(page, "Plik za duży", "Maksymalny rozmiar pliku to 5MB.")).toBeVisible();
    await files.setInputFiles({
      name: "notatka.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("x"),
    });
    await expect(
      toast(page, "Nieprawidłowy typ pliku", "Proszę wybrać plik obrazu."),
    ).toBeVisible();
    await files.setInputFiles([
      { name: "duzy.jpg", mimeType: "image/jpeg", buffer: big },
      { name: "dobry.png", mimeType: "image/png", buffer: await png() },
    ]);
    await expect(
      toast(page, "Plik za duży", "Plik duzy.jpg jest za duży. Maksymalny rozmiar to 5MB."),
    ).toBeVisible();
    // Only the good file of the two is kept.
    await expect(dialog.getByRole("img", { name: /^Zdjęcie \d/ })).toHaveCount(1);
    await dialog.getByRole("button", { name: "Usuń zdjęcie 1" }).click();

    // A text file named .jpg passes the browser's check; the server reads its content.
    const title = unique("Fałszywe zdjęcie");
    await fillRequired(dialog, title);
    await files.setInputFiles({
      name: "zdjecie.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("To nie jest obraz, tylko tekst."),
    });
    await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(
      toast(page, "Nieprawidłowy typ pliku", "Proszę wybrać plik obrazu."),
    ).toBeVisible();
    // The refused save keeps what was typed and marks the photos.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Tytuł")).toHaveValue(title);
    await expect(dialog.getByLabel("Wybierz pliki")).toHaveAttribute("aria-invalid", "true");
    await openPanel(page);
    await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  });

  test("the browser checks the form with the server's schema and keeps what was typed", async ({
    page,
  }) => {
    await signInTo(page, "posrednik@okolica.local", PANEL);
    await page.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    await dialog.getByLabel("Tytuł").fill("Działka bez ceny");
    await dialog.getByLabel("Cena (zł)").fill("");
    await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(dialog.getByText("Podaj cenę w złotych, np. 350 000.")).toBeVisible();
    await expect(dialog.getByText("Wybierz miejscowość.")).toBeVisible();
    await expect(dialog.getByLabel("Cena (zł)")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Cena (zł)")).toBeFocused();
    await expect(dialog.getByLabel("Tytuł")).toHaveValue("Działka bez ceny");
  });

  test("the add and import dialogs pass axe with their errors shown, on a phone too", async ({
    page,
  }) => {
    await signInTo(page, "agencja@okolica.local", PANEL);
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
    await page.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(dialog.getByText("Podaj tytuł ogłoszenia.")).toBeVisible();
    let results = await new AxeBuilder({ page }).include("dialog").withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Importuj z portalu" }).click();
    const importing = page.getByRole("dialog", { name: "Importuj z portalu" });
    await importing.getByLabel("Adres URL ogłoszenia").fill("   ");
    await importing.getByRole("button", { name: "Importuj" }).click();
    await expect(importing.getByText("Podaj adres URL ogłoszenia.")).toBeVisible();
    // Full screen on a phone.
    const box = await importing.boundingBox();
    expect(box?.width).toBe(390);
    results = await new AxeBuilder({ page }).include("dialog").withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    await importing.getByRole("button", { name: "Zamknij" }).click();
    await expect(importing).toBeHidden();
  });

  test("an unknown listing in ?edit= says so", async ({ page }) => {
    await signInTo(
      page,
      "wlasciciel@okolica.local",
      `${PANEL}?edit=00000000-0000-4000-8000-000000000000`,
    );
    await expect(
      page.getByText("Nie znaleziono ogłoszenia do edycji albo nie należy ono do Ciebie."),
    ).toBeVisible();
  });

  test("the old panel URLs (mails already sent, bookmarks) open the tab routes", async ({
    page,
  }) => {
    await signInTo(page, "wlasciciel@okolica.local", "/panel?action=add-property");
    await expect(page).toHaveURL(/\/panel\/properties\?action=add-property$/);
    await expect(page.getByRole("dialog", { name: "Dodaj ogłoszenie" })).toBeVisible();

    const missing = "00000000-0000-4000-8000-000000000000";
    await page.goto(`/panel?tab=messages&c=${missing}`);
    await expect(page).toHaveURL(`/panel/messages?c=${missing}`);
    await expect(page.getByText("Ta rozmowa nie istnieje").first()).toBeVisible();

    // Another role's tab: the role's own first tab, as ?tab= always did.
    await page.goto("/panel?tab=agents");
    await expect(page).toHaveURL("/panel/profile");
    await page.goto("/panel");
    await expect(page).toHaveURL("/panel/profile");
  });
});
