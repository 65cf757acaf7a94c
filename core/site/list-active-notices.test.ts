import { describe, expect, it } from 'vitest';
import { activeNotices, type NoticeRow } from './list-active-notices.ts';

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

describe('the notices showing (decision 051)', () => {
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
