/**
 * What a page's action may ask of the server besides the services (decision 028), given to it
 * in the load context (app/load-context.ts, filled by server/plugins/web.ts). Types only.
 */

/** A request refused before its work: the action answers it with this status and message. */
export interface Refusal {
  status: 429;
  message: string;
  /** Seconds, for the Retry-After header. */
  retryAfter: number;
}

/** The rate limits a page action may count against: the same buckets as the API's routes. */
export type PageLimit =
  | 'login'
  | 'recovery'
  | 'recoveryReset'
  | 'accountPassword'
  | 'accountPasswordPerAccount'
  | 'register'
  | 'validate'
  | 'subscribe'
  | 'upload'
  // The studio's sign-in steps (decision 031), for its pages' actions (decision 034).
  | 'studioPassword'
  | 'studioSecondFactor'
  | 'studioEnrol'
  | 'studioToken';

/** What a count is kept by, when not by address. */
/** Actions counted per account: those that take the current password, and pet uploads. */
export type AccountAction = 'password-change' | 'erase' | 'pet-upload';

export type LimitBy = { recoveryEmail: string } | { account: number; action: AccountAction };

export interface PageActionTools {
  /**
   * Counts this request against a limit: per address, or by what `by` names (an e-mail asking
   * for reset links, a member's password-checking action), as the API route counts. Null when
   * allowed.
   */
  limit(name: PageLimit, by?: LimitBy): Promise<Refusal | null>;
  /**
   * Wrong passwords of a signed-in staff member giving it again for a change (decision 071):
   * counted per staff member, never per address (server/plugins/reauth-guard.ts).
   */
  reauth: {
    /** Null, or a refusal while this staff member must wait before giving a password again. */
    check(idStaff: number): Promise<Refusal | null>;
    failed(idStaff: number): Promise<void>;
  };
  /** The login guard of every sign-in (server/plugins/login-guard.ts). */
  loginGuard: {
    /** Null, or a refusal while this address must wait before trying this e-mail again. */
    check(email: string): Promise<Refusal | null>;
    failed(email: string): Promise<void>;
    succeeded(email: string): Promise<void>;
  };
}
