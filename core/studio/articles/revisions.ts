import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articleRevisions, articles, staff } from '../../../db/schema/index.ts';
import { diffSnapshots, type FieldDiff } from './word-diff.ts';

const summary = {
  number: articleRevisions.number,
  event: articleRevisions.event,
  status: articleRevisions.status,
  idStaff: articleRevisions.idStaff,
  staffName: staff.displayName,
  createdAt: articleRevisions.createdAt,
};

/**
 * An article's revisions, newest first: number, event, state, who and when; null when there is
 * no such article. An article loaded by the demo seed has none until its first change.
 */
export async function listRevisions(db: Db, idArticle: number) {
  const [list, [article]] = await Promise.all([
    db
      .select(summary)
      .from(articleRevisions)
      .leftJoin(staff, eq(staff.idStaff, articleRevisions.idStaff))
      .where(eq(articleRevisions.idArticle, idArticle))
      .orderBy(desc(articleRevisions.number)),
    db.select({ id: articles.idArticle }).from(articles).where(eq(articles.idArticle, idArticle)),
  ]);
  return article ? list : null;
}

/** One revision with its snapshot; null when there is none. */
export async function getRevision(db: Db, idArticle: number, number: number) {
  const [revision] = await db
    .select({ ...summary, snapshot: articleRevisions.snapshot })
    .from(articleRevisions)
    .leftJoin(staff, eq(staff.idStaff, articleRevisions.idStaff))
    .where(and(eq(articleRevisions.idArticle, idArticle), eq(articleRevisions.number, number)));
  return revision ?? null;
}

/** The word diff from revision `from` to revision `to`; null when either does not exist. */
export async function diffRevisions(
  db: Db,
  idArticle: number,
  from: number,
  to: number,
): Promise<FieldDiff[] | null> {
  const [older, newer] = await Promise.all([
    getRevision(db, idArticle, from),
    getRevision(db, idArticle, to),
  ]);
  if (!older || !newer) return null;
  return diffSnapshots(older.snapshot, newer.snapshot);
}
