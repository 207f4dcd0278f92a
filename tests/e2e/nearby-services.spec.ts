import { expect, test } from "./support/fixtures.ts";
import { hydrated } from "./support/page-helpers.ts";

/** The demo's garden companies work in Hucisko and Dębno, both next to Leżajsk. */
test("a house in Leżajsk shows nearby garden and building companies, each opening its page", async ({
  page,
}) => {
  await page.goto("/domy/lezajsk");
  await page.locator("main article a[href^='/nieruchomosc/']").first().click();
  await expect(page).toHaveURL(/\/nieruchomosc\/[0-9a-f-]{36}$/);
  const section = page.getByRole("region", { name: "Fachowcy w okolicy" });
  await expect(section).toBeVisible();
  const links = section.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(3);
  await expect(section.getByText("Usługi ogrodowe").first()).toBeVisible();

  await hydrated(page);
  const link = links.first();
  const title = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/usluga\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});
