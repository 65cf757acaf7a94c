import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, newsletterEditions, staff } from '../../../db/schema/index.ts';
import { cancelJob } from '../../publishing/jobs.ts';
import { audit } from '../../shared/audit.ts';
import { can } from '../permissions.ts';
import { mayTrash, type Actor } from '../articles/article-rules.ts';
import { PUBLISH_JOB } from '../articles/change-state.ts';
import { announce, type ArticleContext } from '../articles/context.ts';
import { refuse, type ArticleResult } from '../articles/results.ts';
import type { StateValues } from '../articles/write-article.ts';
import { commitChange, lockArticle } from '../articles/write-article.ts';

/**
 * The studio's trash (docs/decisions/075). Trashing an article takes it off the site at once:
 * a published one becomes `unpublished` (its address answers 410, and every public list, search,
 * sitemap and feed already reads only `published`), a scheduled one loses its job and becomes a
 * draft. Restoring brings it back as a draft, never public. Deleting for good removes the row
 * and everything that is part of it (revisions, autosaves, links); the audit log keeps the
 * record. Newsletter editions: drafts and cancelled ones only; a sent edition stays in the
 * archive, and a scheduled or sending one must be taken off the schedule or cancelled first.
 */

export type TrashKind = 'article' | 'edition';

export interface TrashItem {
  kind: TrashKind;
  id: number;
  title: string;
  /** The article's state in the trash, or the edition's. */
  state: string;
  trashedAt: Date;
  trashedBy: string | null;
}

export const TRASH_LIMIT = 200;

/** What trashing an article writes beside `trashedAt`: it leaves the site and the schedule. */
function leaveSite(status: string): StateValues['status'] | undefined {
  if (status === 'published') return 'unpublished';
  if (status === 'scheduled') return 'draft';
  return undefined;
}

export async function trashArticle(
  context: ArticleContext,
  actor: Actor,
  idArticle: number,
  now = new Date(),
): Promise<ArticleResult<null>> {
  const result = await context.db.transaction(async (tx): Promise<ArticleResult<null>> => {
    const locked = await lockArticle(tx, idArticle);
    if (!locked) return refuse('not_found');
    const { row, snapshot } = locked;
    if (!mayTrash(actor, row)) return refuse('forbidden');
    if (row.trashedAt) return refuse('impossible');
    const status = leaveSite(row.status);
    if (row.status === 'scheduled') await cancelJob(tx, PUBLISH_JOB, String(idArticle));
    await commitChange(tx, {
      row,
      before: snapshot,
      after: snapshot,
      values: {
        ...(status ? { status } : {}),
        ...(row.status === 'scheduled' ? { scheduledAt: null } : {}),
        trashedAt: now,
        trashedBy: actor.idStaff,
      },
      event: 'trash',
      actor: actor.idStaff,
    });
    return { ok: true, value: null };
  });
  if (result.ok) announce(context, idArticle);
  return result;
}

/**
 * Out of the trash, not on the site: an article that was public once comes back unpublished (its
 * address still answers 410, as before it was trashed), any other as a draft. Whoever could
 * trash it may restore it.
 */
export async function restoreArticle(
  context: ArticleContext,
  actor: Actor,
  idArticle: number,
): Promise<ArticleResult<null>> {
  const result = await context.db.transaction(async (tx): Promise<ArticleResult<null>> => {
    const locked = await lockArticle(tx, idArticle);
    if (!locked) return refuse('not_found');
    const { row, snapshot } = locked;
    if (!row.trashedAt) return refuse('not_found');
    if (!mayTrash(actor, row)) return refuse('forbidden');
    await commitChange(tx, {
      row,
      before: snapshot,
      after: snapshot,
      values: {
        status: row.status === 'unpublished' ? 'unpublished' : 'draft',
        trashedAt: null,
        trashedBy: null,
      },
      event: 'untrash',
      actor: actor.idStaff,
    });
    return { ok: true, value: null };
  });
  if (result.ok) announce(context, idArticle);
  return result;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function deleteArticleRow(tx: Tx, actor: number, idArticle: number): Promise<boolean> {
  const [gone] = await tx
    .delete(articles)
    .where(and(eq(articles.idArticle, idArticle), isNotNull(articles.trashedAt)))
    .returning({ title: articles.title, slug: articles.slug });
  if (!gone) return false;
  await audit(tx, {
    actor,
    action: 'article.delete',
    subjectType: 'article',
    subjectId: idArticle,
    details: { before: { title: gone.title, slug: gone.slug } },
  });
  return true;
}

async function deleteEditionRow(tx: Tx, actor: number, idEdition: number): Promise<boolean> {
  const [gone] = await tx
    .delete(newsletterEditions)
    .where(
      and(eq(newsletterEditions.idEdition, idEdition), isNotNull(newsletterEditions.trashedAt)),
    )
    .returning({ subject: newsletterEditions.subject });
  if (!gone) return false;
  await audit(tx, {
    actor,
    action: 'newsletter.edition.delete',
    subjectType: 'newsletter_edition',
    subjectId: idEdition,
    details: { before: { subject: gone.subject } },
  });
  return true;
}

export type EditionTrashAnswer = 'ok' | 'not_found' | 'impossible';

/** Trashes (or restores) an edition that was never sent: drafts and cancelled ones. */
export async function moveEdition(
  db: Db,
  actor: number,
  idEdition: number,
  to: 'trash' | 'restore',
  now = new Date(),
): Promise<EditionTrashAnswer> {
  return db.transaction(async (tx) => {
    const [edition] = await tx
      .select({
        state: newsletterEditions.state,
        trashedAt: newsletterEditions.trashedAt,
      })
      .from(newsletterEditions)
      .where(eq(newsletterEditions.idEdition, idEdition))
      .for('update');
    if (!edition) return 'not_found';
    if (to === 'restore' && !edition.trashedAt) return 'not_found';
    if (to === 'trash') {
      if (edition.trashedAt) return 'impossible';
      if (edition.state !== 'draft' && edition.state !== 'cancelled') return 'impossible';
    }
    await tx
      .update(newsletterEditions)
      .set(
        to === 'trash'
          ? { trashedAt: now, trashedBy: actor }
          : { trashedAt: null, trashedBy: null },
      )
      .where(eq(newsletterEditions.idEdition, idEdition));
    await audit(tx, {
      actor,
      action: to === 'trash' ? 'newsletter.edition.trash' : 'newsletter.edition.untrash',
      subjectType: 'newsletter_edition',
      subjectId: idEdition,
      details: { state: edition.state },
    });
    return 'ok';
  });
}

/**
 * What the trash lists for this staff member, newest first: every article for editors (their
 * own, for the others) and, with `newsletter.trash`, the editions.
 */
export async function listTrash(db: Db, actor: Actor): Promise<TrashItem[]> {
  const everyone = can(actor, 'article.trash.any');
  const [articleRows, editionRows] = await Promise.all([
    db
      .select({
        id: articles.idArticle,
        title: articles.title,
        state: articles.status,
        trashedAt: articles.trashedAt,
        trashedBy: staff.displayName,
      })
      .from(articles)
      .leftJoin(staff, eq(staff.idStaff, articles.trashedBy))
      .where(
        and(
          isNotNull(articles.trashedAt),
          everyone ? undefined : eq(articles.idStaffOwner, actor.idStaff),
        ),
      )
      .orderBy(desc(articles.trashedAt))
      .limit(TRASH_LIMIT),
    can(actor, 'newsletter.trash')
      ? db
          .select({
            id: newsletterEditions.idEdition,
            title: newsletterEditions.subject,
            state: newsletterEditions.state,
            trashedAt: newsletterEditions.trashedAt,
            trashedBy: staff.displayName,
          })
          .from(newsletterEditions)
          .leftJoin(staff, eq(staff.idStaff, newsletterEditions.trashedBy))
          .where(isNotNull(newsletterEditions.trashedAt))
          .orderBy(desc(newsletterEditions.trashedAt))
          .limit(TRASH_LIMIT)
      : [],
  ]);
  return [
    ...articleRows.map((r) => ({ ...r, kind: 'article' as const, trashedAt: r.trashedAt! })),
    ...editionRows.map((r) => ({ ...r, kind: 'edition' as const, trashedAt: r.trashedAt! })),
  ].sort((a, b) => b.trashedAt.getTime() - a.trashedAt.getTime());
}

/** Deletes one trashed item for good (`trash.purge`); false when it is not in the trash. */
export async function deleteForGood(
  context: ArticleContext,
  actor: number,
  kind: TrashKind,
  id: number,
): Promise<boolean> {
  const done = await context.db.transaction((tx) =>
    kind === 'article' ? deleteArticleRow(tx, actor, id) : deleteEditionRow(tx, actor, id),
  );
  if (done && kind === 'article') announce(context, id);
  return done;
}

/** Empties the trash (`trash.purge`): every trashed article and edition, one transaction. */
export async function emptyTrash(context: ArticleContext, actor: number): Promise<number> {
  const ids = await context.db.transaction(async (tx) => {
    const articleIds = (
      await tx
        .select({ id: articles.idArticle })
        .from(articles)
        .where(isNotNull(articles.trashedAt))
        .for('update')
    ).map((r) => r.id);
    const editionIds = (
      await tx
        .select({ id: newsletterEditions.idEdition })
        .from(newsletterEditions)
        .where(isNotNull(newsletterEditions.trashedAt))
        .for('update')
    ).map((r) => r.id);
    for (const id of articleIds) await deleteArticleRow(tx, actor, id);
    for (const id of editionIds) await deleteEditionRow(tx, actor, id);
    return { articleIds, count: articleIds.length + editionIds.length };
  });
  for (const id of ids.articleIds) announce(context, id);
  return ids.count;
}

/** Not in the trash: what the studio's lists read. */
export const notTrashed = {
  article: isNull(articles.trashedAt),
  edition: isNull(newsletterEditions.trashedAt),
};
