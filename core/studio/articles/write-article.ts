import { eq, sql, type WithSubquery } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  articleCategories,
  articleFamilies,
  articleRevisions,
  articles,
} from '../../../db/schema/index.ts';
import { auditInsert } from '../../shared/audit.ts';
import type { ArticleStatus } from './article-rules.ts';
import {
  ARTICLE_COLUMNS,
  changeDetails,
  changedFields,
  rowValuesOf,
  snapshotOf,
  type ArticleRow,
  type ArticleSnapshot,
} from './snapshot.ts';

/** The ids of one of an article's link tables, ascending, read inside the article's own query. */
const linkIds = (
  table: 'article_families' | 'article_categories',
  id: 'id_family' | 'id_category',
) =>
  // Written out: drizzle leaves column names unqualified in a one-table select, which would turn
  // the correlation into `id_article = id_article`. Only these fixed names are interpolated.
  sql<number[]>`coalesce((select json_agg(l.${sql.raw(id)} order by l.${sql.raw(id)})
    from ${sql.raw(table)} l where l.id_article = articles.id_article), '[]'::json)`;
export const familyIds = linkIds('article_families', 'id_family');
export const categoryIds = linkIds('article_categories', 'id_category');

/**
 * The article row, locked until the end of the transaction, and its snapshot as it is now (null
 * when there is none): one query, families and categories read with the row.
 */
export async function lockArticle(
  tx: Executor,
  idArticle: number,
): Promise<{ row: ArticleRow; snapshot: ArticleSnapshot } | null> {
  const [found] = await tx
    .select({
      row: ARTICLE_COLUMNS,
      families: familyIds,
      categories: categoryIds,
    })
    .from(articles)
    .where(eq(articles.idArticle, idArticle))
    .for('update');
  if (!found) return null;
  return { row: found.row, snapshot: snapshotOf(found.row, found.families, found.categories) };
}

/** Columns of the row a change sets besides the snapshot's: state, schedule, sign-off. */
export type StateValues = Partial<
  Pick<
    ArticleRow,
    | 'status'
    | 'scheduledAt'
    | 'publishedAt'
    | 'medicalReviewerId'
    | 'medicalReviewedAt'
    | 'medicalReviewerName'
    | 'medicalReviewerCredentials'
    | 'trashedAt'
    | 'trashedBy'
  >
>;

export interface Change {
  row: ArticleRow;
  before: ArticleSnapshot;
  after: ArticleSnapshot;
  values?: StateValues;
  /** save, submit, schedule, unschedule, publish, unpublish, restore, review, create... */
  event: string;
  /** The staff member; null for the scheduler. */
  actor: number | null;
  /** More for the audit entry (e.g. the schedule time, who the scheduler acted for). */
  details?: Record<string, unknown>;
}

/**
 * The one write of every article change (docs/decisions/033), inside the caller's transaction:
 * the row with `revision` + 1, families and categories when they changed, a revision row with
 * the full snapshot, and an audit entry with the before and after of what changed. The caller
 * announces the purge after the commit.
 *
 * The revision, the audit entry and `also` (the caller's own writes, e.g. a save clears the
 * autosave) go with the row's update in one statement (data-modifying `WITH`), and that statement
 * comes last before the commit: one round trip instead of four, and the row write, whose trigger
 * bumps the one `content_version` row every change locks, holds that lock only until the commit
 * (docs/decisions/038).
 */
export async function commitChange(
  tx: Executor,
  change: Change,
  also: readonly WithSubquery[] = [],
): Promise<ArticleRow> {
  const { row, before, after } = change;
  const revision = row.revision + 1;
  const fields = changedFields(before, after);
  if (fields.includes('families')) {
    await tx.delete(articleFamilies).where(eq(articleFamilies.idArticle, row.idArticle));
    if (after.families.length)
      await tx
        .insert(articleFamilies)
        .values(after.families.map((idFamily) => ({ idArticle: row.idArticle, idFamily })));
  }
  if (fields.includes('categories')) {
    await tx.delete(articleCategories).where(eq(articleCategories.idArticle, row.idArticle));
    if (after.categories.length)
      await tx
        .insert(articleCategories)
        .values(after.categories.map((idCategory) => ({ idArticle: row.idArticle, idCategory })));
  }
  const status: ArticleStatus = change.values?.status ?? row.status;
  const newRevision = tx.$with('new_revision').as(
    tx.insert(articleRevisions).values({
      idArticle: row.idArticle,
      number: revision,
      status,
      event: change.event,
      snapshot: after,
      idStaff: change.actor,
    }),
  );
  const stateBefore: Record<string, unknown> = {};
  const stateAfter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change.values ?? {})) {
    const old = row[key as keyof StateValues];
    if (JSON.stringify(old) !== JSON.stringify(value)) {
      stateBefore[key] = old;
      stateAfter[key] = value;
    }
  }
  const details = changeDetails(before, after);
  const newAudit = tx.$with('new_audit').as(
    auditInsert(tx, {
      actor: change.actor,
      action: `article.${change.event}`,
      subjectType: 'article',
      subjectId: row.idArticle,
      details: {
        revision,
        before: { ...details.before, ...stateBefore },
        after: { ...details.after, ...stateAfter },
        ...change.details,
      },
    }),
  );
  const [updated] = await tx
    .with(newRevision, newAudit, ...also)
    .update(articles)
    .set({ ...rowValuesOf(after), ...change.values, revision, updatedAt: new Date() })
    .where(eq(articles.idArticle, row.idArticle))
    .returning(ARTICLE_COLUMNS);
  return updated!;
}
