import { describe, expect, it } from 'vitest';
import { diffSnapshots, MAX_WORD_EDITS, wordDiff } from './word-diff.ts';
import type { ArticleSnapshot } from './snapshot.ts';

describe('word diff', () => {
  it('marks words only in the older text as removed and only in the newer as added', () => {
    expect(wordDiff('Puppies eat three meals.', 'Puppies eat four meals.')).toEqual([
      { value: 'Puppies eat ' },
      { value: 'three', removed: true },
      { value: 'four', added: true },
      { value: ' meals.' },
    ]);
  });

  it('shows a field replaced whole when the texts differ beyond reason', () => {
    const older = Array.from({ length: MAX_WORD_EDITS + 10 }, (_, i) => `a${i}`).join(' ');
    const newer = Array.from({ length: MAX_WORD_EDITS + 10 }, (_, i) => `b${i}`).join(' ');
    expect(wordDiff(older, newer)).toEqual([
      { value: older, removed: true },
      { value: newer, added: true },
    ]);
  });

  it('lists only the changed fields of two snapshots', () => {
    const base = {
      title: 'Walks',
      content: 'Slowly.',
      families: [1],
      getMore: null,
    } as unknown as ArticleSnapshot;
    const diff = diffSnapshots(base, { ...base, title: 'Short walks', families: [1, 2] });
    expect(diff.map((d) => d.field)).toEqual(['title', 'families']);
    expect(diff[1]!.parts).toEqual([{ value: '1' }, { value: ', 2', added: true }]);
  });
});
