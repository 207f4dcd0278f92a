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

test("going from one offer to another inside the app shows the second offer's companies", async ({
  page,
  context,
}) => {
  // A house in Leżajsk (garden and building companies), and an offer whose "Fachowcy w
  // okolicy", as the server renders it, differs (other companies, or none).
  await page.goto("/domy/lezajsk");
  const first = (await page
    .locator("main article a[href^='/nieruchomosc/']")
    .first()
    .getAttribute("href")) as string;
  const other = await context.newPage();
  const companies = async (path: string) => {
    await other.goto(path);
    const section = other.getByRole("region", { name: "Fachowcy w okolicy" });
    return (await section.count()) ? ((await section.textContent()) ?? "") : null;
  };
  const firstCompanies = await companies(first);
  expect(firstCompanies).toContain("Usługi ogrodowe");
  await other.goto("/mieszkania");
  const candidates = await other
    .locator("main article a[href^='/nieruchomosc/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") as string));
  let second: { path: string; companies: string | null } | undefined;
  for (const path of candidates.slice(0, 10)) {
    const found = await companies(path);
    if (found !== firstCompanies) {
      second = { path, companies: found };
      break;
    }
  }
  expect(second, "an offer with other companies nearby").toBeDefined();
  const target = second as { path: string; companies: string | null };

  await page.goto(first);
  await hydrated(page);
  // Any link inside the app from one offer to another (similar offers, a shared link).
  await page.evaluate((path) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
    ).__reactRouterDataRouter;
    router.navigate(path);
  }, target.path);
  await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  const section = page.getByRole("region", { name: "Fachowcy w okolicy" });
  if (target.companies === null) await expect(section).toHaveCount(0);
  else await expect(section).toHaveText(target.companies);
});
