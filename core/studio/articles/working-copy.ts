import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articleAutosaves, articlePresence, articles, staff } from '../../../db/schema/index.ts';
import { checkAction, type Actor } from './article-rules.ts';
import { refuse, type ArticleResult } from './results.ts';
import type { ArticleSnapshot } from './snapshot.ts';

/** Someone seen in the editor within this long still has the article open. */
export const PRESENCE_WINDOW_MS = 30_000;

/**
 * Autosave: the editor's working copy, per staff member with the revision it started from, in
 * article_autosaves. Never the live row, never a revision, no purge: visitors see nothing of it.
 */
export async function autosaveArticle(
  db: Db,
  actor: Actor,
  idArticle: number,
  input: { baseRevision: number; snapshot: ArticleSnapshot },
  now = new Date(),
): Promise<ArticleResult<{ savedAt: Date }>> {
  const [row] = await db
    .select({ status: articles.status, idStaffOwner: articles.idStaffOwner })
    .from(articles)
    .where(eq(articles.idArticle, idArticle));
  if (!row) return refuse('not_found');
  if (checkAction(actor, row, 'edit') !== 'ok') return refuse('forbidden');
  await db
    .insert(articleAutosaves)
    .values({
      idArticle,
      idStaff: actor.idStaff,
      baseRevision: input.baseRevision,
      snapshot: input.snapshot,
      savedAt: now,
    })
    .onConflictDoUpdate({
      target: [articleAutosaves.idArticle, articleAutosaves.idStaff],
      set: { baseRevision: input.baseRevision, snapshot: input.snapshot, savedAt: now },
    });
  return { ok: true, value: { savedAt: now } };
}

/** This staff member's working copy of the article, if any. */
export async function findAutosave(db: Db, idArticle: number, idStaff: number) {
  const [copy] = await db
    .select()
    .from(articleAutosaves)
    .where(and(eq(articleAutosaves.idArticle, idArticle), eq(articleAutosaves.idStaff, idStaff)));
  return copy ?? null;
}

export interface Presence {
  idStaff: number;
  displayName: string;
  seenAt: Date;
}

/** Who else has had the article open in the editor within the presence window. */
export async function othersPresent(
  db: Db,
  idArticle: number,
  idStaff: number,
  now = new Date(),
): Promise<Presence[]> {
  return db
    .select({
      idStaff: articlePresence.idStaff,
      displayName: staff.displayName,
      seenAt: articlePresence.seenAt,
    })
    .from(articlePresence)
    .innerJoin(staff, eq(staff.idStaff, articlePresence.idStaff))
    .where(
      and(
        eq(articlePresence.idArticle, idArticle),
        ne(articlePresence.idStaff, idStaff),
        gt(articlePresence.seenAt, new Date(now.getTime() - PRESENCE_WINDOW_MS)),
      ),
    )
    .orderBy(staff.displayName);
}

/** The editor's heartbeat: this staff member has the article open now; answers who else has. */
export async function heartbeat(
  db: Db,
  actor: Actor,
  idArticle: number,
  now = new Date(),
): Promise<ArticleResult<Presence[]>> {
  const [row] = await db
    .select({ id: articles.idArticle })
    .from(articles)
    .where(eq(articles.idArticle, idArticle));
  if (!row) return refuse('not_found');
  await db
    .insert(articlePresence)
    .values({ idArticle, idStaff: actor.idStaff, seenAt: now })
    .onConflictDoUpdate({
      target: [articlePresence.idArticle, articlePresence.idStaff],
      set: { seenAt: now },
    });
  return { ok: true, value: await othersPresent(db, idArticle, actor.idStaff, now) };
}
