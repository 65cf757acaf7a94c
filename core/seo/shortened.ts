/** What search results show of a description: longer ones are cut (at a word) with an ellipsis. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A text cut to `max` characters at a word, with an ellipsis when it was longer. Browser-safe:
 * a meta function runs in the browser too (decision 087).
 */
export function shortened(text: string, max = META_DESCRIPTION_MAX): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= max) return words;
  const cut = words.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
