import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staticPages } from '../../../db/schema/index.ts';
import type { StaticPageKey } from '../../pages/static-page-paths.ts';
import type { Locale } from '../../site/locale.ts';

export type StaticPageRow = typeof staticPages.$inferSelect;

/** Every page's text in every locale, by page and locale. */
export const listPages = (db: Db) =>
  db.select().from(staticPages).orderBy(asc(staticPages.key), asc(staticPages.locale));

export async function getPage(
  db: Db,
  key: StaticPageKey,
  locale: Locale,
): Promise<StaticPageRow | null> {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(and(eq(staticPages.key, key), eq(staticPages.locale, locale)));
  return row ?? null;
}
