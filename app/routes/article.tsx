import { redirect } from 'react-router';
import { parseId } from '../../core/shared/ids.ts';
import { SLUG } from '../../core/shared/slug.ts';
import { paths } from '../../core/site/paths.ts';
import { ArticlePageView } from '../components/articles/article-page.tsx';
import { articleHeader, articleMeta, articlePageData } from '../lib/article-page.ts';
import { gone, notFound } from '../lib/not-found.ts';
import type { Route } from './+types/article';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null || !SLUG.test(params.slug)) throw notFound();
  const article = await context.services.articles.get(id);
  // Only a published article is shown; one taken down is gone, any other never existed for a
  // visitor (docs/decisions/035).
  if (!article) throw (await context.services.articles.hidden(id)) === 'gone' ? gone() : notFound();
  const url = new URL(request.url);
  // One address per article: any other slug (an old one included) moves permanently to the
  // canonical one, since the id is in the path (docs/decisions/035).
  if (params.slug !== article.slug)
    throw redirect(paths.article({ id: article.id_article, slug: article.slug }) + url.search, 301);
  return articlePageData(context, article, url);
}

export const handle = articleHeader;

export const meta: Route.MetaFunction = ({ data, matches }) => articleMeta(data, matches);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticlePageView data={loaderData} />;
}
