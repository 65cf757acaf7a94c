import type { Locale } from '../../core/site/locale.ts';
import { demoPack, packRows } from '../../demo/pack/demo-pack.ts';

/**
 * The demo's content as tests expect to see it: read from its pack (demo/packs, with the locale's
 * overlays), typed for what tests compare.
 */
export function demoContent(locale: Locale = 'en', options: { overlaysDir?: string } = {}) {
  const pack = demoPack(locale, options);
  const rows = <T>(table: string) => packRows(pack, table) as T[];
  const related = rows<{ infographic: string; related: string; position: number }>(
    'infographic_related',
  );
  return {
    pack,
    authors: rows<{ key: string; name: string }>('authors'),
    breeds: rows<{ key: string; name: string; family: string; slug: string; id_breed: number }>(
      'breeds',
    ),
    articles: rows<{ key: string; title: string; id_article: number; slug: string }>('articles'),
    products: rows<{ id_product: number; name: string }>('products'),
    infographics: rows<{ key: string; title: string; facts: string[]; is_home: boolean }>(
      'infographics',
    ).map((i) => ({
      ...i,
      /** The related infographics' keys, in their order. */
      related: related
        .filter((r) => r.infographic === i.key)
        .sort((a, b) => a.position - b.position)
        .map((r) => r.related),
    })),
  };
}
