/** Reading speed, in words a minute. */
export const WORDS_PER_MINUTE = 150;

/** Minutes to read a markdown text at 150 words per minute, never less than 1. */
export function readingTimeMinutes(...markdown: (string | null | undefined)[]): number {
  const words = markdown
    .filter((text): text is string => !!text)
    .map((text) => text.replace(/<[^>]+>/g, ' ').replace(/[#>*_`[\]()!-]/g, ' '))
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
