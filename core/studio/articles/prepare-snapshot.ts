import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { articles, authors, categories, families } from '../../../db/schema/index.ts';
import { slugify } from '../../shared/slug.ts';
import type { ArticleSnapshot } from './snapshot.ts';

const KEY = 'studio_articles.errors';

/** A slug not used by another article: `base`, else `base-2`, `base-3`... */
export async function uniqueSlug(tx: Executor, base: string, idArticle: number | null) {
  const rows = await tx
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      and(
        or(eq(articles.slug, base), like(articles.slug, `${base}-%`)),
        idArticle === null ? undefined : ne(articles.idArticle, idArticle),
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A snapshot as sent, made ready to be written: the slug from the title when empty (made unique),
 * an edited slug checked (its form, and unique among articles), families, categories and the
 * author checked to exist. Field errors are message keys.
 */
export async function prepareSnapshot(
  tx: Executor,
  sent: ArticleSnapshot,
  idArticle: number | null,
): Promise<
  { ok: true; snapshot: ArticleSnapshot } | { ok: false; fields: Record<string, string[]> }
> {
  const fields: Record<string, string[]> = {};
  const snapshot: ArticleSnapshot = {
    ...sent,
    title: sent.title.trim(),
    families: [...new Set(sent.families)].sort((a, b) => a - b),
    categories: [...new Set(sent.categories)].sort((a, b) => a - b),
  };
  if (!snapshot.title) fields.title = [`${KEY}.title_required`];
  const slug = sent.slug.trim();
  if (!slug) {
    snapshot.slug = await uniqueSlug(tx, slugify(snapshot.title) || 'article', idArticle);
  } else if (slugify(slug) !== slug) {
    fields.slug = [`${KEY}.slug_invalid`];
  } else if ((await uniqueSlug(tx, slug, idArticle)) !== slug) {
    fields.slug = [`${KEY}.slug_taken`];
  } else snapshot.slug = slug;

  if (snapshot.families.length) {
    const found = await tx
      .select({ id: families.idFamily })
      .from(families)
      .where(inArray(families.idFamily, snapshot.families));
    if (found.length !== snapshot.families.length) fields.families = [`${KEY}.family_unknown`];
  }
  if (snapshot.categories.length) {
    const found = await tx
      .select({ id: categories.idCategory })
      .from(categories)
      .where(inArray(categories.idCategory, snapshot.categories));
    if (found.length !== snapshot.categories.length)
      fields.categories = [`${KEY}.category_unknown`];
  }
  if (snapshot.idAuthor !== null) {
    const [author] = await tx
      .select({ id: authors.idAuthor })
      .from(authors)
      .where(eq(authors.idAuthor, snapshot.idAuthor));
    if (!author) fields.idAuthor = [`${KEY}.author_unknown`];
  }
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, snapshot };
}
