import { and, eq } from 'drizzle-orm';
import { articleRevisions } from '../../../db/schema/index.ts';
import { checkAction, type Actor } from './article-rules.ts';
import { conflictOf } from './conflict.ts';
import { announce, type ArticleContext } from './context.ts';
import { prepareSnapshot } from './prepare-snapshot.ts';
import { invalid, refuse, type ArticleResult } from './results.ts';
import { changedFields, REVIEWED_FIELDS } from './snapshot.ts';
import { commitChange, lockArticle, type StateValues } from './write-article.ts';

/**
 * Restores an earlier revision's content as a new revision (event `restore`); history is never
 * rewritten. The state stays as it is; the same rules as a save apply (edit permission, the base
 * revision, a unique slug, the medical sign-off cleared when the reviewed words change).
 */
export async function restoreRevision(
  context: ArticleContext,
  actor: Actor,
  idArticle: number,
  number: number,
  input: { revision: number },
): Promise<ArticleResult<{ revision: number }>> {
  const result = await context.db.transaction(
    async (tx): Promise<ArticleResult<{ revision: number }>> => {
      const locked = await lockArticle(tx, idArticle);
      if (!locked) return refuse('not_found');
      const { row, snapshot: before } = locked;
      const [old] = await tx
        .select({ snapshot: articleRevisions.snapshot })
        .from(articleRevisions)
        .where(and(eq(articleRevisions.idArticle, idArticle), eq(articleRevisions.number, number)));
      if (!old) return refuse('not_found');
      const rule = checkAction(actor, row, 'edit');
      if (rule !== 'ok') return refuse('forbidden');
      if (row.revision !== input.revision)
        return conflictOf(tx, row, before, input.revision, old.snapshot);
      const prepared = await prepareSnapshot(tx, old.snapshot, idArticle);
      if (!prepared.ok) return invalid(prepared.fields);
      const after = prepared.snapshot;
      const values: StateValues = {};
      if (
        row.medicalReviewedAt &&
        changedFields(before, after).some((f) => REVIEWED_FIELDS.includes(f))
      ) {
        values.medicalReviewerId = null;
        values.medicalReviewedAt = null;
      }
      const updated = await commitChange(tx, {
        row,
        before,
        after,
        values,
        event: 'restore',
        actor: actor.idStaff,
        details: { restoredFrom: number },
      });
      return { ok: true, value: { revision: updated.revision } };
    },
  );
  if (result.ok) announce(context, idArticle);
  return result;
}
