import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIResponse } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { unique } from "./support/live-page.ts";
import { toast } from "./support/page-helpers.ts";
import { fillRequired, signInTo } from "./support/panel-forms.ts";
import { startServer } from "./support/server.ts";

/**
 * The shared cache of anonymous pages (server/page-cache/), as visitors meet it: a page served
 * from it carries a nonce of its own that matches its CSP; a signed-in page is never kept nor
 * shown to anyone else; an error is never kept; a change shows to the next anonymous visitor.
 */

const nonceOfPolicy = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test("a page served from the cache has its own nonce, the one its policy names", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const responses: APIResponse[] = [];
  for (let i = 0; i < 3; i++) responses.push(await visitor.get("/pomoc"));
  const labels = responses.map((r) => r.headers()["x-page-cache"]);
  expect(labels.slice(1)).toEqual(["hit", "hit"]);
  const nonces = responses.map(nonceOfPolicy);
  expect(new Set(nonces).size).toBe(3);
  for (const [i, response] of responses.entries()) {
    const html = await response.text();
    expect(html).toContain(`nonce="${nonces[i]}"`);
    for (const other of nonces.filter((_, j) => j !== i)) expect(html).not.toContain(other);
  }
  expect(responses[2].headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  // A hit skips the server's middleware (stored-page-server.ts), not the headers it sets: the
  // same page through the whole server (which a weighted Accept-Encoding takes) has the same.
  const throughMiddleware = await visitor.get("/pomoc", {
    headers: { "accept-encoding": "gzip;q=1" },
  });
  const sameForEveryCopy = (response: APIResponse) =>
    response
      .headersArray()
      .filter(
        ({ name }) =>
          !/^(date|x-request-id|x-page-cache|content-length|transfer-encoding)$/i.test(name),
      )
      .map(
        ({ name, value }) =>
          `${name.toLowerCase()}: ${value.replace(nonceOfPolicy(response) ?? "", "…")}`,
      )
      .sort();
  expect(sameForEveryCopy(responses[2])).toEqual(sameForEveryCopy(throughMiddleware));
  expect(sameForEveryCopy(responses[2])).toContain("x-frame-options: DENY");
  // An unchanged page is answered 304, without a policy that would not match the kept copy.
  const again = await visitor.get("/pomoc", {
    headers: { "if-none-match": responses[2].headers().etag },
  });
  expect(again.status()).toBe(304);
  expect(again.headers()["content-security-policy"]).toBeUndefined();
  await visitor.dispose();
});

test("a signed-in visitor's page is never kept, nor shown to anyone else", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInTo(page, "wlasciciel@okolica.local", "/panel/properties");
  const signedIn = await page.request.get("/pomoc");
  expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
  expect(signedIn.headers()["cache-control"]).toBe("private, no-cache");
  expect(await signedIn.text()).toContain("Tomasz");

  const visitor = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < 2; i++) {
    const anonymous = await visitor.get("/pomoc");
    expect(await anonymous.text()).not.toContain("Tomasz");
  }
  await visitor.dispose();
});

test("an error page is never kept", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < 2; i++) {
    const missing = await visitor.get("/nieruchomosc/00000000-0000-4000-8000-000000000000");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-page-cache"]).toBeUndefined();
    expect(missing.headers()["cache-control"]).toBe("no-store");
  }
  await visitor.dispose();
});

test("a listing added by its owner shows to the next anonymous visitor at once", async ({
  page,
  playwright,
  baseURL,
}) => {
  const title = unique("Mieszkanie z pamięci podręcznej");
  const search = `/search?q=${encodeURIComponent(title)}`;
  const visitor = await playwright.request.newContext({ baseURL });
  await visitor.get(search);
  const cached = await visitor.get(search);
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  // The query is echoed in the heading („…”); a result card holds the title alone.
  const card = new RegExp(`>${title}<`);
  expect(await cached.text()).not.toMatch(card);

  await signInTo(page, "wlasciciel@okolica.local", "/panel/properties?action=add-property");
  const dialog = page.getByRole("dialog", { name: "Dodaj ogłoszenie" });
  await fillRequired(dialog, title);
  await dialog.getByRole("button", { name: "Dodaj ogłoszenie" }).click();
  await expect(toast(page, "Sukces", "Ogłoszenie zostało dodane.")).toBeVisible();

  const fresh = await visitor.get(search);
  expect(fresh.headers()["x-page-cache"]).toBe("miss");
  expect(await fresh.text()).toMatch(card);
  await visitor.dispose();
});

test("a first visit gets the stylesheet inside the page; a returning browser (a cookie) a link to the file it keeps", async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const first = await (await visitor.get("/pomoc")).text();
  const inline = /<style[^>]*data-href="\/assets\/app-[^"]+\.css"[^>]*>([\s\S]*?)<\/style>/.exec(
    first,
  );
  expect(inline?.[1].length).toBeGreaterThan(30_000);
  await visitor.dispose();

  await signInTo(page, "wlasciciel@okolica.local", "/panel/properties");
  const returning = await (await page.request.get("/pomoc")).text();
  const link = /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/.exec(returning)?.[1];
  expect(returning).not.toContain("<style");
  expect(link).toBeTruthy();
  expect(returning.length).toBeLessThan(first.length - 30_000);
  const file = await page.request.get(link as string);
  expect(file.headers()["content-type"]).toMatch(/^text\/css/);
  expect(file.headers()["cache-control"]).toMatch(/immutable/);
  // Styled as before: the heading keeps the site's typeface and weight.
  await page.goto("/pomoc");
  await expect(page.locator("h1").first()).toHaveCSS("font-weight", /^[6-9]00$/);
});

test("a page past its fresh life goes out as it is while the cache renders it again, the same page a visitor got", async () => {
  test.setTimeout(90_000);
  // A server of its own: another test's change would empty the shared server's cache meanwhile.
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-stale-"));
  const server = await startServer({ dataDir, seedDemo: true });
  try {
    const get = async () => {
      const response = await fetch(`${server.url}/pomoc`, {
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      return { label: response.headers.get("x-page-cache"), page: html.replaceAll(nonce, "…") };
    };
    const first = await get();
    expect(first.label).toBe("miss");
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const stale = await get();
    expect(stale).toEqual({ label: "stale", page: first.page });
    // Rendered again with no visitor behind it: the very page a visitor's request rendered.
    await expect.poll(async () => (await get()).label, { timeout: 10_000 }).toBe("hit");
    expect((await get()).page).toBe(first.page);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
