import type { Refusal } from '../site/page-action-tools.ts';
import type { StudioAction } from './permissions.ts';
import type { StaffMember, StaffSession } from './staff-sessions.ts';

/**
 * The studio side of a page request (decision 034), given to loaders and actions in the load
 * context (`context.studio`, filled by server/plugins/web.ts from `request.studio`). Types only.
 */

/** The staff member of the studio cookie: waiting for the second factor, or signed in. */
export type StudioStaff =
  | {
      verified: false;
      member: StaffMember;
      /** True when the second step is the enrolment of a new authenticator (no code yet). */
      enrolling: boolean;
    }
  | {
      verified: true;
      member: StaffMember;
      /** What the permission table (core/studio/permissions.ts) lets this member do. */
      can(action: StudioAction): boolean;
    };

/** A login guard of the studio's sign-in steps, as page actions use it. */
export interface StudioGuardTools {
  /** Null, or a refusal while this address must wait before trying this account again. */
  check(email: string): Promise<Refusal | null>;
  failed(email: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

export interface StudioPageTools {
  /** Null without a studio session (or an ended, expired one). Read once per request. */
  staff(): Promise<StudioStaff | null>;
  /** The session waiting for its second factor and its token, for the sign-in steps. */
  pending(): Promise<{ session: StaffSession; token: string } | null>;
  /** The signed-in session and its token, for changes to that session (decision 040). */
  signedIn(): Promise<{ session: StaffSession; token: string } | null>;
  /** Sets the studio cookie to a new session (a sign-in step), ending the one sent, if any. */
  setToken(token: string): Promise<void>;
  /** Ends the studio session on the server and in the browser. */
  end(): Promise<void>;
  /** The guards of the API's sign-in steps (decision 031): the password, then the codes. */
  passwordGuard: StudioGuardTools;
  codeGuard: StudioGuardTools;
}
