import { eq, type SQL } from 'drizzle-orm';
import { articles } from '../../db/schema/index.ts';

/**
 * What visitors may see of an article (docs/decisions/035): only a `published` article appears
 * anywhere public. Every public read of `articles` adds this condition; the studio and the
 * preview page read articles in any state.
 */
export const isPublished: SQL = eq(articles.status, 'published');

/** What a public address of an article that is not shown answers. */
export type HiddenArticle = 'gone' | 'not_found';

/**
 * An unpublished article was public once: its address answers 410 Gone. A draft, one in review
 * or a scheduled one never was: 404, so that its existence is never revealed.
 */
export function hiddenAnswer(status: string | null): HiddenArticle {
  return status === 'unpublished' ? 'gone' : 'not_found';
}
