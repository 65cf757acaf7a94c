import type { PageServices } from '../core/container.ts';
import type { Member } from '../core/accounts/sessions.ts';
import type { PageActionTools } from '../core/site/page-action-tools.ts';
import type { StudioPageTools } from '../core/studio/studio-page-tools.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Published content read through the in-process cache (decision 055). */
    services: PageServices;
    /** The visitor of this request (server/plugins/visitor.ts): CSRF token and signed-in member. */
    visitor: {
      csrfToken: string;
      /** The client's address (behind the trusted proxy), for the bot check's verification. */
      ip: string;
      member(): Promise<Member | null>;
      /** Signs a member in as the API does: a new session id and CSRF token, set as cookies. */
      signIn(idUser: number): Promise<void>;
      /** Ends the session on the server and in the browser. */
      signOut(): Promise<void>;
    };
    /** Rate limits and the login guard, shared with the API (decision 028). */
    actions: PageActionTools;
    /** The studio side of the request (decision 034): the staff session and the sign-in steps. */
    studio: StudioPageTools;
    /** This response's Content-Security-Policy nonce (server/plugins/security-headers.ts). */
    cspNonce: string;
  }
}

export {};
