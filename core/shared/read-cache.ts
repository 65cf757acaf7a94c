import { LRUCache } from 'lru-cache';

/**
 * Reads of published content kept in process (docs/decisions/051-render-cost.md and
 * 055): content changes only when an editor saves, an import or the seed writes, or the job worker
 * publishes, and each of those announces a purge. A kept answer is dropped by `invalidate()` (that
 * announcement, or a new content version) or once older than `maxAgeMs`, the backstop for a
 * change no announcement told this instance about (another instance's save without Redis).
 * A read that began before an invalidation is not kept after it, and a failed read is not kept.
 * Answers are frozen: every page shares them, so none may change one for the next.
 */
export interface ReadCache {
  /** `read` through the cache, its answers kept per `key` of the arguments (JSON by default). */
  memo<A extends unknown[], R>(
    name: string,
    read: (...args: A) => Promise<R>,
    key?: (...args: A) => string,
  ): (...args: A) => Promise<R>;
  invalidate(): void;
}

interface Kept {
  answer: Promise<unknown>;
  at: number;
}

export function createReadCache(
  options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {},
): ReadCache {
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const now = options.now ?? Date.now;
  // Bounded: a site with many articles keeps the ones read lately, not all of them.
  const kept = new LRUCache<string, Kept>({ max: options.maxEntries ?? 2_000 });
  // Bumped by each invalidation: a read that began before it is not kept after it.
  let generation = 0;
  return {
    memo(name, read, key = (...args) => JSON.stringify(args)) {
      return (...args) => {
        const id = `${name}\u0000${key(...args)}`;
        const at = now();
        const found = kept.get(id);
        if (found && at - found.at < maxAgeMs) return found.answer as ReturnType<typeof read>;
        const started = generation;
        const answer = read(...args).then(deepFreeze);
        const entry: Kept = { answer, at };
        kept.set(id, entry);
        answer.then(
          () => {
            if (generation !== started && kept.get(id) === entry) kept.delete(id);
          },
          // A failed read (the database out) is not kept: the next page tries again.
          () => {
            if (kept.get(id) === entry) kept.delete(id);
          },
        );
        return answer;
      };
    },
    invalidate() {
      generation++;
      kept.clear();
    },
  };
}

function deepFreeze<T>(value: T): T {
  // A typed array cannot be frozen; content answers carry none, but a byte column would.
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
