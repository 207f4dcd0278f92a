import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { ActorMemo } from "./auth/actor-memo.ts";
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { ImportPolicy } from "./import/fetch-remote.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MessageSentEvent } from "./messages/send-message.ts";
import type { ContentMemo } from "./page-cache/content-memo.ts";
import type { PageCache } from "./page-cache/page-cache.ts";
import type { EventBus } from "./realtime/bus.ts";

/** What every loader and action gets from the server. */
export type AppContext = {
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  /** Live events to signed-in users' open pages (one per process; NOTIFY across processes). */
  bus: EventBus;
  /** sendMessage's `onSent`: live update to both sides, throttled e-mail to the recipient. */
  notifyMessage: (event: MessageSentEvent) => Promise<void>;
  /** What pages read from public content, kept until it changes. */
  contentMemo: ContentMemo;
  /** Signed-in users per session, kept until their session or account changes. */
  actors: ActorMemo;
  log: Logger;
  /** The built stylesheet's text, written inline into pages (production only). */
  stylesheet?: string;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** The client's address (socket, or the trusted proxy's header: server/auth/client-ip.ts). */
  clientIp: string;
  /** Integration tests only: the import fetcher's policy instead of the configured one. */
  importPolicy?: ImportPolicy;
};

/** What the launcher (server/index.ts) hands to the app's handler (app/http/handler.server.ts). */
export type AppDeps = {
  db: Db;
  config: Config;
  log: Logger;
  mode: "production" | "development";
  /** Opened by the launcher, once per process, and closed at shutdown (server/index.ts). */
  bus: EventBus;
  /** The built browser assets (production); the stylesheet is read from there once. */
  clientDir?: string;
  /**
   * Anonymous public pages, kept for everyone (production; development renders every page
   * afresh, as the code behind it may have just changed). The launcher serves its fresh pages
   * before Express (server/http.ts).
   */
  pageCache?: PageCache;
};

/** The SSR bundle's entry module, built from app/http/handler.server.ts. */
export type AppModule = { createAppHandler(deps: AppDeps): RequestHandler };
