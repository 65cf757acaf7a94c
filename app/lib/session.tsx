import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { SessionMember } from '../../core/accounts/account-forms.ts';
import { hasSignedInHint } from '../../core/accounts/signed-in-hint.ts';
import { ApiError, postJson } from './api.ts';

/** The member as POST /api/auth/me answers it: the type of the API's one schema. */
export type { SessionMember };

/** Client session state: isLoggedIn, isSubscribed, subscriptionCompleted. */
export interface Session {
  member: SessionMember | null;
  isLoggedIn: boolean;
  isSubscribed: boolean;
  /**
   * Whether the session check has answered. Until then a page shows what the "signed in" hint
   * says (CSS on `<html data-member>`, decision 072), with the member's parts holding their place.
   */
  checked: boolean;
  /** Just subscribed on this page: the newsletter block shows its thank-you message. */
  subscriptionCompleted: boolean;
  markLoggedIn(member: SessionMember): void;
  markLoggedOut(): void;
  markSubscribed(): void;
  /** The session check (POST /api/auth/me); resolves to the member or null. */
  check(): Promise<SessionMember | null>;
}

const SessionContext = createContext<Session | null>(null);

/** Set once a tab without the hint asked once (a session older than the hint gets it then). */
const CHECKED_IN_TAB = 'pawpedia:session-checked';

/** `<html data-member>`: what CSS shows (guest-only or member-only parts), kept to the state. */
function markDocument(signedIn: boolean) {
  if (signedIn) document.documentElement.dataset.member = '1';
  else delete document.documentElement.dataset.member;
}

/**
 * Holds the visitor's session state. Every public page is rendered for no one (decision 072), so
 * the state starts empty on the server and in the browser alike (the same HTML, hydrated without
 * a difference); the session check (POST /api/auth/me) then fills it, at app start when the
 * "signed in" hint says there is a session (or once per tab without it), and again after a
 * navigation that changed the hint (a sign-in or sign-out by a form's action).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [member, setMember] = useState<SessionMember | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [checked, setChecked] = useState(false);
  const location = useLocation();
  // The subscription completion belongs to the page it happened on (reset on route change).
  const [completedOn, setCompletedOn] = useState<string | null>(null);
  const subscriptionCompleted = completedOn === location.pathname;
  const memberRef = useRef(member);
  memberRef.current = member;

  const check = useCallback(async () => {
    try {
      const me = await postJson<SessionMember>('/api/auth/me');
      setMember(me);
      setSubscribed(me.subscribed === 1);
      markDocument(true);
      return me;
    } catch (error) {
      // Only a real "not signed in" logs out; a network hiccup keeps the state as it is.
      if (error instanceof ApiError && error.status === 401) {
        setMember(null);
        setSubscribed(false);
        markDocument(false);
        return null;
      }
      return memberRef.current;
    } finally {
      setChecked(true);
    }
  }, []);

  // At app start, and after every navigation: the hint changes with a sign-in or sign-out made
  // by a form's action (the server sets or clears it, server/plugins/visitor.ts).
  useEffect(() => {
    const hinted = hasSignedInHint(document.cookie);
    const current = memberRef.current;
    if (hinted && !current) {
      void check();
      return;
    }
    if (!hinted && current) {
      setMember(null);
      setSubscribed(false);
      markDocument(false);
      return;
    }
    if (!hinted && !checked) {
      let askedInTab = false;
      try {
        askedInTab = sessionStorage.getItem(CHECKED_IN_TAB) === '1';
        sessionStorage.setItem(CHECKED_IN_TAB, '1');
      } catch {
        askedInTab = true;
      }
      if (askedInTab) setChecked(true);
      else void check();
    }
    // Only on navigation: the state's own changes do not call for another check.
  }, [location.key]);

  const value = useMemo<Session>(
    () => ({
      member,
      isLoggedIn: member !== null,
      isSubscribed: subscribed,
      checked,
      subscriptionCompleted,
      markLoggedIn: (next) => {
        setMember(next);
        setSubscribed(next.subscribed === 1);
        markDocument(true);
      },
      markLoggedOut: () => {
        setMember(null);
        setSubscribed(false);
        markDocument(false);
      },
      markSubscribed: () => {
        setSubscribed(true);
        setCompletedOn(location.pathname);
      },
      check,
    }),
    [member, subscribed, checked, subscriptionCompleted, check, location.pathname],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() used outside <SessionProvider>');
  return session;
}
