import { describe, expect, it } from 'vitest';
import { activeNotices, type NoticeRow } from './list-active-notices.ts';
import { createSiteRowsCache, type SiteRows } from './get-website-info.ts';

/** Rows that say which read they came from, in their one notice's text. */
function reader() {
  let reads = 0;
  const pending: (() => void)[] = [];
  const read = (options: { hold?: boolean; fail?: boolean } = {}) => {
    reads++;
    const rows: SiteRows = {
      families: [],
      categories: [],
      featured: undefined,
      notices: [notice(`read ${reads}`)],
      weeklyBreeds: [],
    };
    if (options.fail) return Promise.reject(new Error('database out'));
    if (!options.hold) return Promise.resolve(rows);
    return new Promise<SiteRows>((resolve) => pending.push(() => resolve(rows)));
  };
  return { read, reads: () => reads, release: () => pending.splice(0).forEach((go) => go()) };
}

function notice(text: string, startsAt: Date | null = null, endsAt: Date | null = null): NoticeRow {
  return {
    idNotice: 1,
    text,
    linkUrl: null,
    linkLabel: null,
    startsAt,
    endsAt,
    position: 0,
  } as NoticeRow;
}

const text = async (rows: Promise<SiteRows>) => (await rows).notices[0]!.text;

describe('the site rows kept in process (decision 051)', () => {
  it('reads once, then again only after an invalidation or when too old', async () => {
    const source = reader();
    const cache = createSiteRowsCache(() => source.read(), 5_000);
    expect(await text(cache.rows(0))).toBe('read 1');
    expect(await text(cache.rows(4_999))).toBe('read 1');
    expect(source.reads()).toBe(1);
    cache.invalidate();
    expect(await text(cache.rows(5_000))).toBe('read 2');
    expect(await text(cache.rows(10_000))).toBe('read 3');
  });

  it('does not keep a read that began before an invalidation', async () => {
    const source = reader();
    let hold = true;
    const cache = createSiteRowsCache(() => source.read({ hold }), 60_000);
    const early = cache.rows(0);
    // An editor saves while the first read is under way: that read may miss the change.
    cache.invalidate();
    hold = false;
    expect(await text(cache.rows(1))).toBe('read 2');
    source.release();
    expect(await text(early)).toBe('read 1');
    expect(await text(cache.rows(2))).toBe('read 2');
    expect(source.reads()).toBe(2);
  });

  it('does not keep a failed read: the next page reads again', async () => {
    const source = reader();
    let fail = true;
    const cache = createSiteRowsCache(() => source.read({ fail }), 60_000);
    await expect(cache.rows(0)).rejects.toThrow('database out');
    fail = false;
    expect(await text(cache.rows(1))).toBe('read 2');
  });

  it('shows the notices of the moment asked, from the same rows', () => {
    const hour = 3_600_000;
    const now = new Date('2026-11-24T12:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const rows = [
      notice('always'),
      notice('not yet', at(hour)),
      notice('over', at(-2 * hour), at(-hour)),
      notice('now', at(-hour), at(hour)),
    ];
    expect(activeNotices(rows, now).map((n) => n.text)).toEqual(['always', 'now']);
    expect(activeNotices(rows, at(hour)).map((n) => n.text)).toEqual(['always', 'not yet']);
  });
});
