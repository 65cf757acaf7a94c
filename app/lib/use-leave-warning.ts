import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving unfinished input (registration and pet
 * registration): a confirmation with the warning text for navigation inside the site, the
 * browser's own prompt on reload, close or an outside link.
 */
export function useLeaveWarning(active: boolean, message: string): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, message]);
}
