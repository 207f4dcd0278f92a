import { type Browser, expect, type Locator, type Page } from "@playwright/test";

/** The shown toast with all these texts (title, message), in an open dialog or on the page. */
export function toast(page: Page, ...texts: (string | RegExp)[]): Locator {
  let toasts = page.locator("[role=alert], [role=status]");
  for (const text of texts) toasts = toasts.filter({ hasText: text });
  return toasts.last();
}

/** Waits until React has hydrated the page: before that, buttons take the no-JavaScript path. */
export async function hydrated(page: Page): Promise<void> {
  // The router's globals are set before React hydrates; React marks each element it has
  // taken over (a click on one before that is lost, a controlled field's value overwritten).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          "__reactRouterRouteModules" in window &&
          Object.keys(document.querySelector("main") ?? document.body).some((key) =>
            key.startsWith("__reactFiber"),
          ),
      ),
    )
    .toBe(true);
}

/** A separate person: own cookies and own client address (the per-IP sign-in limits). */
export async function newPerson(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    baseURL,
    locale: "pl-PL",
    extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
  });
  return context.newPage();
}
