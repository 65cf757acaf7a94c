import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './session.tsx';

/**
 * The client half of a guests-only route (a member goes home; the loader does the server
 * half). The loader let this visitor in as a guest, so a tab that still believed it was signed
 * in is marked logged out; a sign-in on this page afterwards (another tab's state, the session
 * check) sends the member to the home page, unless `paused` (the page is leaving by itself,
 * or registration is in progress).
 */
export function useGuestsOnly(paused = false): void {
  const { isLoggedIn, markLoggedOut } = useSession();
  const navigate = useNavigate();
  const mounted = useRef(false);

  useEffect(() => {
    if (isLoggedIn) markLoggedOut();
    // Only at mount: what the loader said then.
  }, []);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (isLoggedIn && !paused) void navigate('/', { replace: true });
  }, [isLoggedIn, paused, navigate]);
}
