import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";
import { DEMO_PASSWORD } from "./support/panel-forms.ts";

/** A form sent empty names every required field at once, not one per attempt. */
test("the create-broker dialog sent empty shows all its required-field errors together", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill("agencja@okolica.local");
  await page.getByLabel("Hasło", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/panel/agents");
  await hydrated(page);
  await page.getByRole("button", { name: "Dodaj pośrednika" }).click();
  const dialog = page.getByRole("dialog", { name: "Nowy pośrednik" });
  await dialog.getByRole("button", { name: "Utwórz konto pośrednika" }).click();

  for (const [label, error] of [
    ["Imię", "Podaj imię."],
    ["Nazwisko", "Podaj nazwisko."],
    ["E-mail", "Podaj adres e-mail."],
    ["Hasło", "Hasło musi mieć co najmniej 6 znaków"],
  ] as const) {
    await expect(dialog.getByText(error, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
});
