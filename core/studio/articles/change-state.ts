import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { articleRevisions, staff } from '../../../db/schema/index.ts';
import { cancelJob, scheduleJob } from '../../publishing/jobs.ts';
import { notifyArticleEvent } from '../notifications/notify.ts';
import { checkAction, TO, type Actor } from './article-rules.ts';
import { checkArticle } from './check-article.ts';
import { hasErrors } from './content-checks.ts';
import { conflictOf } from './conflict.ts';
import { announce, type ArticleContext } from './context.ts';
import { invalid, refuse, type ArticleResult } from './results.ts';
import type { ArticleRow } from './snapshot.ts';
import { commitChange, lockArticle, type StateValues } from './write-article.ts';

/** The job that publishes a scheduled article; its key is the article id. */
export const PUBLISH_JOB = 'article.publish';

export type StateAction =
  'submit' | 'schedule' | 'unschedule' | 'publish' | 'unpublish' | 'send_back';

export interface StateChange {
  /** The revision the person was looking at. */
  revision: number;
  /** For `schedule`: when it goes live (in the future). */
  scheduledAt?: Date;
  /** For `send_back`: what the author should change (in the audit entry and the e-mail). */
  note?: string;
}

/** Who hears of a move (docs/decisions/077). */
const NOTIFIED: Partial<Record<StateAction, 'submitted' | 'published' | 'sent_back'>> = {
  submit: 'submitted',
  publish: 'published',
  send_back: 'sent_back',
};

/** Whether publishing now is the article's first time in public (then `publishedAt` is set). */
export async function isFirstPublish(tx: Executor, row: ArticleRow): Promise<boolean> {
  if (row.status === 'published' || row.status === 'unpublished') return false;
  const [earlier] = await tx
    .select({ id: articleRevisions.idRevision })
    .from(articleRevisions)
    .where(
      and(eq(articleRevisions.idArticle, row.idArticle), eq(articleRevisions.status, 'published')),
    )
    .limit(1);
  return !earlier;
}

/**
 * A move along draft → in review → scheduled → published → unpublished (docs/decisions/033):
 * 403 when the role may not, 409 when the state does not allow it or the person saw an older
 * revision, 422 when publishing or scheduling while a content check has an error, or scheduling
 * in the past. Scheduling puts a job in `jobs` in the same transaction; unscheduling and
 * publishing take it away.
 */
export async function changeState(
  context: ArticleContext,
  actor: Actor,
  idArticle: number,
  action: StateAction,
  change: StateChange,
  now = new Date(),
): Promise<ArticleResult<{ revision: number }>> {
  let told = 0;
  const result = await context.db.transaction(
    async (tx): Promise<ArticleResult<{ revision: number }>> => {
      const locked = await lockArticle(tx, idArticle);
      if (!locked) return refuse('not_found');
      const { row, snapshot } = locked;
      const rule = checkAction(actor, row, action);
      if (rule !== 'ok') return refuse(rule);
      if (row.revision !== change.revision)
        return conflictOf(tx, row, snapshot, change.revision, null);

      if (action === 'send_back' && !change.note?.trim())
        return invalid({ note: ['studio_articles.errors.note_required'] });
      const values: StateValues = { status: TO[action]! };
      if (action === 'schedule') {
        if (!change.scheduledAt || change.scheduledAt.getTime() <= now.getTime())
          return invalid({ scheduledAt: ['studio_articles.errors.schedule_in_past'] });
        values.scheduledAt = change.scheduledAt;
      }
      if (action === 'schedule' || action === 'publish') {
        const checks = await checkArticle(tx, snapshot, context.checkFacts);
        if (hasErrors(checks)) return { ok: false, error: 'checks_failed', checks };
      }
      if (action === 'publish') {
        if (await isFirstPublish(tx, row)) values.publishedAt = now;
        values.scheduledAt = null;
      }
      if (action === 'unschedule') values.scheduledAt = null;

      if (action === 'schedule')
        await scheduleJob(tx, {
          kind: PUBLISH_JOB,
          key: String(idArticle),
          runAt: change.scheduledAt!,
          payload: { scheduledAt: change.scheduledAt!.toISOString() },
        });
      else if (row.status === 'scheduled') await cancelJob(tx, PUBLISH_JOB, String(idArticle));

      const note = action === 'send_back' ? (change.note ?? '').trim() : '';
      const kind = NOTIFIED[action];
      if (kind && context.notify)
        told = await notifyArticleEvent(tx, context.notify, {
          kind,
          idArticle,
          title: row.title,
          actor: actor.idStaff,
          idOwner: row.idStaffOwner,
          note,
        });
      const updated = await commitChange(tx, {
        row,
        before: snapshot,
        after: snapshot,
        values,
        event: action,
        actor: actor.idStaff,
        ...(note ? { details: { note } } : {}),
      });
      return { ok: true, value: { revision: updated.revision } };
    },
  );
  if (result.ok) announce(context, idArticle);
  if (result.ok && told) context.notify?.kickMail();
  return result;
}

/**
 * A medical reviewer signs the article off (or withdraws the sign-off): `medicalReviewerId` and
 * `medicalReviewedAt`, with a revision (event `review`) and an audit entry. The reviewer's name
 * and credentials are kept as the page shows them (docs/decisions/086-breed-and-article-pages.md).
 */
export async function reviewArticle(
  context: ArticleContext,
  actor: Actor,
  idArticle: number,
  input: { revision: number; signed: boolean },
  now = new Date(),
): Promise<ArticleResult<{ revision: number }>> {
  const result = await context.db.transaction(
    async (tx): Promise<ArticleResult<{ revision: number }>> => {
      const locked = await lockArticle(tx, idArticle);
      if (!locked) return refuse('not_found');
      const { row, snapshot } = locked;
      const rule = checkAction(actor, row, 'review');
      if (rule !== 'ok') return refuse(rule);
      if (row.revision !== input.revision)
        return conflictOf(tx, row, snapshot, input.revision, null);
      const [reviewer] = input.signed
        ? await tx
            .select({ name: staff.displayName, credentials: staff.credentials })
            .from(staff)
            .where(eq(staff.idStaff, actor.idStaff))
            .limit(1)
        : [];
      const updated = await commitChange(tx, {
        row,
        before: snapshot,
        after: snapshot,
        values: input.signed
          ? {
              medicalReviewerId: actor.idStaff,
              medicalReviewedAt: now,
              medicalReviewerName: reviewer?.name ?? null,
              medicalReviewerCredentials: reviewer?.credentials.trim() ?? '',
            }
          : {
              medicalReviewerId: null,
              medicalReviewedAt: null,
              medicalReviewerName: null,
              medicalReviewerCredentials: '',
            },
        event: input.signed ? 'review' : 'review_withdrawn',
        actor: actor.idStaff,
      });
      return { ok: true, value: { revision: updated.revision } };
    },
  );
  if (result.ok) announce(context, idArticle);
  return result;
}
