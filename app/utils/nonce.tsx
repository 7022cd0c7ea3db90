import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; browsers hide it from the DOM, so it is empty after hydration. */
export function useNonce() {
  return useContext(NonceContext);
}
