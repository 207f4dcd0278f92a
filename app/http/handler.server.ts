import { readFileSync } from "node:fs";
import path from "node:path";
import * as serverBuild from "virtual:react-router/server-build";
import { createActorMemo, freshActors } from "@server/auth/actor-memo.ts";
import { createAuth } from "@server/auth/auth.ts";
import { clientIp } from "@server/auth/client-ip.ts";
import type { AppDeps } from "@server/context.ts";
import { createMailer } from "@server/mail/mailer.ts";
import { createMessageNotifier } from "@server/messages/notify.ts";
import { createContentMemo, freshReads } from "@server/page-cache/content-memo.ts";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { RouterContextProvider } from "react-router";
import { stylesheetHref } from "../lib/site-stylesheet.tsx";
import { appContext } from "./context.server.ts";
import { withErrorEdge } from "./error-edge.server.ts";
import { createRequestHandler } from "./request-handler.server.ts";
import { loopbackAliases } from "./request-origin.server.ts";

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
  pageCache,
}: AppDeps): RequestHandler {
  const stylesheet = clientDir
    ? readFileSync(path.join(clientDir, stylesheetHref), "utf8")
    : undefined;
  const mailer = createMailer({ db, config, log });
  const auth = createAuth({ db, config, mailer });
  const notifyMessage = createMessageNotifier({ db, bus, mailer, baseUrl: config.baseUrl, log });
  const contentMemo = createContentMemo(bus, db);
  const freshMemo = freshReads(db);
  const actors = createActorMemo(bus);
  const contextFor = (request: {
    reads: boolean;
    log: Logger;
    nonce: string;
    clientIp: string;
  }) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      db,
      config,
      auth,
      mailer,
      bus,
      notifyMessage,
      contentMemo: request.reads ? contentMemo : freshMemo,
      actors: request.reads ? actors : freshActors,
      log: request.log,
      nonce: request.nonce,
      stylesheet,
      clientIp: request.clientIp,
    });
    return context;
  };
  return createRequestHandler({
    // Every route's loader and action answers its errors through the one edge (error-edge.ts).
    // The build itself, not a function returning it: React Router then derives its route tables
    // once, where a function made it do so on every request (~2 ms of CPU each).
    build: withErrorEdge(serverBuild),
    // Production mode hides error details from the browser; only `npm run dev` shows them.
    mode,
    origin: new URL(config.baseUrl).origin,
    // `npm start` prints http://localhost:3000; http://127.0.0.1:3000 works as well.
    originAliases: loopbackAliases(config.baseUrl, config.env === "production"),
    pageCache,
    getLoadContext(req: Request, res: Response) {
      return contextFor({
        // A request that may change things (an action, and the loaders after it) reads afresh,
        // so it sees its own write before the bus tells this process.
        reads: req.method === "GET" || req.method === "HEAD",
        log: (req as Request & { log: Logger }).log,
        nonce: res.locals.cspNonce as string,
        clientIp: clientIp(req, config.trustedProxy),
      });
    },
    getBackgroundContext(nonce: string) {
      return contextFor({ reads: true, log, nonce, clientIp: "" });
    },
  });
}
