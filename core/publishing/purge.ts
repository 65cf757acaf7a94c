/**
 * The purge announcement (architecture guide, the studio): after a change to what guests see is
 * committed, its service announces it; the page cache, sitemaps, feeds and search listen. This
 * in-process bus is the seam; server/plugins adds the fan-out to other instances (Redis pub/sub).
 */
export interface PurgeScope {
  /**
   * What changed: an article, anything else on the site, or only something a member's own reads
   * show (their session, pets, newsletter flag, a poll vote: decision 073), which leaves the
   * pages as they are.
   */
  kind: 'article' | 'site' | 'members';
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

/**
 * The fan-out of announcements to other instances (server/plugins/purge-fanout.ts): one Redis
 * channel for every instance of the site, each message naming the instance that sent it.
 */
export const PURGE_CHANNEL = 'pawpedia-purge';

export interface PurgeMessage {
  /** The sending instance, so it ignores its own message. */
  from: string;
  scope: PurgeScope;
}

export const encodePurgeMessage = (message: PurgeMessage): string => JSON.stringify(message);

/** A message of an instance, or null for anything else on the channel. */
export function decodePurgeMessage(text: string): PurgeMessage | null {
  try {
    const value = JSON.parse(text) as { from?: unknown; scope?: { kind?: unknown; id?: unknown } };
    const kind = value.scope?.kind;
    if (
      typeof value.from !== 'string' ||
      (kind !== 'article' && kind !== 'site' && kind !== 'members')
    )
      return null;
    const id = value.scope?.id;
    return {
      from: value.from,
      scope: typeof id === 'number' && Number.isSafeInteger(id) ? { kind, id } : { kind },
    };
  } catch {
    return null;
  }
}
