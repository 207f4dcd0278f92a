import { defineConfig } from "@playwright/test";
import { E2E_WORKERS, workerEnv } from "./tests/e2e/support/workers.ts";

/**
 * End-to-end tests against the built app (global setup starts it on a free port with a fresh
 * data dir). Debian's Chromium is used; Playwright never downloads a browser.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Each worker drives its own server (global setup); a spec's tests stay in order in one worker.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Set by the global setup before workers start; each worker re-reads this file and gets its
    // own server.
    baseURL: workerEnv("E2E_BASE_URL"),
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
