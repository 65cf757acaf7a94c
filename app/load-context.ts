import type { Services } from '../core/container.ts';
import type { Member } from '../core/accounts/sessions.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The visitor of this request (server/plugins/visitor.ts): CSRF token and signed-in member. */
    visitor: {
      csrfToken: string;
      member(): Promise<Member | null>;
    };
    /** This response's Content-Security-Policy nonce (server/plugins/security-headers.ts). */
    cspNonce: string;
  }
}

export {};
