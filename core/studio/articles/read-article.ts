import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { articles, staff } from '../../../db/schema/index.ts';
import { allowedActions, type Actor, type ArticleAction } from './article-rules.ts';
import { checkArticle } from './check-article.ts';
import type { ContentCheck } from './content-checks.ts';
import type { ArticleContext } from './context.ts';
import {
  ARTICLE_COLUMNS,
  changedFields,
  snapshotOf,
  type ArticleRow,
  type ArticleSnapshot,
} from './snapshot.ts';
import { findAutosave, othersPresent, type Presence } from './working-copy.ts';
import { categoryIds, familyIds } from './write-article.ts';

export interface EditorArticle {
  row: ArticleRow;
  snapshot: ArticleSnapshot;
  ownerName: string | null;
  reviewerName: string | null;
  reviewerCredentials: string | null;
  /**
   * This staff member's working copy while it holds something the article does not: newer than
   * the last save, or older than someone else's save since (then `baseRevision` is older than
   * the article's, and saving it meets the 409 and its diff). Never hidden: no keystroke lost.
   */
  autosave: { baseRevision: number; snapshot: ArticleSnapshot; savedAt: Date } | null;
  others: Presence[];
  checks: ContentCheck[];
  actions: ArticleAction[];
}

/** One article as the editor opens it (docs/decisions/033); null when there is none. */
export async function readArticle(
  context: ArticleContext,
  actor: Actor,
  idArticle: number,
  now = new Date(),
): Promise<EditorArticle | null> {
  const { db } = context;
  const owner = alias(staff, 'owner');
  const reviewer = alias(staff, 'reviewer');
  const [found] = await db
    .select({
      row: ARTICLE_COLUMNS,
      families: familyIds,
      categories: categoryIds,
      ownerName: owner.displayName,
      reviewerName: reviewer.displayName,
      reviewerCredentials: reviewer.credentials,
    })
    .from(articles)
    .leftJoin(owner, eq(owner.idStaff, articles.idStaffOwner))
    .leftJoin(reviewer, eq(reviewer.idStaff, articles.medicalReviewerId))
    .where(eq(articles.idArticle, idArticle));
  if (!found) return null;
  const { row } = found;
  const snapshot = snapshotOf(row, found.families, found.categories);
  const [copy, others] = await Promise.all([
    findAutosave(db, idArticle, actor.idStaff),
    othersPresent(db, idArticle, actor.idStaff, now),
  ]);
  return {
    row,
    snapshot,
    ownerName: found.ownerName,
    reviewerName: found.reviewerName,
    reviewerCredentials: found.reviewerCredentials,
    autosave:
      copy && changedFields(snapshot, copy.snapshot).length
        ? { baseRevision: copy.baseRevision, snapshot: copy.snapshot, savedAt: copy.savedAt }
        : null,
    others,
    checks: await checkArticle(db, snapshot, context.checkFacts),
    actions: allowedActions(actor, row),
  };
}
