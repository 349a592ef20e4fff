import { createContext, useContext } from "react";

/** The per-request CSP nonce, for every inline script the document renders. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
