import { createContext, useContext } from 'react';

/**
 * The nonce of this render's Content-Security-Policy (server/plugins/security-headers.ts), given by
 * app/entry.server.tsx. Inline scripts the app writes itself carry it; in the browser it is empty
 * (browsers hide the attribute after parsing and hydration leaves it alone).
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
