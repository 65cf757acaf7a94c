import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { SessionMember } from '../../core/accounts/account-forms.ts';
import { ApiError, postJson } from './api.ts';

/** The member as POST /api/auth/me answers it: the type of the API's one schema. */
export type { SessionMember };

/** Client session state: isLoggedIn, isSubscribed, subscriptionCompleted. */
export interface Session {
  member: SessionMember | null;
  isLoggedIn: boolean;
  isSubscribed: boolean;
  /** Just subscribed on this page: the newsletter block shows its thank-you message. */
  subscriptionCompleted: boolean;
  markLoggedIn(member: SessionMember): void;
  markLoggedOut(): void;
  markSubscribed(): void;
  /** The session check (POST /api/auth/me); resolves to the member or null. */
  check(): Promise<SessionMember | null>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Holds the visitor's session state, starting from what the server knew when it rendered the
 * page, checks it once more after start, and resets the subscription completion on every route
 * change.
 */
export function SessionProvider({
  initial,
  children,
}: {
  initial: SessionMember | null;
  children: ReactNode;
}) {
  const [member, setMember] = useState(initial);
  const [subscribed, setSubscribed] = useState(initial?.subscribed === 1);
  const location = useLocation();
  // The subscription completion belongs to the page it happened on (reset on route change).
  const [completedOn, setCompletedOn] = useState<string | null>(null);
  const subscriptionCompleted = completedOn === location.pathname;

  const check = useCallback(async () => {
    try {
      const me = await postJson<SessionMember>('/api/auth/me');
      setMember(me);
      if (me.subscribed === 1) setSubscribed(true);
      return me;
    } catch (error) {
      // Only a real "not signed in" logs out; a network hiccup keeps the state as it is.
      if (error instanceof ApiError && error.status === 401) {
        setMember(null);
        return null;
      }
      return member;
    }
  }, [member]);

  // The root's data again after a form's action (a sign-in, a sign-out): the server's word.
  const [known, setKnown] = useState(initial);
  if (known !== initial) {
    setKnown(initial);
    setMember(initial);
    setSubscribed(initial?.subscribed === 1);
  }

  // The session check on app start: a session that ended elsewhere logs this tab out.
  useEffect(() => {
    if (!initial) return;
    let live = true;
    postJson<SessionMember>('/api/auth/me')
      .then((me) => {
        if (live && me.subscribed === 1) setSubscribed(true);
      })
      .catch((error: unknown) => {
        if (live && error instanceof ApiError && error.status === 401) setMember(null);
      });
    return () => {
      live = false;
    };
  }, [initial]);

  const value = useMemo<Session>(
    () => ({
      member,
      isLoggedIn: member !== null,
      isSubscribed: subscribed,
      subscriptionCompleted,
      markLoggedIn: (next) => {
        setMember(next);
        setSubscribed(next.subscribed === 1);
      },
      markLoggedOut: () => {
        setMember(null);
        setSubscribed(false);
      },
      markSubscribed: () => {
        setSubscribed(true);
        setCompletedOn(location.pathname);
      },
      check,
    }),
    [member, subscribed, subscriptionCompleted, check, location.pathname],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() used outside <SessionProvider>');
  return session;
}
