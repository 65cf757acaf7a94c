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

/** Portuguese plural endings of words in -ão (rações, cães, mãos), with and without accents. */
const PLURAL_AO = /(õ|o|ã|a)es$|(ã|a)os$/u;
const SINGULAR_AO = /(ã|a)o$/u;

/**
 * The Portuguese tsquery of the words: each word, or its singular or plural in -ão. The Snowball
 * stemmer does not join "ração" and "rações" (raçã, raçõ; unaccented raca, raco), the most common
 * Portuguese plural there is (issue 18: "searching ração"); every other word is left to it.
 * Built from sanitised words only (searchWords), for to_tsquery('pawpedia_pt', …).
 */
export function portugueseTsQuery(words: string[]): string {
  return words
    .map((w) => {
      const word = w.toLowerCase();
      const forms = new Set([word]);
      if (PLURAL_AO.test(word)) forms.add(word.replace(PLURAL_AO, 'ão'));
      else if (SINGULAR_AO.test(word))
        for (const plural of ['ões', 'ães', 'ãos']) forms.add(word.replace(SINGULAR_AO, plural));
      return forms.size === 1 ? word : `(${[...forms].join(' | ')})`;
    })
    .join(' & ');
}
