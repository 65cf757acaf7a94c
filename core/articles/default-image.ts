/**
 * Default article pictures, for an article without one: 4 for dogs, 4 for cats and 2 general ones.
 * Committed files under public/img/articles/, each with an @2x twin, served like the logo
 * (docs/decisions/029-demo-outside-the-app.md); demo/art/draw-default-article-pictures.ts drew them.
 */
export const DEFAULT_ARTICLE_PICTURES = {
  dogs: ['dogs-1', 'dogs-2', 'dogs-3', 'dogs-4'],
  cats: ['cats-1', 'cats-2', 'cats-3', 'cats-4'],
  general: ['general-1', 'general-2'],
} as const;

/** Family ids 1 (dogs) and 2 (cats) are fixed; other families get the general pictures only. */
const BY_FAMILY: Partial<Record<number, readonly string[]>> = {
  1: DEFAULT_ARTICLE_PICTURES.dogs,
  2: DEFAULT_ARTICLE_PICTURES.cats,
};

export const defaultImageUrl = (name: string) => `/img/articles/default-${name}.webp`;

/** The pictures an article of these families may get: its species' ones plus the general two. */
export function defaultImageCandidates(familyIds: number[]): string[] {
  const species = familyIds.flatMap((id) => BY_FAMILY[id] ?? []);
  return [...species, ...DEFAULT_ARTICLE_PICTURES.general].map(defaultImageUrl);
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
