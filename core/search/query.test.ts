import { describe, expect, it } from 'vitest';
import { portugueseTsQuery, prefixTsQuery, searchWords, typoPattern } from './query.ts';

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

describe('portugueseTsQuery', () => {
  it('adds the singular of a plural in -ões, -ães, -ãos, accented or not', () => {
    expect(portugueseTsQuery(['Rações', 'premium'])).toBe('(rações | ração) & premium');
    expect(portugueseTsQuery(['racoes'])).toBe('(racoes | racão)');
    expect(portugueseTsQuery(['cães', 'mãos'])).toBe('(cães | cão) & (mãos | mão)');
  });

  it('adds the plurals of a word in -ão, accented or not, and leaves other words to the stemmer', () => {
    expect(portugueseTsQuery(['ração'])).toBe('(ração | rações | raçães | raçãos)');
    // Accents are folded by the configuration (unaccent) before stemming: racões is racoes.
    expect(portugueseTsQuery(['racao'])).toBe('(racao | racões | racães | racãos)');
    expect(portugueseTsQuery(['passeios', 'gato'])).toBe('passeios & gato');
  });
});

describe('typoPattern', () => {
  const matches = (query: string, name: string) =>
    new RegExp(typoPattern(searchWords(query))!.replace(/\\m|\\M/g, '\\b')).test(name);

  it('forgives one letter wrong, missing, added or two swapped in each word of 4 letters or more', () => {
    for (const typo of ['retreiver', 'retriver', 'retrieever', 'retrievar', 'RETRIEVER'])
      expect(matches(typo, 'golden retriever')).toBe(true);
    expect(matches('persain', 'persian longhair')).toBe(true);
    expect(matches('galgo afgeão', 'galgo afegao tazi')).toBe(true);
    // Two typos in one word, or a word that is only a part of another, are not forgiven.
    expect(matches('rteriver', 'golden retriever')).toBe(false);
    expect(matches('racao', 'bulldog frances cao-ra')).toBe(false);
  });

  it('leaves short words as typed, and is null when no word is long enough to forgive', () => {
    expect(typoPattern(['cão', 'de'])).toBeNull();
    expect(matches('cao agua', 'cao de agua')).toBe(false);
    expect(matches('cao agau', 'cao agua')).toBe(true);
  });
});
