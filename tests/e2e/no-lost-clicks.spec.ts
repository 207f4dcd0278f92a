import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";

/** Where the control is on the page (not in the viewport: a click may scroll it into view). */
function placeOf(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left + window.scrollX };
  });
}

/**
 * A click is never lost to a moving page: leaving a field shows no error that would push the
 * control being pressed (the blur happens on the mousedown, the click on the mouseup).
 */
test.describe("errors never move a control under the pointer", () => {
  test("sign-up: mismatching passwords, then a direct click ticks the Regulamin box", async ({
    page,
  }) => {
    await page.goto("/auth?tab=rejestracja");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Rejestracja" });
    await form.getByLabel("E-mail").fill("nowa-osoba@example.com");
    await form.getByLabel("Hasło", { exact: true }).fill("Sosnowa-17-Lezajsk");
    await form.getByLabel("Potwierdź hasło").fill("Sosnowa-17-Lezajsx");
    const terms = form.getByRole("checkbox", { name: /Akceptuję Regulamin/ });
    const before = await placeOf(terms);

    // Focus is still in "Potwierdź hasło": the click's mousedown takes it away.
    await terms.click();
    await expect(terms).toBeChecked();
    expect(await placeOf(terms)).toEqual(before);

    // The mismatch is named when the form is sent, and nothing is posted.
    await form.getByRole("button", { name: "Utwórz konto" }).click();
    await expect(form.getByText("Hasła nie są identyczne")).toBeVisible();
    await expect(form.getByLabel("Potwierdź hasło")).toHaveAttribute("aria-invalid", "true");
    await expect(terms).toBeChecked();
    await expect(page).toHaveURL(/tab=rejestracja/);
  });

  test("a panel form: a wrong NIP, then a direct click on the next field's neighbour still lands", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByLabel("E-mail").fill("firma@okolica.local");
    await page.getByLabel("Hasło", { exact: true }).fill("Okolica2026!");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto("/panel/company");
    await hydrated(page);
    const nip = page.getByLabel("NIP");
    await nip.fill("123-456-32-19");
    const areas = page.getByLabel("Obszary działania");
    const before = await placeOf(areas);
    await areas.click();
    await expect(areas).toBeFocused();
    expect(await placeOf(areas)).toEqual(before);
    await expect(nip).not.toHaveAttribute("aria-invalid", "true");
  });
});
