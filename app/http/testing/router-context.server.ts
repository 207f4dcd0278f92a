import type { Config } from "@server/config";
import type { AppContext } from "@server/context";
import { TEST_BASE_URL } from "@server/testing/factories";
import { withTestStorage } from "@server/testing/test-storage";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { appContext } from "~/http/context.server";

/**
 * A request's router context as server/app.ts gives it to a route, for a route test: the site's
 * base URL, a silent log and one client address, and whatever `app` adds or replaces.
 */
export function testRouterContext(app: Partial<AppContext> & object): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    config: { baseUrl: TEST_BASE_URL } as Config,
    log: pino({ level: "silent" }),
    nonce: "test",
    clientIp: "192.0.2.1",
    ...app,
  } as AppContext);
  return context;
}

/**
 * A data dir of its own for a route test file that stores files (withTestStorage); `open` gets
 * it with the config that stores files there on the local disk.
 */
export function withTestDataDir(
  prefix: string,
  open: (opened: { dataDir: string; config: Config }) => void,
): void {
  withTestStorage(prefix, ({ dataDir }) => {
    open({
      dataDir,
      config: { baseUrl: TEST_BASE_URL, dataDir, storage: { driver: "local" } } as Config,
    });
  });
}
