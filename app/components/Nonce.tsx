// The server hands each response's CSP nonce to the inline scripts Remix renders.
// In the browser it is undefined: the scripts have already run.
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
