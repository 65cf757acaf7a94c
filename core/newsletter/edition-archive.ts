import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, newsletterEditions, products } from '../../db/schema/index.ts';
import { slugify } from '../shared/slug.ts';
import { EDITION_LIMITS } from './edition-rules.ts';
import { editionContent, readEdition, type EditionContext } from './read-edition.ts';
import { introHtml } from './render-edition.ts';

/** What an edition's pickers offer: published articles (by title) and products. */
export async function pickableForEdition(db: Db, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [articleRows, productRows] = await Promise.all([
    db
      .select({
        id: articles.idArticle,
        title: articles.title,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(and(eq(articles.status, 'published'), ilike(articles.title, pattern)))
      .orderBy(desc(articles.publishedAt))
      .limit(EDITION_LIMITS.pickable),
    db
      .select({ id: products.idProduct, name: products.name })
      .from(products)
      .orderBy(asc(products.name))
      .limit(EDITION_LIMITS.pickable),
  ]);
  return { articles: articleRows, products: productRows };
}

/** Sent editions, newest first (the public archive). */
export function listSentEditions(db: Db) {
  return db
    .select({
      id: newsletterEditions.idEdition,
      subject: newsletterEditions.subject,
      preheader: newsletterEditions.preheader,
      sentAt: newsletterEditions.sentAt,
    })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.state, 'sent'))
    .orderBy(desc(newsletterEditions.sentAt), desc(newsletterEditions.idEdition))
    .limit(500);
}

/** A sent edition's web version; null for any other state. */
export async function sentEdition(db: Db, context: EditionContext, idEdition: number) {
  const edition = await readEdition(db, idEdition);
  if (!edition || edition.state !== 'sent') return null;
  return {
    id: edition.id,
    slug: slugify(edition.subject) || 'edition',
    sentAt: edition.sentAt!,
    content: await editionContent(db, edition, context),
    /** The introduction as sanitised HTML with absolute links (core/shared/markdown.ts). */
    introHtml: introHtml(edition.intro, context.publicUrl),
  };
}
