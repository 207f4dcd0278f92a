import type { AppContext } from "@server/context.ts";
import { createContext, type RouterContextProvider } from "react-router";

/** The router context key under which the handler (handler.ts) puts each request's AppContext. */
export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
