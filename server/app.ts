import { readFileSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { RouterContextProvider } from "react-router";
import { stylesheetHref } from "../app/lib/site-stylesheet.tsx";
import { createAuth } from "./auth/auth.ts";
import { clientIp } from "./auth/client-ip.ts";
import type { Config } from "./config.ts";
import { appContext } from "./context.ts";
import type { Db } from "./db/client.ts";
import { createMailer } from "./mail/mailer.ts";
import { createMessageNotifier } from "./messages/notify.ts";
import type { EventBus } from "./realtime/bus.ts";
import { createRequestHandler } from "./request-handler.ts";

export type AppDeps = {
  db: Db;
  config: Config;
  log: Logger;
  mode: "production" | "development";
  /** Opened by the launcher, once per process, and closed at shutdown (server/index.ts). */
  bus: EventBus;
  /** The built browser assets (production); the stylesheet is read from there once. */
  clientDir?: string;
};

/**
 * The React Router handler. This module is the SSR bundle's entry (vite.config.ts), so the
 * handler, the routes and every server module they import are one module graph; the launcher
 * (server/index.ts) hands in the database and configuration it opened.
 */
export function createAppHandler({
  db,
  config,
  log,
  mode,
  bus,
  clientDir,
}: AppDeps): RequestHandler {
  const stylesheet = clientDir
    ? readFileSync(path.join(clientDir, stylesheetHref), "utf8")
    : undefined;
  const mailer = createMailer({ db, config, log });
  const auth = createAuth({ db, config, mailer });
  const notifyMessage = createMessageNotifier({ db, bus, mailer, baseUrl: config.baseUrl, log });
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    // Production mode hides error details from the browser; only `npm run dev` shows them.
    mode,
    origin: new URL(config.baseUrl).origin,
    getLoadContext(req: Request, res: Response) {
      const context = new RouterContextProvider();
      context.set(appContext, {
        db,
        config,
        auth,
        mailer,
        bus,
        notifyMessage,
        log: (req as Request & { log: Logger }).log,
        nonce: res.locals.cspNonce as string,
        stylesheet,
        clientIp: clientIp(req, config.trustedProxy),
      });
      return context;
    },
  });
}
