import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staticPages } from '../../../db/schema/index.ts';
import type { StaticPageKey } from '../../pages/static-page-paths.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { audit } from '../../shared/audit.ts';
import { sanitizeHtmlField } from '../../shared/markdown.ts';
import type { Locale } from '../../site/locale.ts';
import type { Actor } from '../operations.ts';
import type { StaticPageInput } from './page-rules.ts';
import type { StaticPageRow } from './read-pages.ts';

/** What a page's save needs: the database and the purge announcement. */
export interface PageContext {
  db: Db;
  purge: PurgeBus;
}

const snapshot = (row: StaticPageRow) => ({ title: row.title, body: row.body, html: row.html });

/** Writes the page's text in a locale (adds it when the locale had none). */
export async function savePage(
  context: PageContext,
  { idStaff: actor }: Actor,
  key: StaticPageKey,
  locale: Locale,
  input: StaticPageInput,
): Promise<StaticPageRow> {
  const html = input.html === null ? null : sanitizeHtmlField(input.html) || null;
  const saved = await context.db.transaction(async (tx) => {
    const values = { title: input.title, body: input.body, html, updatedAt: new Date() };
    const where = and(eq(staticPages.key, key), eq(staticPages.locale, locale));
    // Saves of one page's text take turns, to the end of the transaction. Without it two first
    // saves deadlock on PostgreSQL: one holds the new row, the other the content version that
    // its do-nothing insert's statement trigger bumped (db/migrations/0006_content-version.sql).
    await tx.execute(sql`select pg_advisory_xact_lock(7140032, hashtext(${`${key}/${locale}`}))`);
    const current = () => tx.select().from(staticPages).where(where).for('update');
    let [before] = await current();
    // A locale's first text. Should another writer (a content pack's import) add it at the same
    // moment, the insert does nothing and the save goes on as a change of it (decision 068).
    let [row] = before
      ? []
      : await tx
          .insert(staticPages)
          .values({ key, locale, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) {
      before ??= (await current())[0];
      [row] = await tx.update(staticPages).set(values).where(where).returning();
    }
    await audit(tx, {
      actor,
      action: 'page.update',
      subjectType: 'static_page',
      subjectId: `${key}/${locale}`,
      details: { before: before ? snapshot(before) : null, after: snapshot(row!) },
    });
    return row!;
  });
  context.purge.announce({ kind: 'site' });
  return saved;
}
