import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startMailReceiver } from "./mail-receiver.ts";
import { startOidcProvider } from "./oidc-provider.ts";
import { startPortalSite } from "./portal-site.ts";
import { makeSeededTemplate, startServer, TEST_ONLY_SETTINGS_ALLOWED } from "./server.ts";
import { startTileStub } from "./tile-stub.ts";
import { E2E_WORKERS, setWorkerEnv } from "./workers.ts";

/**
 * Starts the built app once per Playwright worker (E2E_WORKERS, workers.ts): each on a free port
 * on 127.0.0.1 with its own data dir holding the demo data and its own SMTP receiver, so that the
 * specs of one worker never see the other's data or mail. One local OpenID Connect provider for
 * external sign-in, one local stand-in for Otodom for the import by URL and one local tile server
 * for the maps serve them all. Worker n reads its server's address, data dir and mail dir through
 * workerEnv() (workers.ts). The returned function is Playwright's teardown.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-e2e-"));
  const stops: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  };
  let servers: Awaited<ReturnType<typeof startServer>>[];
  try {
    // Specs that start servers of their own with the demo data copy it instead of seeding.
    const removeTemplate = await makeSeededTemplate();
    stops.push(async () => removeTemplate());
    const oidc = await startOidcProvider();
    stops.push(oidc.stop);
    const portal = await startPortalSite(dataDir);
    stops.push(portal.stop);
    // Every server a spec starts inherits it (spawnServer passes process.env on).
    const tiles = await startTileStub();
    stops.push(tiles.stop);
    process.env.MAP_TILE_URL = tiles.url;
    servers = await Promise.all(
      Array.from({ length: E2E_WORKERS }, async (_, index) => {
        const serverDir = path.join(dataDir, `server-${index}`);
        const mailDir = path.join(serverDir, "received-mail");
        const mail = await startMailReceiver(mailDir);
        stops.push(mail.stop);
        const server = await startServer({
          dataDir: serverDir,
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
        stops.push(() => server.stop("SIGKILL"));
        setWorkerEnv(index, {
          E2E_BASE_URL: server.url,
          E2E_DATA_DIR: serverDir,
          E2E_MAIL_DIR: mailDir,
        });
        return server;
      }),
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return async () => {
    for (const server of servers) {
      const exit = await server.stop("SIGTERM");
      if (exit.code !== 0) {
        console.error(
          `an e2e server exited with ${exit.code ?? exit.signal}:\n${server.output().slice(-5_000)}`,
        );
      }
    }
    await cleanUp();
  };
}
