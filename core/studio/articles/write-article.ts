import { eq } from 'drizzle-orm';
import type { Executor } from '../../mail/outbox.ts';
import {
  articleCategories,
  articleFamilies,
  articleRevisions,
  articles,
} from '../../../db/schema/index.ts';
import { audit } from '../audit.ts';
import type { ArticleStatus } from './article-rules.ts';
import {
  changeDetails,
  changedFields,
  rowValuesOf,
  snapshotOf,
  type ArticleRow,
  type ArticleSnapshot,
} from './snapshot.ts';

/** The article row, locked until the end of the transaction (null when there is none). */
export async function lockArticle(tx: Executor, idArticle: number): Promise<ArticleRow | null> {
  const [row] = await tx
    .select()
    .from(articles)
    .where(eq(articles.idArticle, idArticle))
    .for('update');
  return row ?? null;
}

/** An article's families and categories, by id. */
export async function linksOf(tx: Executor, idArticle: number) {
  const [families, categories] = await Promise.all([
    tx
      .select({ id: articleFamilies.idFamily })
      .from(articleFamilies)
      .where(eq(articleFamilies.idArticle, idArticle)),
    tx
      .select({ id: articleCategories.idCategory })
      .from(articleCategories)
      .where(eq(articleCategories.idArticle, idArticle)),
  ]);
  return { families: families.map((f) => f.id), categories: categories.map((c) => c.id) };
}

/** The snapshot of a row as it is now (families and categories read with it). */
export async function currentSnapshot(tx: Executor, row: ArticleRow): Promise<ArticleSnapshot> {
  const links = await linksOf(tx, row.idArticle);
  return snapshotOf(row, links.families, links.categories);
}

/** Columns of the row a change sets besides the snapshot's: state, schedule, sign-off. */
export type StateValues = Partial<
  Pick<
    ArticleRow,
    'status' | 'scheduledAt' | 'publishedAt' | 'medicalReviewerId' | 'medicalReviewedAt'
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
 */
export async function commitChange(tx: Executor, change: Change): Promise<ArticleRow> {
  const { row, before, after } = change;
  const revision = row.revision + 1;
  const [updated] = await tx
    .update(articles)
    .set({ ...rowValuesOf(after), ...change.values, revision, updatedAt: new Date() })
    .where(eq(articles.idArticle, row.idArticle))
    .returning();
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
  const status: ArticleStatus = updated!.status;
  await tx.insert(articleRevisions).values({
    idArticle: row.idArticle,
    number: revision,
    status,
    event: change.event,
    snapshot: after,
    idStaff: change.actor,
  });
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
  await audit(tx, {
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
  });
  return updated!;
}
