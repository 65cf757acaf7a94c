/**
 * The purge announcement (architecture guide, the studio): after a change to what guests see is
 * committed, its service announces it; the page cache, sitemaps, feeds and search listen. This
 * in-process bus is the seam; server/plugins adds the fan-out to other instances (Redis pub/sub).
 */
export interface PurgeScope {
  /** What changed: an article, or anything else on the site. */
  kind: 'article' | 'site';
  id?: number;
}

export type PurgeListener = (scope: PurgeScope) => void;

export interface PurgeBus {
  /** Tells every listener of this process, at once. Call it after the change's commit. */
  announce(scope: PurgeScope): void;
  /** Adds a listener; the function returned removes it. */
  subscribe(listener: PurgeListener): () => void;
}

export function createPurgeBus(): PurgeBus {
  const listeners = new Set<PurgeListener>();
  return {
    announce(scope) {
      for (const listener of listeners) listener(scope);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
