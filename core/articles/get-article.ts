import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, authors } from '../../db/schema/index.ts';
import { renderMarkdown } from '../shared/markdown.ts';
import type { Locale } from '../site/locale.ts';
import { toSummaries, type ArticleSummary } from './article-summary.ts';
import { readingTimeMinutes } from './reading-time.ts';
import { isPublished } from './visibility.ts';

/**
 * The medical sign-off shown near the title: "Medically reviewed by {name}, {credentials}" and
 * "Last reviewed {date}", as it was given (docs/decisions/086-breed-and-article-pages.md).
 */
export interface MedicalReview {
  name: string;
  credentials: string;
  /** seconds since the epoch */
  reviewed_at: number;
}

/** The whole article, its texts as markdown and as safe HTML. */
export interface Article extends ArticleSummary {
  content: string;
  get_more: string | null;
  /** content rendered on the server and sanitised */
  content_html: string;
  get_more_html: string | null;
  image_caption: string | null;
  /** The hero picture's text alternative; empty: the page falls back to the caption. */
  image_alt: string;
  /** For search results and shares; empty: the title and the excerpt stand in. */
  seo_title: string;
  seo_description: string;
  /** The picture shares show; null: the article's own picture. */
  social_image_url: string | null;
  medical_review: MedicalReview | null;
  /** The works it draws on, listed under it. */
  sources: string[];
  reading_time: number;
  author: { name: string; occupation: string; image_url: string | null; biography: string } | null;
}

/**
 * One article. Visitors get it only while it is published (docs/decisions/035); `anyState` is
 * for the signed preview link, which shows a draft exactly as the public page would.
 */
export async function getArticle(
  db: Db,
  idArticle: number,
  locale: Locale,
  options: { anyState?: boolean } = {},
): Promise<Article | null> {
  const [row] = await db
    .select({ article: articles, author: authors })
    .from(articles)
    .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
    .where(and(eq(articles.idArticle, idArticle), ...(options.anyState ? [] : [isPublished])))
    .limit(1);
  if (!row) return null;
  const { article, author } = row;
  const [summary] = await toSummaries(db, [{ article, authorName: author?.name ?? null }], locale);
  return {
    ...summary!,
    content: article.content,
    get_more: article.getMore,
    content_html: renderMarkdown(article.content),
    get_more_html: article.getMore ? renderMarkdown(article.getMore) : null,
    image_caption: article.imageCaption,
    image_alt: article.imageAlt,
    seo_title: article.seoTitle,
    seo_description: article.seoDescription,
    social_image_url: article.socialImageUrl,
    medical_review:
      article.medicalReviewerName && article.medicalReviewedAt
        ? {
            name: article.medicalReviewerName,
            credentials: article.medicalReviewerCredentials,
            reviewed_at: Math.floor(article.medicalReviewedAt.getTime() / 1000),
          }
        : null,
    sources: article.sources,
    reading_time: readingTimeMinutes(article.content, article.getMore),
    author: author
      ? {
          name: author.name,
          occupation: author.occupation,
          image_url: author.imageUrl,
          biography: author.biography,
        }
      : null,
  };
}

/** The state of an article whatever it is (null: no such article), for a hidden one's answer. */
export async function getArticleStatus(db: Db, idArticle: number): Promise<string | null> {
  const [row] = await db
    .select({ status: articles.status })
    .from(articles)
    .where(eq(articles.idArticle, idArticle))
    .limit(1);
  return row?.status ?? null;
}
