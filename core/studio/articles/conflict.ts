import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { articleRevisions } from '../../../db/schema/index.ts';
import type { ArticleRefusal } from './results.ts';
import type { ArticleRow, ArticleSnapshot } from './snapshot.ts';
import { diffSnapshots } from './word-diff.ts';

/**
 * The refusal of a change based on an older revision (optimistic concurrency): the current
 * revision and the word diff from the saved article to the version sent (for a change of state,
 * which sends no content, the version the person had: their base revision's snapshot).
 */
export async function conflictOf(
  tx: Executor,
  row: ArticleRow,
  current: ArticleSnapshot,
  basedOn: number,
  sent: ArticleSnapshot | null,
): Promise<ArticleRefusal> {
  let theirs = sent;
  if (!theirs) {
    const [revision] = await tx
      .select({ snapshot: articleRevisions.snapshot })
      .from(articleRevisions)
      .where(
        and(eq(articleRevisions.idArticle, row.idArticle), eq(articleRevisions.number, basedOn)),
      );
    theirs = revision?.snapshot ?? current;
  }
  return {
    ok: false,
    error: 'conflict',
    currentRevision: row.revision,
    diff: diffSnapshots(current, theirs),
  };
}
