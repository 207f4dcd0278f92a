import { readFile } from "node:fs/promises";
import { unzip } from "../../server/testing/unzip.ts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { hydrated, newPerson, toast } from "./support/page-helpers";
import { DEMO_PASSWORD, fillRequired, png, signUpAsOwner } from "./support/panel-forms";

const PHONE = { width: 390, height: 844 };
const PASSWORD = "Sosnowa-17-Lezajsk";

test.describe("data export", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("a user asks for their data, gets the link by mail and downloads a ZIP of their own data only", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("dane");
    await signUpAsOwner(page, {
      email,
      firstName: "Danuta",
      lastName: "Eksport",
      password: PASSWORD,
    });

    // Something of their own, with a photo.
    const title = `Siedlisko Danuty ${Date.now().toString(36)}`;
    await page.goto("/panel/properties?action=add-property");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
    await fillRequired(dialog, title);
    await dialog
      .getByLabel("Wybierz pliki")
      .setInputFiles({ name: "sad.png", mimeType: "image/png", buffer: await png() });
    await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
    await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();

    await page.goto("/profil");
    await hydrated(page);
    await page.getByRole("button", { name: "Pobierz moje dane" }).click();
    await expect(page.getByText("Przygotowujemy Twoje dane.")).toBeVisible();

    const mail = await waitForMail(email, "Twoje dane z Okolicy są gotowe do pobrania");
    const link = mail.text.match(/https?:\/\/\S+\/moje-dane\/[0-9a-f-]{36}/)?.[0] ?? "";
    expect(link, mail.text).not.toBe("");
    const path = new URL(link).pathname;

    // Someone else signed in gets nothing from the link.
    const stranger = await newPerson(browser, baseURL);
    await stranger.goto("/auth");
    await stranger.getByLabel("E-mail").fill("posrednik@okolica.local");
    await stranger.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
    await stranger.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(stranger).not.toHaveURL(/\/auth/);
    const refused = await stranger.goto(path);
    expect(refused?.status()).toBe(404);
    expect((await stranger.request.get(`${path}/plik`)).status()).toBe(404);
    await stranger.context().close();

    await page.goto(path);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Pobierz plik" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^okolica-moje-dane-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await unzip(await readFile((await download.path()) ?? ""));

    const profile = JSON.parse(String(zip.get("profil.json")));
    expect(profile).toMatchObject({ email, profile: { firstName: "Danuta" } });
    const listings = JSON.parse(String(zip.get("ogloszenia.json")));
    expect(listings.map((l: { title: string }) => l.title)).toEqual([title]);
    const photos = [...zip.keys()].filter((name) => name.startsWith("zdjecia/listing-"));
    expect(photos.length).toBeGreaterThan(0);
    expect(
      zip
        .get(photos[0] ?? "")
        ?.subarray(8, 12)
        .toString(),
    ).toBe("WEBP");
    // None of the demo accounts' data.
    const everything = [...zip.values()].map(String).join("\n");
    for (const foreign of [
      "wlasciciel@okolica.local",
      "posrednik@okolica.local",
      "agencja@okolica.local",
    ]) {
      expect(everything).not.toContain(foreign);
    }
  });
});
