import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";
import { signUpAsOwner } from "./support/panel-forms.ts";

test("/cennik remembers a pending order after a reload", async ({ page }) => {
  await signUpAsOwner(page, {
    email: uniqueEmail("zamowienie"),
    firstName: "Olga",
    lastName: "Zamawiająca",
    password: "Sosnowa-17-Lezajsk",
  });
  await page.goto("/cennik");
  await hydrated(page);
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 2, name: "Standard" }),
  });
  await expect(card.getByRole("status")).toHaveCount(0);
  await card.getByRole("button", { name: "Zamów plan Standard" }).click();
  await expect(card.getByRole("status")).toContainText("zostało wysłane");

  await page.reload();
  await expect(card.getByRole("status")).toHaveText(
    "Zamówiono plan „Standard” — czekamy na przypisanie.",
  );
  // Only the plan ordered.
  await expect(page.getByRole("status").filter({ hasText: "Zamówiono" })).toHaveCount(1);
});
