import { redirect } from 'react-router';
import { STATIC_PAGE_PATHS, staticPageForPath } from '../../core/pages/static-page-paths.ts';
import { pageLanguage } from '../../core/site/locale.ts';
import { notFound } from '../lib/not-found.ts';
import { descriptionMeta, rootInfo } from '../lib/seo.ts';
import type { Route } from './+types/static-page';

/**
 * About, privacy policy, terms of use, FAQ and "to be decided": one module for every path in
 * STATIC_PAGE_PATHS. An alias (or any other spelling of the main path) moves permanently to the
 * main path (docs/decisions/009-static-page-aliases.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = staticPageForPath(url.pathname);
  if (!key) throw notFound();
  const { path } = STATIC_PAGE_PATHS[key];
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  const page = await context.services.pages.get(key);
  if (!page) throw notFound();
  const siteLanguage = pageLanguage(context.services.settings.locale);
  const textLanguage = pageLanguage(page.locale);
  return {
    page,
    // Its first paragraph (core/pages/get-static-page.ts), else the site's own sentence.
    description: page.description || context.services.settings.metaDescription,
    canonical: `${context.services.settings.publicUrl}${path}`,
    // A text shown in a fallback language says so, for screen readers and translators.
    lang: textLanguage === siteLanguage ? undefined : textLanguage,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const site = rootInfo(matches)?.website.title;
  return [
    { title: site ? `${data.page.title} · ${site}` : data.page.title },
    ...descriptionMeta(data.description),
    { tagName: 'link', rel: 'canonical', href: data.canonical },
  ];
};

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page, lang } = loaderData;
  return (
    <article className="page static-page" lang={lang} data-page={page.key}>
      <h1 className="static-page__title">{page.title}</h1>
      {/* Rendered from markdown and sanitised on the server (core/pages/get-static-page.ts). */}
      <div
        className="prose static-page__body"
        dangerouslySetInnerHTML={{ __html: page.body_html }}
      />
      {page.html ? (
        <div className="prose static-page__body" dangerouslySetInnerHTML={{ __html: page.html }} />
      ) : null}
    </article>
  );
}
