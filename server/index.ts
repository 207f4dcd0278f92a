import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RequestHandler } from "express";
import { pino } from "pino";
import { ensureImportAccount } from "./accounts/import-account.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { AppModule } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DatabaseLockedError } from "./db/lock.ts";
import { seedDemoData } from "./db/seed/index.ts";
import { createHttpApp } from "./http.ts";
import { prepareDrain } from "./http-drain.ts";
import { startJobs } from "./jobs/start-jobs.ts";
import { PageCache } from "./page-cache/page-cache.ts";
import { createEventBus, type EventBus } from "./realtime/bus.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SHUTDOWN_LIMIT_MS = 10_000;
/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

async function main() {
  const dev = process.argv.includes("--dev");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });

  let database: Database;
  try {
    database = await openDatabase(config, log);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  log.info({ kind: database.kind }, "database ready");

  // The system account Import must exist whether or not demo data is loaded: imports need it.
  await ensureImportAccount(database.db);
  if (config.seedDemo) await seedDemoData({ db: database.db, config, log });
  // Live updates: one LISTEN connection per process on PostgreSQL, in-process with PGlite.
  const bus = createEventBus({
    kind: database.kind,
    databaseUrl: config.databaseUrl,
    db: database.db,
    log,
    listen: database.listen,
  });
  // The background jobs, each safe in several processes; RUN_JOBS=0 leaves them to others.
  const jobs = config.runJobs
    ? startJobs({ db: database.db, config, bus, log })
    : { stop: async () => {} };

  let appHandler: RequestHandler;
  let devMiddleware: RequestHandler | undefined;
  let clientDir: string | undefined;
  let pageCache: PageCache | undefined;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({
      root: ROOT,
      server: { middlewareMode: true },
      appType: "custom",
    });
    devMiddleware = viteServer.middlewares;
    // Vite reloads app/http/handler.server.ts when it changes; build one handler per loaded module.
    const handlers = new WeakMap<object, RequestHandler>();
    appHandler = async (req, res, next) => {
      try {
        const mod = (await viteServer.ssrLoadModule(
          path.join(ROOT, "app/http/handler.server.ts"),
        )) as AppModule;
        let handler = handlers.get(mod);
        if (!handler) {
          handler = mod.createAppHandler({
            db: database.db,
            config,
            log,
            mode: "development",
            bus,
          });
          handlers.set(mod, handler);
        }
        await handler(req, res, next);
      } catch (error) {
        if (error instanceof Error) viteServer.ssrFixStacktrace(error);
        next(error);
      }
    };
  } else {
    // The built app runs React's production build, as its browser bundle does, whatever NODE_ENV
    // says: unset for local use, or `development` for a test server with test-only settings
    // (refused under production). react-dom reads it when the bundle first imports it.
    process.env.NODE_ENV = "production";
    const bundle = path.join(ROOT, "build/server/index.js");
    const mod = (await import(bundle)) as AppModule;
    clientDir = path.join(ROOT, "build/client");
    pageCache = new PageCache(bus);
    appHandler = mod.createAppHandler({
      db: database.db,
      config,
      log,
      mode: "production",
      bus,
      clientDir,
      pageCache,
    });
  }

  const server = createServer(
    createHttpApp({ config, database, log, appHandler, clientDir, devMiddleware, pageCache }),
  );
  server.listen(config.port, config.host, () => {
    log.info({ url: config.baseUrl }, `Okolica działa: ${config.baseUrl}`);
  });
  // Longer than a proxy's idle keep-alive (nginx: 60 s), so that the proxy, not Node, closes an
  // idle connection: otherwise a request sent on a connection Node is closing at that moment is
  // reset (a 502 behind nginx). Headers must be allowed to take a little longer still.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on("error", async (error) => {
    log.fatal({ err: error }, "cannot listen");
    await jobs.stop();
    await bus.close();
    await database.close();
    process.exit(1);
  });

  handleShutdown(server, database, bus, jobs, log);
}

/**
 * Stop accepting, end the live-update streams (browsers reconnect elsewhere), let in-flight
 * requests finish, close the database, exit within 10 s.
 */
function handleShutdown(
  server: Server,
  database: Database,
  bus: EventBus,
  jobs: { stop(): Promise<void> },
  log: pino.Logger,
) {
  const drain = prepareDrain(server);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const hardStop = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    hardStop.unref();
    // Give in-flight requests most of the budget, then cut the rest so the database can close.
    const drained = drain(SHUTDOWN_LIMIT_MS - 2_000);
    // Open event streams would otherwise hold the drain until the cut.
    await bus.close().catch((error) => log.error({ err: error }, "closing live updates failed"));
    await drained;
    await jobs.stop();
    try {
      await database.close();
    } catch (error) {
      log.error({ err: error }, "closing the database failed");
    }
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
