import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, families, products } from '../../../db/schema/index.ts';
import { isPublished } from '../../articles/visibility.ts';
import { getHomeCuration } from '../../home/home-curation.ts';
import type { HomeChoice } from '../../home/home-content.ts';

/** The curation screen's state: what is chosen, in order, and what may be chosen. */
export interface HomeEditing {
  revision: number;
  choice: HomeChoice;
  /** Published articles, newest first: the carousel's, the list's and the widget's choices. */
  articles: { id: number; title: string }[];
  /** Banner-type products. */
  banners: { id: number; title: string }[];
  families: { id: number; name: string }[];
}

/** Published articles flagged for a placement, in the order the public home shows them. */
const placed = (db: Pick<Db, 'select'>, placement: 'home' | 'featured') => {
  const position = placement === 'home' ? articles.homePosition : articles.featuredPosition;
  return db
    .select({ id: articles.idArticle })
    .from(articles)
    .where(
      and(
        isPublished,
        placement === 'home' ? eq(articles.isHome, true) : eq(articles.isFeatured, true),
      ),
    )
    .orderBy(sql`${position} asc nulls last`, desc(articles.publishedAt), desc(articles.idArticle))
    .limit(placement === 'home' ? 30 : 8);
};

/** The curation as the screen edits it, read with the database or inside a save's transaction. */
export async function readHomeCuration(executor: Pick<Db, 'select'>): Promise<HomeEditing> {
  const [curation, featured, home, articleRows, bannerRows, familyRows] = await Promise.all([
    getHomeCuration(executor),
    placed(executor, 'featured'),
    placed(executor, 'home'),
    executor
      .select({ id: articles.idArticle, title: articles.title })
      .from(articles)
      .where(isPublished)
      .orderBy(desc(articles.publishedAt), desc(articles.idArticle)),
    executor
      .select({ id: products.idProduct, title: products.title })
      .from(products)
      .where(eq(products.type, 'banner'))
      .orderBy(asc(products.idProduct)),
    executor
      .select({ id: families.idFamily, name: families.name })
      .from(families)
      .orderBy(asc(families.idFamily)),
  ]);
  const bannerIds = curation.bannerIds.length
    ? curation.bannerIds
    : bannerRows.slice(0, 2).map((row) => row.id);
  return {
    revision: curation.revision,
    choice: {
      featured: featured.map((row) => row.id),
      home: home.map((row) => row.id),
      banners: bannerIds,
      inContext: curation.inContextArticleId,
      encyclopedia: curation.encyclopediaFamilyIds,
    },
    articles: articleRows,
    banners: bannerRows,
    families: familyRows,
  };
}
