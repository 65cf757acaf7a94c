import { describe, expect, it } from 'vitest';
import { BREED_LIST, breedListLayout, matchesBreedFilter } from './list-layout.ts';

const breeds = Array.from({ length: 100 }, (_, i) => ({
  id_breed: i + 1,
  name: `Breed ${String(i + 1).padStart(3, '0')}`,
  synonyms: i === 41 ? 'Cão de Água;Portie' : '',
}));

describe('matchesBreedFilter', () => {
  it('matches a case-insensitive substring of the name or a synonym', () => {
    expect(matchesBreedFilter({ id_breed: 1, name: 'Labrador Retriever', synonyms: 'Lab' }, 'retr')).toBe(true);
    expect(matchesBreedFilter({ id_breed: 1, name: 'Portuguese Water Dog', synonyms: 'Cão de Água;Portie' }, 'PORTIE')).toBe(true);
    expect(matchesBreedFilter({ id_breed: 1, name: 'Boxer', synonyms: '' }, 'lab')).toBe(false);
  });
});

describe('breedListLayout', () => {
  it('shows 24 at first: 6, the breed of the week, 6 more, the widget, then 12', () => {
    const layout = breedListLayout(breeds, { filter: '', limit: BREED_LIST.initialLimit, breedOfTheWeekId: 50 });
    expect(layout.first.map((b) => b.id_breed)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(layout.featured?.id_breed).toBe(50);
    expect(layout.second.map((b) => b.id_breed)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(layout.showArticleWidget).toBe(true);
    expect(layout.rest).toHaveLength(12);
    expect(layout.visible).toBe(24);
    expect(layout.hasMore).toBe(true);
  });

  it('grows by 36 per press and stops at the end', () => {
    const limit2 = BREED_LIST.initialLimit + BREED_LIST.step;
    expect(breedListLayout(breeds, { filter: '', limit: limit2, breedOfTheWeekId: null }).visible).toBe(60);
    const last = breedListLayout(breeds, { filter: '', limit: limit2 + BREED_LIST.step, breedOfTheWeekId: null });
    expect(last.visible).toBe(96);
    const all = breedListLayout(breeds, { filter: '', limit: limit2 + 2 * BREED_LIST.step, breedOfTheWeekId: null });
    expect(all.visible).toBe(100);
    expect(all.hasMore).toBe(false);
  });

  it('hides the breed of the week and the widget while filtering', () => {
    const layout = breedListLayout(breeds, { filter: 'portie', limit: 24, breedOfTheWeekId: 50 });
    expect(layout.featured).toBeNull();
    expect(layout.showArticleWidget).toBe(false);
    expect(layout.first.map((b) => b.id_breed)).toEqual([42]);
    expect(layout.total).toBe(1);
  });

  it('has no breed of the week when there is none', () => {
    expect(breedListLayout(breeds, { filter: '', limit: 24, breedOfTheWeekId: null }).featured).toBeNull();
  });
});
