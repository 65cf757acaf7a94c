import { useCallback, useEffect, useState } from 'react';

/** Client storage keys carry the product prefix, so other apps on the origin cannot clash. */
export const STORAGE_PREFIX = 'pawpedia.';

export function readFlag(name: string): boolean {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + name) === '1';
  } catch {
    return false; // storage blocked (private mode): behave as not dismissed
  }
}

export function writeFlag(name: string): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + name, '1');
  } catch {
    // storage blocked: the dismissal lasts for this page only
  }
}

/**
 * A flag remembered in local storage. It reads as `true` during server rendering and until the
 * browser has answered, so a dismissible notice never flashes in and then out again.
 */
export function useStoredFlag(name: string): [boolean | null, () => void] {
  const [value, setValue] = useState<boolean | null>(null);
  useEffect(() => setValue(readFlag(name)), [name]);
  const set = useCallback(() => {
    writeFlag(name);
    setValue(true);
  }, [name]);
  return [value, set];
}

/**
 * The same flag for a part drawn in the browser only, never on the server (the member's block of
 * the home, decision 072): read at once, so the part's first frame already has it (nothing moves).
 */
export function useBrowserFlag(name: string): [boolean, () => void] {
  const [value, setValue] = useState(() => readFlag(name));
  const set = useCallback(() => {
    writeFlag(name);
    setValue(true);
  }, [name]);
  return [value, set];
}
