import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { articleApi, type ArticleFields } from './article-api.ts';

/** Autosave this long after the last change. */
export const AUTOSAVE_DELAY_MS = 3000;
/** A failed autosave is tried again after this long. */
const RETRY_MS = 10_000;

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'error';

const localKey = (id: number) => `pawpedia.studio.article.${id}`;

/** The copy this browser keeps of the working copy, for when the server could not be reached. */
export interface LocalCopy {
  baseRevision: number;
  savedAt: number;
  fields: ArticleFields;
}

export function readLocalCopy(id: number): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(localKey(id));
    return raw ? (JSON.parse(raw) as LocalCopy) : null;
  } catch {
    return null;
  }
}

export function clearLocalCopy(id: number) {
  try {
    window.localStorage.removeItem(localKey(id));
  } catch {
    // storage unavailable: nothing kept
  }
}

/**
 * The editor's working copy and its autosave (docs/decisions/036). Every change is kept in this
 * browser at once (localStorage) and sent to the server's autosave a few seconds after typing
 * stops, and again when the page is left (a keepalive request). A change made while a save is
 * under way is never marked saved by that save: each change has a sequence number, and only the
 * numbers a save carried count as saved.
 */
export function useWorkingCopy(idArticle: number, initial: ArticleFields, initialBase: number) {
  const [fields, setFields] = useState(initial);
  const [state, setState] = useState<SaveState>('saved');
  const fieldsRef = useRef(initial);
  const baseRef = useRef(initialBase);
  const editSeq = useRef(0);
  const savedSeq = useRef(0);
  const inFlight = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = useCallback(() => {
    setState(
      inFlight.current > 0 ? 'saving' : editSeq.current > savedSeq.current ? 'unsaved' : 'saved',
    );
  }, []);

  const autosave = useCallback(
    async (keepalive = false) => {
      if (editSeq.current <= savedSeq.current) return;
      const seq = editSeq.current;
      inFlight.current += 1;
      refresh();
      try {
        await articleApi.autosave(idArticle, baseRef.current, fieldsRef.current, keepalive);
        savedSeq.current = Math.max(savedSeq.current, seq);
        inFlight.current -= 1;
        refresh();
      } catch (error) {
        inFlight.current -= 1;
        setState('error');
        // Refused for good (no longer allowed to edit): no retry loop.
        if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) {
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => void autosave(), RETRY_MS);
        }
      }
    },
    [idArticle, refresh],
  );

  /** One change of the working copy. */
  const change = useCallback(
    (update: Partial<ArticleFields>) => {
      const next = { ...fieldsRef.current, ...update };
      fieldsRef.current = next;
      setFields(next);
      editSeq.current += 1;
      try {
        window.localStorage.setItem(
          localKey(idArticle),
          JSON.stringify({ baseRevision: baseRef.current, savedAt: Date.now(), fields: next }),
        );
      } catch {
        // storage full or off: the server's autosave still keeps it
      }
      refresh();
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
    },
    [autosave, idArticle, refresh],
  );

  /** After a manual save, a restore or a reload: the server's article is the new base. */
  const reset = useCallback(
    (next: ArticleFields, baseRevision: number, options: { keepEdits?: number } = {}) => {
      baseRef.current = baseRevision;
      // Edits made after `keepEdits` (while a save was under way) stay unsaved and are kept.
      if (options.keepEdits !== undefined && options.keepEdits < editSeq.current) {
        savedSeq.current = options.keepEdits;
        refresh();
        return;
      }
      fieldsRef.current = next;
      setFields(next);
      savedSeq.current = editSeq.current;
      clearLocalCopy(idArticle);
      refresh();
    },
    [idArticle, refresh],
  );

  // Leaving the page (closing, reloading, another site, the phone switching apps): send what is
  // unsaved with a request that outlives the page.
  useEffect(() => {
    const leave = () => {
      if (editSeq.current > savedSeq.current) void autosave(true);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the editor inside the studio: the same.
      leave();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [autosave]);

  return {
    fields,
    state,
    change,
    reset,
    /** The sequence number of the latest change (a save carries it). */
    currentSeq: () => editSeq.current,
    baseRevision: () => baseRef.current,
    hasUnsaved: () => editSeq.current > savedSeq.current,
    flush: () => autosave(),
  };
}
