import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, authors } from '../../db/schema/index.ts';
import { summaryColumns, toSummaries, type ArticleSummary } from '../articles/article-summary.ts';
import { getInContextArticle } from '../articles/get-in-context-article.ts';
import { listPlacedArticles } from '../articles/list-articles.ts';
import { isPublished } from '../articles/visibility.ts';
import { listBanners } from '../products/list-banners.ts';
import type { Product } from '../products/to-product.ts';
import type { Locale } from '../site/locale.ts';
import { getHomeCuration } from './home-curation.ts';

/** A home page as curated (decision 044): what the studio saves, or previews unsaved. */
export interface HomeChoice {
  featured: number[];
  home: number[];
  banners: number[];
  inContext: number | null;
  encyclopedia: number[];
}

export interface HomeContent {
  featured: ArticleSummary[];
  home: ArticleSummary[];
  banners: Product[];
  inContext: ArticleSummary | null;
  /** Families whose breed lists the encyclopedia widget links, in order. */
  encyclopedia: number[];
}

/** Published articles of `ids`, in that order (the ones not published are left out). */
export async function listArticlesInOrder(
  db: Db,
  ids: readonly number[],
  locale: Locale,
): Promise<ArticleSummary[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
    .where(and(isPublished, inArray(articles.idArticle, [...ids])));
  const summaries = await toSummaries(db, rows, locale);
  return ids.map((id) => summaries.find((s) => s.id_article === id)).filter((s) => s !== undefined);
}

/** The optional lists: a failure leaves their section out rather than the whole home. */
const orEmpty = <T>(promise: Promise<T[]>): Promise<T[]> => promise.catch(() => []);

/**
 * The curated parts of the home page: the public home's (`choice` undefined) or an unsaved
 * choice the studio previews, drawn by the same code so the preview is what will show.
 */
export async function getHomeContent(
  db: Db,
  options: { locale: Locale; storeUrl: string; choice?: HomeChoice },
): Promise<HomeContent> {
  const { locale, storeUrl, choice } = options;
  const curation = choice ? null : await getHomeCuration(db).catch(() => null);
  const [featured, home, banners] = await Promise.all(
    choice
      ? ([
          listArticlesInOrder(db, choice.featured, locale),
          listArticlesInOrder(db, choice.home, locale),
          listBanners(db, storeUrl, 2, choice.banners),
        ] as const)
      : ([
          orEmpty(listPlacedArticles(db, 'featured', locale)),
          orEmpty(listPlacedArticles(db, 'home', locale)),
          orEmpty(listBanners(db, storeUrl, 2, curation?.bannerIds ?? [])),
        ] as const),
  );
  const chosen = choice ? choice.inContext : (curation?.inContextArticleId ?? null);
  const [picked] = chosen === null ? [] : await listArticlesInOrder(db, [chosen], locale);
  // The widget suggests something the page does not already show (not the featured hero again).
  const inContext =
    picked ??
    (await getInContextArticle(
      db,
      {},
      locale,
      [...featured, ...home].map((a) => a.id_article),
    ));
  return {
    featured,
    home,
    banners,
    inContext,
    encyclopedia: choice?.encyclopedia ?? curation?.encyclopediaFamilyIds ?? [2, 1],
  };
}
