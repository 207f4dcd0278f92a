import { createContext, type RouterContextProvider } from "react-router";
import type { AppContext } from "../../server/context.ts";

/** The router context key under which the handler (handler.ts) puts each request's AppContext. */
export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
