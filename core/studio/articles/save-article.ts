import { and, eq } from 'drizzle-orm';
import { articleAutosaves } from '../../../db/schema/index.ts';
import { checkAction, type Actor } from './article-rules.ts';
import { checkArticle } from './check-article.ts';
import { hasErrors } from './content-checks.ts';
import { conflictOf } from './conflict.ts';
import { announce, type ArticleContext } from './context.ts';
import { prepareSnapshot } from './prepare-snapshot.ts';
import { invalid, refuse, type ArticleResult } from './results.ts';
import { changedFields, REVIEWED_FIELDS, type ArticleSnapshot } from './snapshot.ts';
import { commitChange, lockArticle, type StateValues } from './write-article.ts';

export interface ArticleSave {
  /** The revision the editor's copy was based on. */
  revision: number;
  snapshot: ArticleSnapshot;
  /**
   * The home flags as the editor loaded them. A flag the editor left as loaded is not written:
   * the home page's curation may have changed it since without a new revision (decision 044).
   */
  placementBase?: Pick<ArticleSnapshot, PlacementField>;
}

const PLACEMENT_FIELDS = ['isHome', 'isFeatured'] as const;
type PlacementField = (typeof PLACEMENT_FIELDS)[number];

/** The snapshot to write: placement flags the editor did not change keep their current value. */
function withCurrentPlacement(
  after: ArticleSnapshot,
  before: ArticleSnapshot,
  base: ArticleSave['placementBase'],
): ArticleSnapshot {
  if (!base) return after;
  const kept = { ...after };
  for (const field of PLACEMENT_FIELDS)
    if (after[field] === base[field]) kept[field] = before[field];
  return kept;
}

/**
 * A manual save: refused when based on an older revision (409 with the diff, never a silent
 * overwrite), else one transaction writes the row, a revision and an audit entry and clears this
 * staff member's autosave. Changing the reviewed words clears a medical sign-off. On a live
 * article it is refused (422 with the checks) while a content check has an error.
 */
export async function saveArticle(
  context: ArticleContext,
  actor: Actor,
  idArticle: number,
  save: ArticleSave,
): Promise<ArticleResult<{ revision: number }>> {
  const result = await context.db.transaction(
    async (tx): Promise<ArticleResult<{ revision: number }>> => {
      const locked = await lockArticle(tx, idArticle);
      if (!locked) return refuse('not_found');
      const { row, snapshot: before } = locked;
      const rule = checkAction(actor, row, 'edit');
      if (rule !== 'ok') return refuse(rule === 'forbidden' ? 'forbidden' : 'impossible');
      if (row.revision !== save.revision)
        return conflictOf(tx, row, before, save.revision, save.snapshot);
      const prepared = await prepareSnapshot(tx, save.snapshot, idArticle);
      if (!prepared.ok) return invalid(prepared.fields);
      const after = withCurrentPlacement(prepared.snapshot, before, save.placementBase);
      // A save of a live article is what visitors read next: it passes the checks a publication
      // passes (docs/decisions/074), else it is refused with the list and nothing changes.
      if (row.status === 'published') {
        const checks = await checkArticle(tx, after, context.checkFacts);
        if (hasErrors(checks)) return { ok: false, error: 'checks_failed', checks };
      }
      const values: StateValues = {};
      const reviewedChanged = changedFields(before, after).some((f) => REVIEWED_FIELDS.includes(f));
      if (reviewedChanged && row.medicalReviewedAt) {
        values.medicalReviewerId = null;
        values.medicalReviewedAt = null;
      }
      // The save clears this staff member's autosave in the same statement as the row's write.
      const clearAutosave = tx
        .$with('cleared_autosave')
        .as(
          tx
            .delete(articleAutosaves)
            .where(
              and(
                eq(articleAutosaves.idArticle, idArticle),
                eq(articleAutosaves.idStaff, actor.idStaff),
              ),
            ),
        );
      const updated = await commitChange(
        tx,
        { row, before, after, values, event: 'save', actor: actor.idStaff },
        [clearAutosave],
      );
      return { ok: true, value: { revision: updated.revision } };
    },
  );
  if (result.ok) announce(context, idArticle);
  return result;
}
