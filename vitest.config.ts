import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["./server/testing/global-setup.ts"],
    // Each file gets its own database; two cores run two files at a time.
    pool: "forks",
    maxWorkers: 2,
    // A worker imports the server's modules once for all its files, not once per file: the
    // imports were half the run (149 of 327 s on two cores). Every file opens its own database
    // and its own app context, so no state it relies on is left in a module by another file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
