/**
 * `npm run screenshots`: the README's phone screenshots (docs/screenshots/), taken from the built
 * app at 390×844 (device scale 2, touch) with the demo data: home, a category with the filters
 * closed and open, a listing's top and its "Szczegóły", the category's map view and a
 * conversation. The script starts the built server on a free 127.0.0.1 port with a temporary data
 * dir and a local map-tile stand-in (never the internet), and cleans both up.
 *
 *   npx react-router build && npx tsx scripts/screenshots.ts
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { hydrated } from "../tests/e2e/support/page-helpers.ts";
import { ROOT, startServer } from "../tests/e2e/support/server.ts";
import { startTileStub } from "../tests/e2e/support/tile-stub.ts";

const OUT = path.join(ROOT, "docs/screenshots");
const PASSWORD = "Okolica2026!";

async function shoot(page: Page, name: string) {
  // Not "networkidle": signed-in pages keep an event stream open.
  // Lazy images below the fold never load: only those on the screen are waited for.
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => image.complete || image.getBoundingClientRect().top > window.innerHeight,
    ),
  );
  await page.screenshot({ path: path.join(OUT, `${name}.jpg`), type: "jpeg", quality: 80 });
  console.log(`docs/screenshots/${name}.jpg`);
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-screens-"));
const tiles = await startTileStub();
const server = await startServer({ dataDir, seedDemo: true, env: { MAP_TILE_URL: tiles.url } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  mkdirSync(OUT, { recursive: true });
  const context = await browser.newContext({
    baseURL: server.url,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();

  await visit(page, "/");
  await shoot(page, "home");

  await visit(page, "/mieszkania");
  await shoot(page, "category");
  await page.getByRole("button", { name: /^Filtry/ }).click();
  await shoot(page, "category-filters");

  await visit(page, "/mieszkania?widok=mapa");
  await page.locator(".leaflet-marker-icon").first().waitFor();
  await shoot(page, "map");

  await visit(page, "/mieszkania");
  const listing = await page.locator('main a[href^="/nieruchomosc/"]').first().getAttribute("href");
  await visit(page, listing ?? "/");
  await shoot(page, "listing");
  await page
    .getByRole("heading", { name: "Szczegóły" })
    .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await shoot(page, "listing-details");

  const signIn = await context.request.post("/api/auth/sign-in/email", {
    headers: { origin: server.url },
    data: { email: "posrednik@okolica.local", password: PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
  await visit(page, "/panel/messages");
  const conversation = await page
    .locator('a[href^="/panel/messages?c="]')
    .first()
    .getAttribute("href");
  await visit(page, conversation ?? "/panel/messages");
  await shoot(page, "conversation");
} finally {
  await browser.close();
  await server.stop("SIGTERM");
  await tiles.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
