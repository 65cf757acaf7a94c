/** The pet chooser shows at most 3 pets at a time. */
export const PET_CHOOSER_SIZE = 3;

/**
 * The pets the chooser shows from `offset` on, wrapping around the end of the list, so that
 * previous and next cycle through every pet. Fewer pets than the window are all shown, in order.
 */
export function chooserWindow<T>(
  items: readonly T[],
  offset: number,
  size = PET_CHOOSER_SIZE,
): T[] {
  if (items.length <= size) return [...items];
  const start = ((offset % items.length) + items.length) % items.length;
  return Array.from({ length: size }, (_, i) => items[(start + i) % items.length]!);
}

/** The next offset after a step of +1 (next) or -1 (previous), wrapping around. */
export function stepOffset(offset: number, step: 1 | -1, count: number): number {
  if (count === 0) return 0;
  return (((offset + step) % count) + count) % count;
}
