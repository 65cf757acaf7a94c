/**
 * Default article pictures, for an article without one: 4 for dogs, 4 for cats and 2 general ones,
 * drawn by the demo seed under /media/defaults/.
 */
const DEFAULTS = {
  1: ['dogs-1', 'dogs-2', 'dogs-3', 'dogs-4'],
  2: ['cats-1', 'cats-2', 'cats-3', 'cats-4'],
  general: ['general-1', 'general-2'],
} as const;

export const defaultImageUrl = (name: string) => `/media/defaults/${name}.webp`;

/** The pictures an article of these families may get: its species' ones plus the general two. */
export function defaultImageCandidates(familyIds: number[]): string[] {
  const species = familyIds.flatMap((id) => (id === 1 || id === 2 ? DEFAULTS[id] : []));
  return [...species, ...DEFAULTS.general].map(defaultImageUrl);
}

/** A random default picture for an article without one; `random` is injectable for tests. */
export function pickDefaultImage(familyIds: number[], random: () => number = Math.random): string {
  const candidates = defaultImageCandidates(familyIds);
  return candidates[Math.floor(random() * candidates.length)]!;
}

/** Gives every article without a picture a random default one (done in loaders, not the API). */
export function withImage<
  T extends { image_url: string | null; families: { id_family: number }[] },
>(
  article: T,
  random: () => number = Math.random,
): T & { image_url: string; image_is_default: boolean } {
  if (article.image_url)
    return { ...article, image_url: article.image_url, image_is_default: false };
  return {
    ...article,
    image_url: pickDefaultImage(
      article.families.map((f) => f.id_family),
      random,
    ),
    image_is_default: true,
  };
}
