import { describe, expect, it } from 'vitest';
import { SLUG, slugify } from './slug.ts';

describe('slugify', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugify('Cão de Água Português')).toBe('cao-de-agua-portugues');
    expect(slugify('St. Bernard')).toBe('st-bernard');
    expect(slugify('  Flea & Tick  ')).toBe('flea-and-tick');
  });

  it('always produces a slug that passes the route rule', () => {
    for (const name of ['Poodle (Standard Poodle)', 'Bichon Frisé', 'Cão de Castro Laboreiro']) {
      expect(slugify(name)).toMatch(SLUG);
    }
  });
});
