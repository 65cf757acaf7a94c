import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  newsletterEditionArticles,
  newsletterEditionProducts,
  newsletterEditions,
  staff,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { enqueue } from '../mail/outbox.ts';
import { cancelJob, scheduleJob } from '../publishing/jobs.ts';
import { audit } from '../shared/audit.ts';
import type { EditionError, EditionState } from './edition-rules.ts';
import { EditionRefusal, type EditionInput } from './edition-rules.ts';
import { renderEditionMail } from './render-edition.ts';
import { listSentEditions, pickableForEdition, sentEdition } from './edition-archive.ts';
import { guarded, type Actor } from '../studio/operations.ts';
import { editionFigures } from './edition-figures.ts';
import { listEditions } from './list-editions.ts';
import {
  archiveUrl,
  editionContent,
  readEdition,
  type EditionContext,
  type EditionRow,
} from './read-edition.ts';
import {
  EDITION_SEND_JOB,
  editionJobHandlers,
  personalUnsubscribeUrl,
  unsubscribeByDelivery,
} from './send-edition.ts';

/**
 * The studio's newsletter editions (decision 047): compose and test (`newsletter.edit`),
 * schedule, send now and cancel (`newsletter.send`); every change audited.
 */
export function createEditionServices(db: Db, context: EditionContext, kickMail: () => void) {
  const edit = async (
    actor: number,
    idEdition: number,
    change: (tx: Executor, edition: EditionRow) => Promise<Record<string, unknown>>,
    action: string,
  ) =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ trashedAt: newsletterEditions.trashedAt })
        .from(newsletterEditions)
        .where(eq(newsletterEditions.idEdition, idEdition))
        .for('update');
      const edition = await readEdition(tx, idEdition);
      // One in the trash is changed only by restoring it (docs/decisions/075).
      if (!edition || locked?.trashedAt) throw new EditionRefusal('not_found');
      const details = await change(tx, edition);
      await audit(tx, {
        actor,
        action,
        subjectType: 'newsletter_edition',
        subjectId: idEdition,
        details,
      });
    });

  /**
   * A change of an edition's state, in `edit`'s transaction: refused unless the edition is in
   * one of the states `from` (and `allowed`, when given), then the row is written and the send
   * job is scheduled at `sendAt` or cancelled (null), and the change is audited.
   */
  const changeState = (
    actor: number,
    idEdition: number,
    change: {
      action: string;
      from: readonly EditionState[];
      allowed?: (before: EditionRow) => boolean;
      refusal: EditionError;
      set: { state: EditionState; scheduledAt?: Date | null };
      sendAt: Date | null;
      details: (before: EditionRow) => Record<string, unknown>;
    },
  ) =>
    edit(
      actor,
      idEdition,
      async (tx, before) => {
        if (!change.from.includes(before.state) || (change.allowed && !change.allowed(before)))
          throw new EditionRefusal(change.refusal);
        await tx
          .update(newsletterEditions)
          .set({ ...change.set, updatedAt: new Date() })
          .where(eq(newsletterEditions.idEdition, idEdition));
        if (change.sendAt)
          await scheduleJob(tx, {
            kind: EDITION_SEND_JOB,
            key: String(idEdition),
            runAt: change.sendAt,
          });
        else await cancelJob(tx, EDITION_SEND_JOB, String(idEdition));
        return change.details(before);
      },
      change.action,
    );

  const writeParts = async (tx: Executor, idEdition: number, input: EditionInput) => {
    await tx
      .delete(newsletterEditionArticles)
      .where(eq(newsletterEditionArticles.idEdition, idEdition));
    await tx
      .delete(newsletterEditionProducts)
      .where(eq(newsletterEditionProducts.idEdition, idEdition));
    if (input.articleIds.length)
      await tx
        .insert(newsletterEditionArticles)
        .values(
          input.articleIds.map((idArticle, position) => ({ idEdition, idArticle, position })),
        );
    if (input.productIds.length)
      await tx
        .insert(newsletterEditionProducts)
        .values(
          input.productIds.map((idProduct, position) => ({ idEdition, idProduct, position })),
        );
  };

  return guarded(
    'editions',
    {
      list: null,
      get: null,
      figures: null,
      create: 'newsletter.edit',
      save: 'newsletter.edit',
      schedule: 'newsletter.send',
      unschedule: 'newsletter.send',
      cancel: 'newsletter.send',
      sendTest: 'newsletter.edit',
      preview: null,
      pickable: null,
      archive: null,
      archived: null,
      unsubscribe: null,
    },
    {
      list: () => listEditions(db),
      get: (idEdition: number) => readEdition(db, idEdition),
      figures: (ids: readonly number[]) => editionFigures(db, ids),
      create: async ({ idStaff: actor }: Actor, subject: string): Promise<number> =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(newsletterEditions)
            .values({ subject, idStaffCreator: actor })
            .returning({ id: newsletterEditions.idEdition });
          await audit(tx, {
            actor,
            action: 'newsletter.edition.create',
            subjectType: 'newsletter_edition',
            subjectId: row!.id,
            details: { subject },
          });
          return row!.id;
        }),
      save: ({ idStaff: actor }: Actor, idEdition: number, input: EditionInput) =>
        edit(
          actor,
          idEdition,
          async (tx, before) => {
            if (before.state !== 'draft' && before.state !== 'scheduled')
              throw new EditionRefusal('not_editable');
            await tx
              .update(newsletterEditions)
              .set({
                subject: input.subject,
                preheader: input.preheader,
                intro: input.intro,
                closing: input.closing,
                updatedAt: new Date(),
              })
              .where(eq(newsletterEditions.idEdition, idEdition));
            await writeParts(tx, idEdition, input);
            const { id: _id, creator: _c, createdAt: _a, updatedAt: _u, ...kept } = before;
            return { before: kept, after: input };
          },
          'newsletter.edition.update',
        ),
      /** Sends at `at` (now or later): a draft or scheduled edition becomes scheduled. */
      schedule: ({ idStaff: actor }: Actor, idEdition: number, at: Date) =>
        changeState(actor, idEdition, {
          action: 'newsletter.edition.schedule',
          from: ['draft', 'scheduled'],
          // Nothing to send: no article and no introduction.
          allowed: (before) => before.articleIds.length > 0 || Boolean(before.intro.trim()),
          refusal: 'not_schedulable',
          set: { state: 'scheduled', scheduledAt: at },
          sendAt: at,
          details: (before) => ({
            before: { state: before.state, scheduledAt: before.scheduledAt },
            at,
          }),
        }),
      /** Takes a scheduled edition off the schedule, back to a draft. */
      unschedule: ({ idStaff: actor }: Actor, idEdition: number) =>
        changeState(actor, idEdition, {
          action: 'newsletter.edition.unschedule',
          from: ['scheduled'],
          refusal: 'not_cancellable',
          set: { state: 'draft', scheduledAt: null },
          sendAt: null,
          details: (before) => ({
            before: { state: before.state, scheduledAt: before.scheduledAt },
          }),
        }),
      /** Stops an edition being sent: what is not yet in the outbox is never sent. */
      cancel: ({ idStaff: actor }: Actor, idEdition: number) =>
        changeState(actor, idEdition, {
          action: 'newsletter.edition.cancel',
          from: ['sending', 'scheduled'],
          refusal: 'not_cancellable',
          set: { state: 'cancelled' },
          sendAt: null,
          details: (before) => ({ before: { state: before.state } }),
        }),
      /** A test to the staff member's own address, through the outbox; no unsubscribe link. */
      sendTest: async ({ idStaff: actor }: Actor, idEdition: number, subjectPrefix: string) => {
        let to = '';
        await edit(
          actor,
          idEdition,
          async (tx, edition) => {
            const [me] = await tx
              .select({ email: staff.email })
              .from(staff)
              .where(eq(staff.idStaff, actor));
            to = me!.email;
            const mail = renderEditionMail(await editionContent(tx, edition, context), {
              locale: context.locale,
              siteTitle: context.siteTitle,
              publicUrl: context.publicUrl,
              webUrl: null,
              unsubscribeUrl: null,
            });
            await enqueue(tx, { to, ...mail, subject: `${subjectPrefix} ${mail.subject}` });
            return { to: 'self' };
          },
          'newsletter.edition.test',
        );
        kickMail();
        return to;
      },
      /** The e-mail as a subscriber gets it (with a stand-in unsubscribe link), for the preview. */
      preview: async (idEdition: number) => {
        const edition = await readEdition(db, idEdition);
        if (!edition) return null;
        return renderEditionMail(await editionContent(db, edition, context), {
          locale: context.locale,
          siteTitle: context.siteTitle,
          publicUrl: context.publicUrl,
          webUrl: archiveUrl(context, edition),
          unsubscribeUrl: personalUnsubscribeUrl(context.publicUrl, '0'.repeat(64)),
        });
      },
      /** What the pickers offer: published articles (by title) and products. */
      pickable: (search: string) => pickableForEdition(db, search),
      /** Sent editions, newest first (the public archive). */
      archive: () => listSentEditions(db),
      /** A sent edition's web version; null for any other state. */
      archived: (idEdition: number) => sentEdition(db, context, idEdition),
      /** Messages put into the outbox per minute (NEWSLETTER_RATE_PER_MINUTE). */
      ratePerMinute: context.ratePerMinute,
      jobHandlers: editionJobHandlers(context),
      unsubscribe: (token: string) => unsubscribeByDelivery(db, token),
    },
  );
}

export type EditionServices = ReturnType<typeof createEditionServices>;
