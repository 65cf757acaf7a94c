import { and, eq } from 'drizzle-orm';
import { articleAutosaves, articleRevisions } from '../../../db/schema/index.ts';
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
 * revision, a unique slug, the medical sign-off cleared when the reviewed words change). The slug
 * is never taken back: the address the article has now stays its address.
 *
 * On a live (published) article nothing public changes (docs/decisions/074): the restored content
 * becomes this staff member's working copy (their autosave, based on the current revision), and
 * goes live only through a save of a live article, which runs the content checks.
 */
export async function restoreRevision(
  context: ArticleContext,
  actor: Actor,
  idArticle: number,
  number: number,
  input: { revision: number },
): Promise<ArticleResult<{ revision: number; draft: boolean }>> {
  const result = await context.db.transaction(
    async (tx): Promise<ArticleResult<{ revision: number; draft: boolean }>> => {
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
      // A revision saved before sources existed restores none.
      const restored = { ...old.snapshot, sources: old.snapshot.sources ?? [], slug: before.slug };
      if (row.status === 'published') {
        await tx
          .insert(articleAutosaves)
          .values({
            idArticle,
            idStaff: actor.idStaff,
            baseRevision: row.revision,
            snapshot: restored,
            savedAt: new Date(),
          })
          .onConflictDoUpdate({
            target: [articleAutosaves.idArticle, articleAutosaves.idStaff],
            set: { baseRevision: row.revision, snapshot: restored, savedAt: new Date() },
          });
        return { ok: true, value: { revision: row.revision, draft: true } };
      }
      const prepared = await prepareSnapshot(tx, restored, idArticle);
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
      return { ok: true, value: { revision: updated.revision, draft: false } };
    },
  );
  // A working copy is never public: nothing to purge.
  if (result.ok && !result.value.draft) announce(context, idArticle);
  return result;
}
