import { useState } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import { Link, redirect } from 'react-router';
import type { ArticlePage } from '../../core/articles/list-articles.ts';
import { withImage } from '../../core/articles/default-image.ts';
import { parseId } from '../../core/shared/ids.ts';
import { SLUG } from '../../core/shared/slug.ts';
import {
  ArticleCard,
  articlePath,
  type ArticleCardData,
} from '../components/articles/article-card.tsx';
import { ArticleImage } from '../components/articles/article-image.tsx';
import { getJson } from '../lib/api.ts';
import { notFound } from '../lib/not-found.ts';
import { showsFamilyName } from '../lib/website.tsx';
import type { HeaderHandle } from '../lib/header-layout.ts';
import { breadcrumbs, pageMeta, rootInfo } from '../lib/seo.ts';
import type { Route } from './+types/articles-list';
import { familyText, familyTextOf } from '../lib/family-text.ts';
import { translator } from '../../core/site/messages.ts';
import { paths } from '../../core/site/paths.ts';

/** The hero and the three rows above the "don't miss" widget. */
const ARTICLES_ABOVE_WIDGET = 4;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, slug, idCategory, slugCategory } = params;
  const idFamily = parseId(id);
  const idCategoryNumber = idCategory === undefined ? undefined : parseId(idCategory);
  const valid =
    idFamily !== null &&
    SLUG.test(slug) &&
    (idCategory === undefined || (idCategoryNumber !== null && SLUG.test(slugCategory ?? '')));
  if (!valid) throw notFound();
  const { site, articles } = context.services;
  const info = await site.websiteInfo();
  const family = info.families.find((f) => f.id_family === idFamily);
  const category =
    idCategory === undefined
      ? undefined
      : info.categories.find((c) => c.id_category === idCategoryNumber);
  if (!family || (idCategory !== undefined && !category)) throw notFound();

  // One address per list: other slugs move permanently to the canonical ones.
  const canonical = category
    ? paths.categoryArticles({
        id: family.id_family,
        slug: family.slug,
        idCategory: category.id_category,
        slugCategory: category.slug,
      })
    : paths.familyArticles({ id: family.id_family, slug: family.slug });
  const url = new URL(request.url);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);

  const filter = {
    idFamily: family.id_family,
    ...(category ? { idCategory: category.id_category } : {}),
  };
  const page = await articles.list({ ...filter, page: 1 });
  if (page.data.length === 0) throw notFound();
  // The widget sits under the hero and three rows: it suggests an article not on this page, else
  // at least not one of the four above it (never the hero again).
  const shown = page.data.map((a) => a.id_article);
  const widget =
    (await articles.inContext(filter, shown)) ??
    (await articles.inContext(filter, shown.slice(0, ARTICLES_ABOVE_WIDGET)));
  // The list's own sentence for search results (decision 087), not its first article's excerpt.
  const t = translator(context.services.messages);
  const about = familyTextOf(context.services.messages, 'articles', family);
  const description = category
    ? t('seo.category_articles', { category: category.name, articles: about })
    : t('seo.family_articles', { articles: about });
  return {
    description,
    family: { id_family: family.id_family, name: family.name },
    category: category ? { id_category: category.id_category, name: category.name } : null,
    articles: page.data.map((a) => withImage(a)),
    lastPage: page.last_page,
    widget: widget ? withImage(widget) : null,
  };
}

/** Menu title: the category name, or "articles" with the family name, which families 1 and 2 leave out. */
export const handle: HeaderHandle = {
  header: (data, t) => {
    const d = data as Awaited<ReturnType<typeof loader>> | undefined;
    if (!d) return null;
    const title =
      d.category?.name ??
      (showsFamilyName(d.family.id_family)
        ? t('articles.menu_title', { family: d.family.name })
        : t('articles.menu_title_root'));
    return { idFamily: d.family.id_family, title };
  },
};

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const info = rootInfo(matches);
  const { family, category } = data;
  const familyInfo = info?.families.find((f) => f.id_family === family.id_family);
  const familySlug = familyInfo?.slug ?? '';
  const familyPath = paths.familyArticles({ id: family.id_family, slug: familySlug });
  const categorySlug =
    info?.categories.find((c) => c.id_category === category?.id_category)?.slug ?? '';
  const path = category
    ? paths.categoryArticles({
        id: family.id_family,
        slug: familySlug,
        idCategory: category.id_category,
        slugCategory: categorySlug,
      })
    : familyPath;
  return [
    ...pageMeta(info, {
      title: category ? `${category.name} · ${family.name}` : family.name,
      description: data.description,
      path,
      image: data.articles[0]?.image_url,
      jsonLd: breadcrumbs(info, [
        [info?.website.title ?? '', '/'],
        [family.name, familyPath],
        ...(category ? ([[category.name, path]] as [string, string][]) : []),
      ]),
    }),
    // The family's own feed, beside the site's one linked from the root.
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      href: `/rss/${family.id_family}.xml`,
      title: `RSS · ${family.name}`,
    },
  ];
};

export default function ArticlesList({ loaderData }: Route.ComponentProps) {
  const key = `${loaderData.family.id_family}/${loaderData.category?.id_category ?? ''}`;
  // A new family or category is a new list: keying on it resets the pages loaded so far.
  return <ArticlesListView key={key} {...loaderData} />;
}

function ArticlesListView({
  family,
  category,
  articles: first,
  lastPage,
  widget,
}: Route.ComponentProps['loaderData']) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ArticleCardData[]>(first);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const heading = category
    ? category.name
    : showsFamilyName(family.id_family)
      ? familyText(t, 'articles', family)
      : t('articles.list_heading_root', { family: family.name });

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    const path = category
      ? `/api/articles/family/${family.id_family}/category/${category.id_category}?page=${page + 1}`
      : `/api/articles/family/${family.id_family}?page=${page + 1}`;
    try {
      const next = await getJson<ArticlePage>(path);
      setItems((current) => [...current, ...next.data.map((a) => withImage(a))]);
      setPage(page + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const [hero, ...others] = items;
  const list = others.slice(0, ARTICLES_ABOVE_WIDGET - 1);
  const rest = others.slice(ARTICLES_ABOVE_WIDGET - 1);
  return (
    <div className="page articles-list">
      <h1 className="visually-hidden">{heading}</h1>
      {hero ? (
        <article className="article-hero">
          <ArticleImage
            src={hero.image_url}
            mobileSrc={hero.mobile_image_url}
            alt=""
            aria-hidden="true"
            width={1000}
            height={560}
            eager
          />
          <div className="article-hero__body">
            <h2 className="article-hero__title">
              <Link to={articlePath(hero)}>{hero.title}</Link>
            </h2>
            <p className="article-hero__excerpt">{hero.excerpt}</p>
            {hero.author ? (
              <p className="article-hero__author">{t('articles.by', { name: hero.author.name })}</p>
            ) : null}
          </div>
        </article>
      ) : null}
      {list.length ? (
        <ul className="article-rows" aria-label={t('articles.latest')}>
          {list.map((a) => (
            <li key={a.id_article}>
              <ArticleCard article={a} variant="row" />
            </li>
          ))}
        </ul>
      ) : null}
      {widget ? (
        <aside
          className="article-widget article-widget--simple"
          aria-labelledby="simple-article-widget"
        >
          <p className="article-widget__kicker" id="simple-article-widget">
            {t('articles.widget_kicker')}
          </p>
          <h2 className="article-widget__title">
            <Link to={articlePath(widget)}>{widget.title}</Link>
          </h2>
          <p>{widget.excerpt}</p>
        </aside>
      ) : null}
      {rest.length ? (
        <ul className="article-grid" aria-label={t('articles.more')}>
          {rest.map((a) => (
            <li key={a.id_article}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <p role="alert" className="form-error">
          {t('articles.load_failed')}
        </p>
      ) : null}
      {page < lastPage ? (
        <button
          type="button"
          className="button articles-list__more"
          onClick={loadMore}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? t('articles.loading') : t('articles.load_more')}
        </button>
      ) : null}
    </div>
  );
}
