import type { MetaDescriptor } from 'react-router';
import type { ChromeInfo } from '../../core/site/get-website-info.ts';
import type { Locale } from '../../core/site/locale.ts';
import { chromeAt } from './website.tsx';

/**
 * The chrome's data the root loader named (decision 056), as meta functions find it among the
 * matches: in memory on the server, loaded before the render in the browser.
 */
export function rootInfo(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): ChromeInfo | null {
  const root = matches.find((m) => m?.id === 'root')?.data as { chrome?: string } | undefined;
  return (root?.chrome && chromeAt(root.chrome)) || null;
}

export interface PageSeo {
  title: string;
  /** Use the title as it is, without the site name (the breed profile's title is the breed name). */
  exactTitle?: boolean | undefined;
  description?: string | undefined;
  /** The page's path; made absolute with PUBLIC_URL for the canonical link and sharing. */
  path: string;
  image?: string | null | undefined;
  type?: 'website' | 'article' | undefined;
  /** Structured data (schema.org), one or several objects. */
  jsonLd?: object | object[] | undefined;
}

const absolute = (base: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${base}${path}`;

/** Title, description, canonical URL, Open Graph and Twitter card tags, and JSON-LD for a page. */
export function pageMeta(info: ChromeInfo | null, page: PageSeo): MetaDescriptor[] {
  const base = info?.website.public_url ?? '';
  const siteTitle = info?.website.title ?? '';
  const title = page.exactTitle
    ? page.title
    : page.title && page.title !== siteTitle
      ? `${page.title} · ${siteTitle}`
      : siteTitle;
  const description = page.description ?? info?.website.meta_description ?? '';
  const url = absolute(base, page.path);
  const image = page.image ? absolute(base, page.image) : null;
  const locale = info?.website.locale ?? 'en';
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteTitle },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title || siteTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    {
      property: 'og:locale',
      content: locale === 'pt_BR' ? 'pt_BR' : locale === 'pt' ? 'pt_PT' : 'en_GB',
    },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title || siteTitle },
    { name: 'twitter:description', content: description },
  ];
  tags.push(...languageAlternates(info, page.path));
  if (image)
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  for (const data of page.jsonLd ? [page.jsonLd].flat() : []) tags.push({ 'script:ld+json': data });
  return tags;
}

/**
 * A page's own description for search results and sharing, for a meta function that writes its
 * tags itself (pageMeta writes the same): the root no longer adds the site's (decision 087).
 */
export function descriptionMeta(description: string): MetaDescriptor[] {
  return [
    { name: 'description', content: description },
    { property: 'og:description', content: description },
    { name: 'twitter:description', content: description },
  ];
}

const HREFLANG: Record<Locale, string> = { en: 'en', pt: 'pt-PT', pt_BR: 'pt-BR' };

/** hreflang links to the same page on the site in each language, when there are several. */
function languageAlternates(info: ChromeInfo | null, path: string): MetaDescriptor[] {
  const sites = Object.entries(info?.website.locale_urls ?? {}) as [Locale, string][];
  if (sites.length < 2 || /^https?:\/\//.test(path)) return [];
  const fallback = sites.find(([locale]) => locale === 'en') ?? sites[0]!;
  return [
    ...sites.map(([locale, base]) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: HREFLANG[locale],
      href: `${base}${path}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${fallback[1]}${path}` },
  ];
}

/** schema.org BreadcrumbList from (name, path) pairs, with absolute URLs. */
export function breadcrumbs(
  info: ChromeInfo | null,
  items: [name: string, path: string][],
): object {
  const base = info?.website.public_url ?? '';
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(base, path),
    })),
  };
}
