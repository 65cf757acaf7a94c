import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staticPages } from '../../db/schema/index.ts';
import { renderMarkdown } from '../shared/markdown.ts';
import { localeChain, type Locale } from '../site/locale.ts';
import { markdownDescription } from '../seo/meta-description.ts';
import { STATIC_PAGE_PATHS, type StaticPageKey } from './static-page-paths.ts';

/** A static page ready to show: its text in the best locale available, rendered and sanitised. */
export interface StaticPage {
  key: StaticPageKey;
  /** The main path, the canonical address of the page. */
  path: string;
  /** The locale the text is written in: the site locale, or a fallback when it has none. */
  locale: Locale;
  title: string;
  /** The markdown body as safe HTML; headings start at h2 (the title is the only h1). */
  body_html: string;
  /** Its first paragraph's words, its meta description (decision 087); empty without one. */
  description: string;
  /** The optional HTML text field, sanitised; null when empty. */
  html: string | null;
}

/**
 * The page in the site locale, else the locale's language, else English
 * (pt_BR -> pt -> en). Null when the page has no text in any of them.
 */
export async function getStaticPage(
  db: Db,
  key: StaticPageKey,
  locale: Locale,
): Promise<StaticPage | null> {
  const rows = await db.select().from(staticPages).where(eq(staticPages.key, key));
  for (const candidate of localeChain(locale)) {
    const row = rows.find((r) => r.locale === candidate);
    if (!row) continue;
    const html = row.html?.trim() ? renderMarkdown(row.html) : '';
    return {
      key,
      path: STATIC_PAGE_PATHS[key].path,
      locale: candidate,
      title: row.title,
      body_html: renderMarkdown(row.body),
      description: markdownDescription(row.body),
      html: html || null,
    };
  }
  return null;
}
