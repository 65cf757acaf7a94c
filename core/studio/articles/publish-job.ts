import type { JobHandler } from '../../publishing/jobs.ts';
import { parseId } from '../../shared/ids.ts';
import { isFirstPublish } from './change-state.ts';
import { checkArticle, type CheckFacts } from './check-article.ts';
import { hasErrors } from './content-checks.ts';
import { commitChange, lockArticle } from './write-article.ts';
import { notifyArticleEvent, type NotifyContext } from '../notifications/notify.ts';

/**
 * The handler of `article.publish` jobs, run by the job worker inside the transaction that
 * claimed the job. It publishes only an article still scheduled for the job's time, so a job
 * run twice, or left over from an earlier schedule, publishes nothing more. The content checks
 * run again: an article edited into an error after it was scheduled goes back to review instead
 * (event `publish_refused`). The scheduler is the actor (null staff; `by: 'scheduler'` in the
 * audit). The worker announces the purge after its commit. The article's owner is told it went
 * live, as by an editor's publish (docs/decisions/077); the mail worker's next poll sends it.
 */
export function publishJobHandler(facts: CheckFacts, notify?: NotifyContext): JobHandler {
  return async (tx, job) => {
    const idArticle = parseId(job.key);
    if (idArticle === null) return;
    const locked = await lockArticle(tx, idArticle);
    if (!locked) return;
    const { row, snapshot } = locked;
    if (row.status !== 'scheduled' || !row.scheduledAt) return;
    const planned = job.payload.scheduledAt;
    if (typeof planned === 'string' && new Date(planned).getTime() !== row.scheduledAt.getTime())
      return;
    const checks = await checkArticle(tx, snapshot, facts);
    if (hasErrors(checks)) {
      await commitChange(tx, {
        row,
        before: snapshot,
        after: snapshot,
        values: { status: 'in_review', scheduledAt: null },
        event: 'publish_refused',
        actor: null,
        details: { by: 'scheduler', checks },
      });
      return;
    }
    const first = await isFirstPublish(tx, row);
    await commitChange(tx, {
      row,
      before: snapshot,
      after: snapshot,
      values: {
        status: 'published',
        scheduledAt: null,
        ...(first ? { publishedAt: row.scheduledAt } : {}),
      },
      event: 'publish',
      actor: null,
      details: { by: 'scheduler', idJob: job.idJob },
    });
    if (notify)
      await notifyArticleEvent(tx, notify, {
        kind: 'published',
        idArticle,
        title: row.title,
        actor: null,
        idOwner: row.idStaffOwner,
      });
  };
}
