/**
 * The lengths of an article's fields (characters), as the studio's API accepts them
 * (server/api/studio/article-bodies.ts) and as a content pack's rows are checked
 * (core/content-pack/pack-rules.ts).
 */
export const ARTICLE_LIMITS = {
  title: 300,
  slug: 200,
  excerpt: 2000,
  content: 200_000,
  getMore: 50_000,
  picture: 1000,
  imageCaption: 1000,
  imageAlt: 1000,
  seoTitle: 300,
  seoDescription: 1000,
  /** One source (a work's reference) and how many an article lists. */
  source: 500,
  sources: 30,
} as const;

/** A picture's address: one of the site's own paths, or http(s). */
export const isArticlePicture = (value: string) => /^(\/(?!\/)|https?:\/\/)/i.test(value);
