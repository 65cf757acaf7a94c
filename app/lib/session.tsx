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
import { ApiError, forgetCsrfToken, postJson } from './api.ts';

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

/** `<html data-member>`: what CSS shows (guest-only or member-only parts), kept to the state. */
function markDocument(signedIn: boolean) {
  if (signedIn) document.documentElement.dataset.member = '1';
  else delete document.documentElement.dataset.member;
}

/**
 * Holds the visitor's session state. Every public page is rendered for no one (decision 072), so
 * the state starts empty on the server and in the browser alike (the same HTML, hydrated without
 * a difference); the session check (POST /api/auth/me) then fills it, at app start when the
 * "signed in" hint says there is a session, and again after a navigation that changed the hint
 * (a sign-in or sign-out by a form's action). A session older than the hint gets one from the
 * first page rendered for its member (server/plugins/web.ts).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [member, setMember] = useState<SessionMember | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const [checked, setChecked] = useState(false);
  const location = useLocation();
  // The subscription completion belongs to the page it happened on (reset on route change).
  const [completedOn, setCompletedOn] = useState<string | null>(null);
  const subscriptionCompleted = completedOn === location.pathname;
  // The member as last rendered, for the check's and the navigation effect's own reading.
  const memberRef = useRef(member);
  useEffect(() => {
    memberRef.current = member;
  }, [member]);

  // Only the latest check's answer counts (one begun before a sign-in may answer after it).
  const latest = useRef(0);
  const check = useCallback(async () => {
    const mine = ++latest.current;
    try {
      const me = await postJson<SessionMember>('/api/auth/me');
      if (mine !== latest.current) return memberRef.current;
      memberRef.current = me;
      setMember(me);
      setSubscribed(me.subscribed === 1);
      markDocument(true);
      return me;
    } catch (error) {
      // Only a real "not signed in" logs out; a network hiccup keeps the state as it is.
      if (mine !== latest.current) return memberRef.current;
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
      // A sign-in since the last check came with a new CSRF cookie: its token is asked anew.
      forgetCsrfToken();
      void check();
      return;
    }
    if (!hinted && current) {
      // A sign-out by a form's action: the server cleared the hint.
      memberRef.current = null;
      void Promise.resolve().then(() => {
        setMember(null);
        setSubscribed(false);
        markDocument(false);
      });
    }
    // No hint: a guest. Not asked, so a guest's page makes no call until it needs one.
  }, [location.key, check]);

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
