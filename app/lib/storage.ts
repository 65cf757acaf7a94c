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
