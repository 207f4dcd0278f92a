import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./server.ts";

/**
 * Starts the built app once for all specs: a free port on 127.0.0.1, a fresh data dir with the
 * demo data. Workers inherit E2E_BASE_URL, which playwright.config.ts turns into `baseURL`.
 * The returned function is Playwright's teardown: stop the server, remove the data dir.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-e2e-"));
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ dataDir, seedDemo: true });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    const exit = await server.stop("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    if (exit.code !== 0) {
      console.error(
        `the e2e server exited with ${exit.code ?? exit.signal}:\n${server.output().slice(-5_000)}`,
      );
    }
  };
}
