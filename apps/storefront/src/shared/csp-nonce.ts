import { createContext, use } from 'react';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (server/host/serve.mjs); absent under `react-router dev`. */
    cspNonce?: string;
  }
}

/**
 * The nonce every inline script of the page must carry to run. Provided around the router on the server
 * only: in the browser the scripts have already run, and the browser hides the attribute anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** This response's CSP nonce on the server; undefined in the browser. */
export function useCspNonce(): string | undefined {
  return use(CspNonceContext);
}
