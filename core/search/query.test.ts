import { describe, expect, it } from 'vitest';
import { prefixTsQuery, searchWords } from './query.ts';

describe('searchWords', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(searchWords("cão d'água")).toEqual(['cão', 'd', 'água']);
    expect(searchWords("'; DROP TABLE breeds; --")).toEqual(['DROP', 'TABLE', 'breeds']);
    expect(searchWords('100% _lab_')).toEqual(['100', 'lab']);
  });

  it('is bounded in length and word count', () => {
    expect(searchWords('a'.repeat(2048)).join('').length).toBe(100);
    expect(searchWords('one two three four five six seven eight nine ten')).toHaveLength(8);
  });
});

describe('prefixTsQuery', () => {
  it('matches each word as a prefix', () => {
    expect(prefixTsQuery(['Labr', 'ret'])).toBe('labr:* & ret:*');
  });
});
