import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";

/** What every loader and action gets from the server: the database, configuration and request logger. */
export type AppContext = {
  db: Db;
  config: Config;
  log: Logger;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
};

export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
