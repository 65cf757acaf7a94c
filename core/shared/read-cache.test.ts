import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

/** A source whose answers say which read they came from ('read 1', 'read 2', …). */
function source() {
  let reads = 0;
  const pending: (() => void)[] = [];
  const read = (options: { hold?: boolean; fail?: boolean } = {}) => {
    reads++;
    const answer = { text: `read ${reads}`, list: [{ n: reads }] };
    if (options.fail) return Promise.reject(new Error('database out'));
    if (!options.hold) return Promise.resolve(answer);
    return new Promise<typeof answer>((resolve) => pending.push(() => resolve(answer)));
  };
  return { read, reads: () => reads, release: () => pending.splice(0).forEach((go) => go()) };
}

/** A cache on a clock the test moves. */
function cacheAt(maxAgeMs: number, maxEntries?: number) {
  const clock = { now: 0 };
  const cache = createReadCache({
    maxAgeMs,
    now: () => clock.now,
    ...(maxEntries ? { maxEntries } : {}),
  });
  return { cache, clock };
}

describe('published content kept in process (decisions 051, 055)', () => {
  it('reads once, then again only after an invalidation or when too old', async () => {
    const from = source();
    const { cache, clock } = cacheAt(5_000);
    const get = cache.memo('rows', () => from.read());
    expect((await get()).text).toBe('read 1');
    clock.now = 4_999;
    expect((await get()).text).toBe('read 1');
    expect(from.reads()).toBe(1);
    cache.invalidate();
    clock.now = 5_000;
    expect((await get()).text).toBe('read 2');
    clock.now = 10_000;
    expect((await get()).text).toBe('read 3');
  });

  it('keeps one answer per key of the arguments and per name', async () => {
    const { cache } = cacheAt(60_000);
    let reads = 0;
    const article = cache.memo('article', async (id: number) => ({ id, read: ++reads }));
    const other = cache.memo('other', async (id: number) => ({ id, read: ++reads }));
    expect(await article(1)).toEqual({ id: 1, read: 1 });
    expect(await article(2)).toEqual({ id: 2, read: 2 });
    expect(await article(1)).toEqual({ id: 1, read: 1 });
    expect(await other(1)).toEqual({ id: 1, read: 3 });
    const byId = cache.memo(
      'by id',
      async (a: { id: number; t: string }) => a.t,
      (a) => String(a.id),
    );
    expect(await byId({ id: 7, t: 'first' })).toBe('first');
    expect(await byId({ id: 7, t: 'second' })).toBe('first');
  });

  it('does not keep a read that began before an invalidation', async () => {
    const from = source();
    let hold = true;
    const { cache, clock } = cacheAt(60_000);
    const get = cache.memo('rows', () => from.read({ hold }));
    const early = get();
    // An editor saves while the first read is under way: that read may miss the change.
    cache.invalidate();
    hold = false;
    clock.now = 1;
    expect((await get()).text).toBe('read 2');
    from.release();
    expect((await early).text).toBe('read 1');
    clock.now = 2;
    expect((await get()).text).toBe('read 2');
    expect(from.reads()).toBe(2);
  });

  it('does not keep a failed read: the next page reads again', async () => {
    const from = source();
    let fail = true;
    const { cache } = cacheAt(60_000);
    const get = cache.memo('rows', () => from.read({ fail }));
    await expect(get()).rejects.toThrow('database out');
    fail = false;
    expect((await get()).text).toBe('read 2');
  });

  it('answers frozen objects, so one page cannot change what the next one shows', async () => {
    const from = source();
    const { cache } = cacheAt(60_000);
    const answer = await cache.memo('rows', () => from.read())();
    expect(() => {
      (answer as { text: string }).text = 'changed';
    }).toThrow(TypeError);
    expect(() => answer.list.push({ n: 9 })).toThrow(TypeError);
    expect(() => {
      answer.list[0]!.n = 9;
    }).toThrow(TypeError);
  });

  it('keeps at most maxEntries answers, the ones read last', async () => {
    const { cache } = cacheAt(60_000, 2);
    let reads = 0;
    const get = cache.memo('n', async (id: number) => `${id}:${++reads}`);
    await get(1);
    await get(2);
    await get(3);
    expect(await get(3)).toBe('3:3');
    expect(await get(1)).toBe('1:4');
  });
});
