import { describe, expect, it } from 'vitest';
import type { WebsiteInfo } from '../../core/site/get-website-info.ts';
import { pageMeta } from './seo.ts';

const info = (localeUrls: WebsiteInfo['website']['locale_urls']) =>
  ({
    website: {
      title: 'Pawpedia',
      meta_description: 'Pets',
      locale: 'pt',
      public_url: 'https://pawpedia.pt',
      locale_urls: localeUrls,
    },
  }) as WebsiteInfo;

const alternates = (tags: ReturnType<typeof pageMeta>) =>
  tags.filter((t) => 'rel' in t && t.rel === 'alternate' && 'hrefLang' in t);

describe('pageMeta', () => {
  it('links the same page in every language the site exists in, with an English default', () => {
    const tags = pageMeta(
      info({
        en: 'https://pawpedia.com',
        pt: 'https://pawpedia.pt',
        pt_BR: 'https://pawpedia.com.br',
      }),
      { title: 'Labrador', path: '/breeds/12/labrador' },
    );
    expect(alternates(tags)).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en',
        href: 'https://pawpedia.com/breeds/12/labrador',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'pt-PT',
        href: 'https://pawpedia.pt/breeds/12/labrador',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'pt-BR',
        href: 'https://pawpedia.com.br/breeds/12/labrador',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://pawpedia.com/breeds/12/labrador',
      },
    ]);
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://pawpedia.pt/breeds/12/labrador',
    });
  });

  it('has no alternates for a site in one language', () => {
    expect(
      alternates(pageMeta(info({ pt: 'https://pawpedia.pt' }), { title: 'x', path: '/' })),
    ).toEqual([]);
  });
});
