import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { signInTo } from "./support/panel-forms.ts";

/**
 * axe (WCAG 2.0/2.1 A and AA rules) on the public pages an anonymous visitor sees, each after
 * hydration. A failure lists every violation with its rule, impact, help text and the selectors
 * of the offending elements, so the fix can start from the message alone.
 */

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function firstHref(page: Page, from: string, pattern: RegExp): Promise<string> {
  await page.goto(from);
  const hrefs = await page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${from}`).toBeTruthy();
  return href as string;
}

async function expectNoViolations(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  // Hydrated (React Router sets this once the client bundle has run): axe then sees what a
  // visitor sees. Not "networkidle": a detail page's tour iframe may keep loading from afar.
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = results.violations
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 8)
          .map(
            (n) =>
              `    ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${n.failureSummary?.split("\n").join(" ")}`,
          )
          .join("\n"),
    )
    .join("\n");
  expect(results.violations.length, `axe violations on ${path}:\n${report}`).toBe(0);
}

test.describe("accessibility (axe, WCAG 2 A/AA)", () => {
  for (const path of [
    "/",
    "/mieszkania",
    "/search?categories=domy",
    "/uslugi",
    "/auth",
    "/pomoc",
    "/cennik",
    "/obserwowane",
  ]) {
    test(`${path} has no violations`, async ({ page }) => {
      await expectNoViolations(page, path);
    });
  }

  test("a listing detail has no violations", async ({ page }) => {
    const href = await firstHref(page, "/", /^\/nieruchomosc\/[0-9a-f-]{36}$/);
    await expectNoViolations(page, href);
  });

  test("a service detail has no violations", async ({ page }) => {
    const href = await firstHref(page, "/uslugi", /^\/usluga\/[0-9a-f-]{36}$/);
    await expectNoViolations(page, href);
  });

  test("the saved searches tab, with a search to save, has no violations", async ({ page }) => {
    await signInTo(page, "posrednik@okolica.local", "/panel/properties");
    await expectNoViolations(
      page,
      "/panel/searches?zapisz=categories%3Dmieszkania%26locations%3Dlezajsk",
    );
    await expect(page.getByRole("button", { name: "Zapisz wyszukiwanie" })).toBeVisible();
  });

  test("the 404 page has no violations", async ({ page }) => {
    await expectNoViolations(page, "/to-nie-istnieje/wcale", 404);
  });
});
