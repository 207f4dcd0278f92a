import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the built app (global setup starts it on a free port with a fresh
 * data dir). Debian's Chromium is used; Playwright never downloads a browser.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Two cores: the server and one browser already keep them busy.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Set by the global setup before workers start; workers re-read this file.
    baseURL: process.env.E2E_BASE_URL,
    locale: "pl-PL",
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell), the build Playwright itself
      // runs headless: a test takes some 40 % less time than in the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium" }],
});
