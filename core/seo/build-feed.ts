import type { Db } from '../../db/client.ts';
import { listArticles } from '../articles/list-articles.ts';
import type { Locale } from '../site/locale.ts';
import { pageLanguage } from '../site/locale.ts';
import { xmlEscape } from './xml.ts';
import { paths } from '../site/paths.ts';

export interface FeedOptions {
  publicUrl: string;
  title: string;
  description: string;
  locale: Locale;
  /** A family's feed, or the whole site's. */
  family?: { id: number; name: string; slug: string };
}

/** RSS 2.0 of the latest articles (one page), of the site or of a family. */
export async function buildFeed(db: Db, options: FeedOptions): Promise<string> {
  const { publicUrl, family } = options;
  const page = await listArticles(
    db,
    { page: 1, ...(family ? { idFamily: family.id } : {}) },
    options.locale,
  );
  const self = family ? `${publicUrl}/rss/${family.id}.xml` : `${publicUrl}/rss.xml`;
  const link = family
    ? `${publicUrl}${paths.familyArticles({ id: family.id, slug: family.slug })}`
    : `${publicUrl}/`;
  const title = family ? `${options.title} · ${family.name}` : options.title;
  const items = page.data.map((a) => {
    const url = `${publicUrl}${paths.article({ id: a.id_article, slug: a.slug })}`;
    return [
      '<item>',
      `<title>${xmlEscape(a.title)}</title>`,
      `<link>${xmlEscape(url)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `<description>${xmlEscape(a.excerpt)}</description>`,
      `<pubDate>${new Date(a.timestamp * 1000).toUTCString()}</pubDate>`,
      ...(a.author ? [`<dc:creator>${xmlEscape(a.author.name)}</dc:creator>`] : []),
      ...a.categories.map((c) => `<category>${xmlEscape(c.name)}</category>`),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlEscape(title)}</title>`,
    `<link>${xmlEscape(link)}</link>`,
    `<description>${xmlEscape(options.description)}</description>`,
    `<language>${pageLanguage(options.locale)}</language>`,
    `<atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
