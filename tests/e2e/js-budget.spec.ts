import { expect, test } from "@playwright/test";
import {
  budgetReport,
  JS_BUDGET_KB,
  measurePublicPages,
  publicPages,
} from "./support/js-budget.ts";

/**
 * The JavaScript budget as visitors meet it (tests/e2e/support/js-budget.ts): every public page,
 * at a phone's and a desktop's width, fetches at most 130 KB of gzipped JavaScript on a first
 * visit, counting what loads right after the page as well as the route's own files.
 * `scripts/lighthouse.ts --js-only` prints the same figures.
 */
test("every public page fetches at most 130 KB of gzipped JavaScript on a first visit", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const base = baseURL ?? "";
  const results = await measurePublicPages(browser, base, await publicPages(base));
  const report = budgetReport(results);
  await testInfo.attach("javascript-per-page.txt", { body: report, contentType: "text/plain" });
  for (const { page, width, fetched } of results) {
    expect
      .soft(fetched.bytes / 1024, `${page.label} ${page.path} at ${width} px:\n${report}`)
      .toBeLessThanOrEqual(JS_BUDGET_KB);
  }
});
