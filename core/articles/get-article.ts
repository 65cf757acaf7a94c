import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, authors } from '../../db/schema/index.ts';
import { renderMarkdown } from '../shared/markdown.ts';
import type { Locale } from '../site/locale.ts';
import { toSummaries, type ArticleSummary } from './article-summary.ts';
import { readingTimeMinutes } from './reading-time.ts';

/** The whole article, its texts as markdown and as safe HTML. */
export interface Article extends ArticleSummary {
  content: string;
  get_more: string | null;
  /** content rendered on the server and sanitised */
  content_html: string;
  get_more_html: string | null;
  image_caption: string | null;
  reading_time: number;
  author: { name: string; occupation: string; image_url: string | null; biography: string } | null;
}

export async function getArticle(
  db: Db,
  idArticle: number,
  locale: Locale,
): Promise<Article | null> {
  const [row] = await db
    .select({ article: articles, author: authors })
    .from(articles)
    .leftJoin(authors, eq(authors.idAuthor, articles.idAuthor))
    .where(eq(articles.idArticle, idArticle))
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
