/** Breed list: 6 cards, the breed of the week, 6 more; 24 shown at first, 36 more per press. */
export const BREED_LIST = { firstBlock: 6, secondBlock: 6, initialLimit: 24, step: 36 } as const;

interface Filterable {
  id_breed: number;
  name: string;
  /** semicolon-separated */
  synonyms: string;
}

/** Case-insensitive substring on the name or any synonym. */
export function matchesBreedFilter(breed: Filterable, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    breed.name.toLocaleLowerCase().includes(needle) ||
    breed.synonyms.toLocaleLowerCase().includes(needle)
  );
}

export interface BreedListLayout<T> {
  first: T[];
  /** Breed of the week: only without filter text, and only when one exists. */
  featured: T | null;
  second: T[];
  /** The family article widget is hidden while filtering. */
  showArticleWidget: boolean;
  rest: T[];
  /** Breeds shown, out of `total` matching. */
  visible: number;
  total: number;
  hasMore: boolean;
}

/**
 * The list: first 6, the breed of the week, items 7 to 12, the article widget, then the rest,
 * `limit` breeds visible in all.
 */
export function breedListLayout<T extends Filterable>(
  breeds: T[],
  options: { filter: string; limit: number; breedOfTheWeekId: number | null },
): BreedListLayout<T> {
  const filtering = options.filter.trim() !== '';
  const matching = breeds.filter((b) => matchesBreedFilter(b, options.filter));
  const shown = matching.slice(0, Math.max(0, options.limit));
  const { firstBlock, secondBlock } = BREED_LIST;
  return {
    first: shown.slice(0, firstBlock),
    featured: filtering ? null : (breeds.find((b) => b.id_breed === options.breedOfTheWeekId) ?? null),
    second: shown.slice(firstBlock, firstBlock + secondBlock),
    showArticleWidget: !filtering,
    rest: shown.slice(firstBlock + secondBlock),
    visible: shown.length,
    total: matching.length,
    hasMore: matching.length > shown.length,
  };
}
