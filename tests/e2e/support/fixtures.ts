import { test as base } from "@playwright/test";

/**
 * Every test is a different client address (x-forwarded-for, which the e2e server believes from
 * loopback: TRUSTED_PROXY_ADDRESSES), as real visitors are: better-auth's per-IP limits on
 * sign-in and sign-up (5 a minute) then hold for each test without the suite tripping over them.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const ip = `10.${octet()}.${octet()}.${octet()}`;
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": ip });
    await use(page);
  },
});

export { expect } from "@playwright/test";

/** A fresh address per call, so specs never meet each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
