import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { ImportPolicy } from "./import/fetch-remote.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { MessageSentEvent } from "./messages/send-message.ts";
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

export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
