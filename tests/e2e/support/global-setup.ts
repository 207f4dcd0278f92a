import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startMailReceiver } from "./mail-receiver.ts";
import { startOidcProvider } from "./oidc-provider.ts";
import { startPortalSite } from "./portal-site.ts";
import { makeSeededTemplate, startServer, TEST_ONLY_SETTINGS_ALLOWED } from "./server.ts";
import { startTileStub } from "./tile-stub.ts";

/**
 * Starts the built app once for all specs: a free port on 127.0.0.1, a fresh data dir with the
 * demo data, a real SMTP receiver for its mail, a local OpenID Connect provider for external
 * sign-in, a local stand-in for Otodom for the import by URL and a local tile server for the
 * maps. Workers inherit E2E_BASE_URL (playwright.config.ts turns it into `baseURL`) and
 * E2E_MAIL_DIR (where received mail is kept). The returned function is Playwright's teardown.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-e2e-"));
  const mailDir = path.join(dataDir, "received-mail");
  const stops: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  };
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    // Specs that start servers of their own with the demo data copy it instead of seeding.
    const removeTemplate = await makeSeededTemplate();
    stops.push(async () => removeTemplate());
    const mail = await startMailReceiver(mailDir);
    stops.push(mail.stop);
    const oidc = await startOidcProvider();
    stops.push(oidc.stop);
    const portal = await startPortalSite(dataDir);
    stops.push(portal.stop);
    // Every server a spec starts inherits it (spawnServer passes process.env on).
    const tiles = await startTileStub();
    stops.push(tiles.stop);
    process.env.MAP_TILE_URL = tiles.url;
    server = await startServer({
      dataDir,
      seedDemo: true,
      env: {
        ...TEST_ONLY_SETTINGS_ALLOWED,
        SMTP_URL: mail.url,
        TEST_OIDC_ISSUER: oidc.issuer,
        // Each test plays a different visitor (fixtures.ts), as behind a real proxy on loopback.
        TRUSTED_PROXY_ADDRESSES: "loopback",
        ...portal.env,
      },
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    const exit = await server.stop("SIGTERM");
    await cleanUp();
    if (exit.code !== 0) {
      console.error(
        `the e2e server exited with ${exit.code ?? exit.signal}:\n${server.output().slice(-5_000)}`,
      );
    }
  };
}
