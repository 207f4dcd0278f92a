import type { Locator, Page } from "@playwright/test";

/** The header's messages link: the bell with the unread count. */
export function bell(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Wiadomości/ });
}

/** The unread count the bell announces (its aria-label), 0 without a number. */
export async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute("aria-label")) ?? "";
  return Number(label.match(/(\d+)/)?.[1] ?? 0);
}

/** Marks the loaded document, so a test can tell later that the page was never reloaded. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
}

export async function notReloaded(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true,
  );
}

/** Waits for the page's live-update stream (GET /api/wydarzenia) to be open. */
export function liveStream(page: Page) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/wydarzenia" && r.status() === 200,
  );
}

/** A text no other test run has written, so a check finds this run's message only. */
export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
