import { createContext, useContext } from "react";

// The CSP nonce is only known on the server; in the browser it is empty (browsers hide it anyway).
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
