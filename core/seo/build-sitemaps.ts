import { asc, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articles,
  breeds,
  families,
  infographics,
  newsletterEditions,
  staticPages,
} from '../../db/schema/index.ts';
import { slugify } from '../shared/slug.ts';
import { localizedSlug, type Locale } from '../site/locale.ts';
import { isPublished } from '../articles/visibility.ts';
import { STATIC_PAGE_PATHS } from '../pages/static-page-paths.ts';
import { xmlEscape } from './xml.ts';
import { paths } from '../site/paths.ts';

export const SITEMAP_SECTIONS = ['pages', 'breeds', 'articles', 'infographics'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

interface Entry {
  path: string;
  lastmod: Date | null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function urlset(base: string, entries: Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xmlEscape(base + e.path)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

async function entries(db: Db, section: SitemapSection, locale: Locale): Promise<Entry[]> {
  switch (section) {
    case 'pages': {
      const [latestArticle] = await db
        .select({ at: max(articles.updatedAt) })
        .from(articles)
        .where(isPublished);
      const pages = await db
        .select({ key: staticPages.key, at: max(staticPages.updatedAt) })
        .from(staticPages)
        .groupBy(staticPages.key);
      const familyRows = await db.select().from(families).orderBy(asc(families.position));
      // The newsletter's archive and its sent editions (decision 047).
      const sent = await db
        .select({
          id: newsletterEditions.idEdition,
          subject: newsletterEditions.subject,
          at: newsletterEditions.sentAt,
        })
        .from(newsletterEditions)
        .where(eq(newsletterEditions.state, 'sent'))
        .orderBy(desc(newsletterEditions.sentAt));
      return [
        { path: '/', lastmod: latestArticle?.at ?? null },
        { path: paths.infographics({}), lastmod: null },
        ...familyRows.flatMap((f) => [
          { path: paths.breedList({ id: f.idFamily }), lastmod: null },
          {
            path: paths.familyArticles({
              id: f.idFamily,
              slug: localizedSlug(f.slug, f.translations, locale),
            }),
            lastmod: null,
          },
        ]),
        ...pages.map((p) => ({ path: STATIC_PAGE_PATHS[p.key].path, lastmod: p.at })),
        { path: paths.newsletterArchive({}), lastmod: sent[0]?.at ?? null },
        ...sent.map((e) => ({
          path: paths.newsletterEdition({ id: e.id, slug: slugify(e.subject) || 'edition' }),
          lastmod: e.at,
        })),
      ];
    }
    case 'breeds': {
      const rows = await db
        .select({ id: breeds.idBreed, slug: breeds.slug, at: breeds.updatedAt })
        .from(breeds)
        .orderBy(asc(breeds.idBreed));
      return rows.flatMap((b) => {
        const path = paths.breedProfile({ id: b.id, slug: b.slug });
        return [
          { path, lastmod: b.at },
          { path: `${path}/details`, lastmod: b.at },
        ];
      });
    }
    case 'articles': {
      const rows = await db
        .select({ id: articles.idArticle, slug: articles.slug, at: articles.updatedAt })
        .from(articles)
        .where(isPublished)
        .orderBy(desc(articles.publishedAt));
      return rows.map((a) => ({ path: paths.article({ id: a.id, slug: a.slug }), lastmod: a.at }));
    }
    case 'infographics': {
      const rows = await db
        .select({
          id: infographics.idInfographic,
          slug: infographics.slug,
          at: infographics.publishedAt,
        })
        .from(infographics)
        .orderBy(asc(infographics.idInfographic));
      return rows.map((i) => ({
        path: paths.infographic({ id: i.id, slug: i.slug }),
        lastmod: i.at,
      }));
    }
  }
}

/** One section's sitemap, with absolute URLs under the site's public address. */
export async function buildSitemap(
  db: Db,
  section: SitemapSection,
  publicUrl: string,
  locale: Locale,
): Promise<string> {
  return urlset(publicUrl, await entries(db, section, locale));
}

/** The sitemap index naming every section, each with its newest change. */
export async function buildSitemapIndex(
  db: Db,
  publicUrl: string,
  locale: Locale,
): Promise<string> {
  const items = await Promise.all(
    SITEMAP_SECTIONS.map(async (section) => {
      const list = await entries(db, section, locale);
      const newest = list.reduce<Date | null>(
        (acc, e) => (e.lastmod && (!acc || e.lastmod > acc) ? e.lastmod : acc),
        null,
      );
      return `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemap-${section}.xml`)}</loc>${newest ? `<lastmod>${day(newest)}</lastmod>` : ''}</sitemap>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
