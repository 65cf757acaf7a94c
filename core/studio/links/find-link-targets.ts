import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { paths, staticPagePath } from '../../site/paths.ts';
import type { Locale } from '../../site/locale.ts';
import { articles, breeds, infographics, staticPages } from '../../../db/schema/index.ts';

/** What the editor's link button can point to (docs/decisions/083). */
export const LINK_TARGET_KINDS = ['article', 'breed', 'page', 'infographic'] as const;
export type LinkTargetKind = (typeof LINK_TARGET_KINDS)[number];

export interface LinkTarget {
  kind: LinkTargetKind;
  title: string;
  /** The public path, from the page table (core/site/paths.ts). */
  path: string;
}

/** Results per kind: enough to choose from while typing. */
export const LINK_TARGETS_PER_KIND = 8;

const like = (words: string) => `%${words.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Pages the site shows whose title holds `query`: published articles (a link to any other is a
 * broken link, content-checks.ts), breeds, the static pages of the site's language and
 * infographics, each with its public path built by the page table.
 */
export async function findLinkTargets(
  db: Executor,
  query: string,
  locale: Locale,
): Promise<LinkTarget[]> {
  const words = query.trim().replace(/\s+/g, ' ');
  if (!words) return [];
  const pattern = like(words);
  const [articleRows, breedRows, pageRows, infographicRows] = await Promise.all([
    db
      .select({ id: articles.idArticle, title: articles.title, slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.status, 'published'), ilike(articles.title, pattern)))
      .orderBy(asc(articles.title))
      .limit(LINK_TARGETS_PER_KIND),
    db
      .select({ id: breeds.idBreed, title: breeds.name, slug: breeds.slug })
      .from(breeds)
      .where(ilike(breeds.name, pattern))
      .orderBy(asc(breeds.name))
      .limit(LINK_TARGETS_PER_KIND),
    db
      .select({ key: staticPages.key, title: staticPages.title })
      .from(staticPages)
      .where(and(eq(staticPages.locale, locale), ilike(staticPages.title, pattern)))
      .orderBy(asc(staticPages.title))
      .limit(LINK_TARGETS_PER_KIND),
    db
      .select({
        id: infographics.idInfographic,
        title: infographics.title,
        slug: infographics.slug,
      })
      .from(infographics)
      .where(ilike(infographics.title, pattern))
      .orderBy(asc(infographics.title))
      .limit(LINK_TARGETS_PER_KIND),
  ]);
  return [
    ...articleRows.map((r) => ({
      kind: 'article' as const,
      title: r.title,
      path: paths.article({ id: r.id, slug: r.slug }),
    })),
    ...breedRows.map((r) => ({
      kind: 'breed' as const,
      title: r.title,
      path: paths.breedProfile({ id: r.id, slug: r.slug }),
    })),
    ...pageRows.map((r) => ({
      kind: 'page' as const,
      title: r.title,
      path: staticPagePath(r.key),
    })),
    ...infographicRows.map((r) => ({
      kind: 'infographic' as const,
      title: r.title,
      path: paths.infographic({ id: r.id, slug: r.slug }),
    })),
  ];
}
