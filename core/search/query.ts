/** Limits that keep any query cheap and harmless, whatever is typed. */
export const SEARCH_LIMITS = { minLength: 3, maxLength: 100, maxWords: 8, perGroup: 6 } as const;

/**
 * The words of a query: accents and case kept for the database to fold, everything that is not a
 * letter or a digit dropped (so `%`, `_`, quotes and SQL are just separators), bounded in length
 * and count.
 */
export function searchWords(query: string): string[] {
  return query
    .slice(0, SEARCH_LIMITS.maxLength)
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, SEARCH_LIMITS.maxWords);
}

/** A prefix tsquery ("labr" -> 'labr':*), built from sanitised words only. */
export function prefixTsQuery(words: string[]): string {
  return words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
}
