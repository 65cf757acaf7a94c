import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(run, ms)`: a timeout that is cleared when the component goes away, so a step that
 * completes after a short pause never updates a form that is no longer shown.
 */
export function useLater(): (run: () => void, ms: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
}
