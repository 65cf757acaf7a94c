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
 * Portuguese plural there is ("searching ração"); every other word is left to it.
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

/** Words this long or longer forgive one typo; shorter ones would match too many others. */
const TYPO_MIN_LETTERS = 4;
/** Longer words are matched as typed: no name has one, and the pattern grows with the square. */
const TYPO_MAX_LETTERS = 20;

/** A word as the database stores names for typos: lower case, accents dropped (pawpedia_unaccent). */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Every way of writing `word` with at most one letter wrong, missing, added or two swapped. */
function oneEditAway(word: string): string[] {
  const letters = [...word];
  const forms = new Set([word]);
  for (let i = 0; i <= letters.length; i++) {
    const before = letters.slice(0, i).join('');
    // A letter added before position i.
    forms.add(`${before}\\w${letters.slice(i).join('')}`);
    if (i === letters.length) continue;
    const after = letters.slice(i + 1).join('');
    // The letter at i wrong or missing.
    forms.add(`${before}\\w?${after}`);
    // It and the next one swapped.
    if (i + 1 < letters.length && letters[i] !== letters[i + 1])
      forms.add(`${before}${letters[i + 1]}${letters[i]}${letters.slice(i + 2).join('')}`);
  }
  return [...forms];
}

/**
 * A PostgreSQL regular expression that finds the query's words, in order, in a name where each
 * word of 4 to 20 letters may have one typo (a letter wrong, missing or added, two swapped):
 * "retreiver", "retriver" and "persain" find Retriever and Persian, which trigrams alone miss
 * (a transposition in a short word shares too few of its trigrams). Null when no word is long
 * enough to forgive: then the query's other rules decide alone. Built from sanitised words only
 * (searchWords: letters and digits, none of them special in a pattern).
 */
export function typoPattern(words: string[]): string | null {
  const folded = words.map(foldWord);
  if (!folded.some((w) => w.length >= TYPO_MIN_LETTERS && w.length <= TYPO_MAX_LETTERS))
    return null;
  return folded
    .map((w) =>
      w.length >= TYPO_MIN_LETTERS && w.length <= TYPO_MAX_LETTERS
        ? `\\m(?:${oneEditAway(w).join('|')})\\M`
        : `\\m${w}\\M`,
    )
    .join('\\W+');
}
