import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articles,
  emailOutbox,
  newsletterDeliveries,
  newsletterEditionArticles,
  newsletterEditionProducts,
  newsletterEditions,
  newsletterSubscribers,
  products,
  staff,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { enqueue } from '../mail/outbox.ts';
import { cancelJob, scheduleJob, type JobHandler } from '../publishing/jobs.ts';
import { paths } from '../site/paths.ts';
import { slugify } from '../shared/slug.ts';
import { audit } from '../shared/audit.ts';
import type { Locale } from '../site/locale.ts';
import type { EditionError, EditionState } from './edition-rules.ts';
import { EDITION_LIMITS, EditionRefusal, type EditionInput } from './edition-rules.ts';
import { absolute, introHtml, renderEditionMail, type EditionContent } from './render-edition.ts';
import type { NewsletterContext } from './subscriptions.ts';

/** The job that fixes an edition's audience at its time, and the one that feeds the outbox. */
export const EDITION_SEND_JOB = 'newsletter.send';
export const EDITION_BATCH_JOB = 'newsletter.batch';
/** Batches are a minute apart: `ratePerMinute` messages each (NEWSLETTER_RATE_PER_MINUTE). */
const BATCH_INTERVAL_MS = 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_RULE = /^[0-9a-f]{64}$/;

export interface EditionContext extends NewsletterContext {
  locale: Locale;
  /** The shop of the site's locale: products' links are relative to it. */
  storeUrl: () => string;
  ratePerMinute: number;
}

export { EditionRefusal } from './edition-rules.ts';

/** An edition's figures (decision 047); the dashboard reads them through `editionFigures`. */
export interface EditionFigures {
  idEdition: number;
  /** Subscribers the edition was addressed to (its deliveries). */
  recipients: number;
  /** Not yet handed to the mail server: waiting for their batch, or in the outbox. */
  queued: number;
  sent: number;
  failed: number;
  /** Recipients who left through this edition's link, or otherwise after it was sent. */
  unsubscribed: number;
  /** The SMTP reasons the mail worker recorded, most frequent first. */
  failures: { reason: string; count: number }[];
}

const emptyFigures = (idEdition: number): EditionFigures => ({
  idEdition,
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  unsubscribed: 0,
  failures: [],
});

/** Figures of several editions in two queries, whatever their number. */
export async function editionFigures(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, EditionFigures>> {
  const figures = new Map(ids.map((id) => [id, emptyFigures(id)]));
  if (ids.length === 0) return figures;
  const [counts, failures] = await Promise.all([
    db
      .select({
        idEdition: newsletterDeliveries.idEdition,
        recipients: sql<number>`count(*)::int`,
        queued: sql<number>`(count(*) filter (where ${newsletterDeliveries.state} in ('waiting','queued')))::int`,
        sent: sql<number>`(count(*) filter (where ${newsletterDeliveries.state} = 'sent'))::int`,
        failed: sql<number>`(count(*) filter (where ${newsletterDeliveries.state} = 'failed'))::int`,
        unsubscribed: sql<number>`(count(*) filter (where ${newsletterDeliveries.unsubscribedAt} is not null
          or (${newsletterSubscribers.status} = 'unsubscribed'
              and ${newsletterSubscribers.unsubscribedAt} >= ${newsletterEditions.sendingAt})))::int`,
      })
      .from(newsletterDeliveries)
      .innerJoin(
        newsletterEditions,
        eq(newsletterEditions.idEdition, newsletterDeliveries.idEdition),
      )
      .leftJoin(
        newsletterSubscribers,
        eq(newsletterSubscribers.idSubscriber, newsletterDeliveries.idSubscriber),
      )
      .where(inArray(newsletterDeliveries.idEdition, [...ids]))
      .groupBy(newsletterDeliveries.idEdition),
    db
      .select({
        idEdition: newsletterDeliveries.idEdition,
        reason: sql<string>`coalesce(${newsletterDeliveries.error}, '')`,
        count: sql<number>`count(*)::int`,
      })
      .from(newsletterDeliveries)
      .where(
        and(
          inArray(newsletterDeliveries.idEdition, [...ids]),
          eq(newsletterDeliveries.state, 'failed'),
        ),
      )
      .groupBy(newsletterDeliveries.idEdition, newsletterDeliveries.error)
      .orderBy(desc(sql`count(*)`)),
  ]);
  for (const row of counts) Object.assign(figures.get(row.idEdition)!, row);
  for (const row of failures)
    figures.get(row.idEdition)!.failures.push({ reason: row.reason, count: row.count });
  return figures;
}

export interface EditionRow {
  id: number;
  subject: string;
  preheader: string;
  intro: string;
  closing: string;
  state: EditionState;
  scheduledAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  creator: string | null;
  /** When it was moved to the trash; null while it is not there. */
  trashedAt: Date | null;
  articleIds: number[];
  productIds: number[];
}

const editionColumns = {
  id: newsletterEditions.idEdition,
  subject: newsletterEditions.subject,
  preheader: newsletterEditions.preheader,
  intro: newsletterEditions.intro,
  closing: newsletterEditions.closing,
  state: newsletterEditions.state,
  scheduledAt: newsletterEditions.scheduledAt,
  sentAt: newsletterEditions.sentAt,
  createdAt: newsletterEditions.createdAt,
  updatedAt: newsletterEditions.updatedAt,
  creator: staff.displayName,
  trashedAt: newsletterEditions.trashedAt,
};

async function readEdition(db: Executor, idEdition: number): Promise<EditionRow | null> {
  const [row] = await db
    .select(editionColumns)
    .from(newsletterEditions)
    .leftJoin(staff, eq(staff.idStaff, newsletterEditions.idStaffCreator))
    .where(eq(newsletterEditions.idEdition, idEdition))
    .limit(1);
  if (!row) return null;
  const [articleRows, productRows] = await Promise.all([
    db
      .select({ id: newsletterEditionArticles.idArticle })
      .from(newsletterEditionArticles)
      .where(eq(newsletterEditionArticles.idEdition, idEdition))
      .orderBy(asc(newsletterEditionArticles.position)),
    db
      .select({ id: newsletterEditionProducts.idProduct })
      .from(newsletterEditionProducts)
      .where(eq(newsletterEditionProducts.idEdition, idEdition))
      .orderBy(asc(newsletterEditionProducts.position)),
  ]);
  return {
    ...row,
    articleIds: articleRows.map((r) => r.id),
    productIds: productRows.map((r) => r.id),
  };
}

/** What an edition shows: only published articles, every link absolute. */
async function editionContent(
  db: Executor,
  edition: Pick<
    EditionRow,
    'subject' | 'preheader' | 'intro' | 'closing' | 'articleIds' | 'productIds'
  >,
  context: EditionContext,
): Promise<EditionContent> {
  const [articleRows, productRows] = await Promise.all([
    edition.articleIds.length
      ? db
          .select({
            id: articles.idArticle,
            title: articles.title,
            slug: articles.slug,
            excerpt: articles.excerpt,
            imageUrl: articles.imageUrl,
            imageAlt: articles.imageAlt,
          })
          .from(articles)
          .where(
            and(inArray(articles.idArticle, edition.articleIds), eq(articles.status, 'published')),
          )
      : Promise.resolve([]),
    edition.productIds.length
      ? db
          .select({
            id: products.idProduct,
            name: products.name,
            abstract: products.abstract,
            link: products.link,
            imageUrl: products.imageUrl,
          })
          .from(products)
          .where(inArray(products.idProduct, edition.productIds))
      : Promise.resolve([]),
  ]);
  const { publicUrl } = context;
  const store = context.storeUrl().replace(/\/?$/, '/');
  const byId = <T extends { id: number }>(rows: T[], ids: number[]) =>
    ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => !!r);
  return {
    subject: edition.subject,
    preheader: edition.preheader,
    intro: edition.intro,
    closing: edition.closing,
    articles: byId(articleRows, edition.articleIds).map((a) => ({
      title: a.title,
      excerpt: a.excerpt,
      url: `${publicUrl}${paths.article({ id: a.id, slug: a.slug })}`,
      imageUrl: a.imageUrl ? absolute(publicUrl, a.imageUrl) : null,
      imageAlt: a.imageAlt,
    })),
    products: byId(productRows, edition.productIds).map((p) => ({
      name: p.name,
      abstract: p.abstract,
      url: new URL(p.link.replace(/^\//, ''), store).href,
      imageUrl: p.imageUrl ? absolute(publicUrl, p.imageUrl) : null,
    })),
  };
}

const archiveUrl = (context: EditionContext, edition: { id: number; subject: string }) =>
  `${context.publicUrl}${paths.newsletterEdition({ id: edition.id, slug: slugify(edition.subject) || 'edition' })}`;

/** The personal link of one message; its POST is the RFC 8058 one-click unsubscribe. */
export const personalUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${paths.newsletterUnsubscribe({ token })}`;

/**
 * Puts the next `ratePerMinute` waiting deliveries of an edition into the outbox, each with its
 * personal unsubscribe link and headers, in the job's transaction: a crash undoes the batch
 * whole, and the job runs it again (decision 047). Returns how many are still waiting.
 */
async function enqueueBatch(tx: Executor, idEdition: number, context: EditionContext) {
  const edition = await readEdition(tx, idEdition);
  if (!edition) return 0;
  const due = await tx
    .select({ id: newsletterDeliveries.idDelivery, email: newsletterSubscribers.email })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscribers,
      eq(newsletterSubscribers.idSubscriber, newsletterDeliveries.idSubscriber),
    )
    .where(
      and(
        eq(newsletterDeliveries.idEdition, idEdition),
        eq(newsletterDeliveries.state, 'waiting'),
        // Left since the audience was fixed: not sent.
        eq(newsletterSubscribers.status, 'confirmed'),
      ),
    )
    .orderBy(asc(newsletterDeliveries.idDelivery))
    .limit(context.ratePerMinute)
    .for('update', { of: newsletterDeliveries, skipLocked: true });
  if (due.length) {
    // Rendered once; only the personal link differs between messages.
    const marker = `https://unsubscribe.invalid/${randomBytes(8).toString('hex')}`;
    const mail = renderEditionMail(await editionContent(tx, edition, context), {
      locale: context.locale,
      siteTitle: context.siteTitle,
      publicUrl: context.publicUrl,
      webUrl: archiveUrl(context, edition),
      unsubscribeUrl: marker,
    });
    const mailto = `mailto:${context.unsubscribeEmail}?subject=unsubscribe`;
    const tokens = due.map(() => randomBytes(32).toString('hex'));
    const messages = due.map((delivery, i) => {
      const url = personalUnsubscribeUrl(context.publicUrl, tokens[i]!);
      return {
        to: delivery.email,
        subject: mail.subject,
        text: mail.text.split(marker).join(url),
        html: mail.html.split(marker).join(url),
        headers: {
          'List-Unsubscribe': `<${url}>, <${mailto}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        isBulk: true,
        idDelivery: delivery.id,
      };
    });
    // In slices: one statement's parameters are limited (65,535), a batch may be thousands.
    for (let i = 0; i < messages.length; i += 500)
      await tx.insert(emailOutbox).values(messages.slice(i, i + 500));
    const rows = due.map((delivery, i) => ({ id: delivery.id, h: hash(tokens[i]!) }));
    await tx.execute(sql`
      update newsletter_deliveries d
         set state = 'queued', unsubscribe_token_hash = v.h, queued_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, h text)
       where d.id_delivery = v.id`);
  }
  // Deliveries of subscribers who left before their batch are never sent.
  const [left] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscribers,
      eq(newsletterSubscribers.idSubscriber, newsletterDeliveries.idSubscriber),
    )
    .where(
      and(
        eq(newsletterDeliveries.idEdition, idEdition),
        eq(newsletterDeliveries.state, 'waiting'),
        eq(newsletterSubscribers.status, 'confirmed'),
      ),
    );
  return left?.count ?? 0;
}

/** After a batch: the next one a minute later, or the edition is sent. */
async function afterBatch(tx: Executor, idEdition: number, waiting: number, batch: number) {
  if (waiting > 0) {
    await scheduleJob(tx, {
      kind: EDITION_BATCH_JOB,
      key: `${idEdition}:${batch + 1}`,
      runAt: new Date(Date.now() + BATCH_INTERVAL_MS),
      payload: { idEdition, batch: batch + 1 },
    });
    return;
  }
  await tx
    .update(newsletterEditions)
    .set({ state: 'sent', sentAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(newsletterEditions.idEdition, idEdition), eq(newsletterEditions.state, 'sending')),
    );
}

export function editionJobHandlers(context: EditionContext): Record<string, JobHandler> {
  return {
    /**
     * At the edition's time: one delivery per confirmed subscriber (the unique key
     * (edition, subscriber) makes a second run add nothing), then the first batch.
     */
    [EDITION_SEND_JOB]: async (tx, job) => {
      const idEdition = Number(job.key);
      const [edition] = await tx
        .select({ state: newsletterEditions.state })
        .from(newsletterEditions)
        .where(eq(newsletterEditions.idEdition, idEdition))
        .for('update');
      if (edition?.state !== 'scheduled') return;
      await tx.execute(sql`
        insert into newsletter_deliveries (id_edition, id_subscriber)
        select ${idEdition}, id_subscriber from newsletter_subscribers where status = 'confirmed'
        on conflict (id_edition, id_subscriber) do nothing`);
      await tx
        .update(newsletterEditions)
        .set({ state: 'sending', sendingAt: new Date(), updatedAt: new Date() })
        .where(eq(newsletterEditions.idEdition, idEdition));
      await afterBatch(tx, idEdition, await enqueueBatch(tx, idEdition, context), 0);
    },
    [EDITION_BATCH_JOB]: async (tx, job) => {
      const idEdition = Number(job.payload.idEdition);
      const batch = Number(job.payload.batch);
      const [edition] = await tx
        .select({ state: newsletterEditions.state })
        .from(newsletterEditions)
        .where(eq(newsletterEditions.idEdition, idEdition));
      if (edition?.state !== 'sending') return;
      await afterBatch(tx, idEdition, await enqueueBatch(tx, idEdition, context), batch);
    },
  };
}

/** The one-click unsubscribe of a message: the subscriber leaves, the delivery records it. */
export async function unsubscribeByDelivery(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_RULE.test(token)) return false;
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .update(newsletterDeliveries)
      .set({ unsubscribedAt: sql`coalesce(${newsletterDeliveries.unsubscribedAt}, now())` })
      .where(eq(newsletterDeliveries.unsubscribeTokenHash, hash(token)))
      .returning({ idSubscriber: newsletterDeliveries.idSubscriber });
    if (!delivery || delivery.idSubscriber === null) return false;
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
      })
      .where(eq(newsletterSubscribers.idSubscriber, delivery.idSubscriber));
    return true;
  });
}

export interface EditionSummary {
  id: number;
  subject: string;
  state: EditionState;
  scheduledAt: Date | null;
  sentAt: Date | null;
  updatedAt: Date;
  creator: string | null;
  figures: EditionFigures;
}

/**
 * The studio's newsletter editions (decision 047): compose (`newsletter.edit`),
 * schedule, send now, cancel and test (`newsletter.send`); every change audited.
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

  return {
    list: async (): Promise<EditionSummary[]> => {
      const rows = await db
        .select(editionColumns)
        .from(newsletterEditions)
        .leftJoin(staff, eq(staff.idStaff, newsletterEditions.idStaffCreator))
        .where(isNull(newsletterEditions.trashedAt))
        .orderBy(desc(newsletterEditions.updatedAt), desc(newsletterEditions.idEdition))
        .limit(200);
      const figures = await editionFigures(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        id: r.id,
        subject: r.subject,
        state: r.state,
        scheduledAt: r.scheduledAt,
        sentAt: r.sentAt,
        updatedAt: r.updatedAt,
        creator: r.creator,
        figures: figures.get(r.id)!,
      }));
    },
    get: (idEdition: number) => readEdition(db, idEdition),
    figures: (ids: readonly number[]) => editionFigures(db, ids),
    create: async (actor: number, subject: string): Promise<number> =>
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
    save: (actor: number, idEdition: number, input: EditionInput) =>
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
    schedule: (actor: number, idEdition: number, at: Date) =>
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
    unschedule: (actor: number, idEdition: number) =>
      changeState(actor, idEdition, {
        action: 'newsletter.edition.unschedule',
        from: ['scheduled'],
        refusal: 'not_cancellable',
        set: { state: 'draft', scheduledAt: null },
        sendAt: null,
        details: (before) => ({ before: { state: before.state, scheduledAt: before.scheduledAt } }),
      }),
    /** Stops an edition being sent: what is not yet in the outbox is never sent. */
    cancel: (actor: number, idEdition: number) =>
      changeState(actor, idEdition, {
        action: 'newsletter.edition.cancel',
        from: ['sending', 'scheduled'],
        refusal: 'not_cancellable',
        set: { state: 'cancelled' },
        sendAt: null,
        details: (before) => ({ before: { state: before.state } }),
      }),
    /** A test to the staff member's own address, through the outbox; no unsubscribe link. */
    sendTest: async (actor: number, idEdition: number, subjectPrefix: string) => {
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
    pickable: async (search: string) => {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const [articleRows, productRows] = await Promise.all([
        db
          .select({
            id: articles.idArticle,
            title: articles.title,
            publishedAt: articles.publishedAt,
          })
          .from(articles)
          .where(and(eq(articles.status, 'published'), ilike(articles.title, pattern)))
          .orderBy(desc(articles.publishedAt))
          .limit(EDITION_LIMITS.pickable),
        db
          .select({ id: products.idProduct, name: products.name })
          .from(products)
          .orderBy(asc(products.name))
          .limit(EDITION_LIMITS.pickable),
      ]);
      return { articles: articleRows, products: productRows };
    },
    /** Sent editions, newest first (the public archive). */
    archive: async () =>
      db
        .select({
          id: newsletterEditions.idEdition,
          subject: newsletterEditions.subject,
          preheader: newsletterEditions.preheader,
          sentAt: newsletterEditions.sentAt,
        })
        .from(newsletterEditions)
        .where(eq(newsletterEditions.state, 'sent'))
        .orderBy(desc(newsletterEditions.sentAt), desc(newsletterEditions.idEdition))
        .limit(500),
    /** A sent edition's web version; null for any other state. */
    archived: async (idEdition: number) => {
      const edition = await readEdition(db, idEdition);
      if (!edition || edition.state !== 'sent') return null;
      return {
        id: edition.id,
        slug: slugify(edition.subject) || 'edition',
        sentAt: edition.sentAt!,
        content: await editionContent(db, edition, context),
        /** The introduction as sanitised HTML with absolute links (core/shared/markdown.ts). */
        introHtml: introHtml(edition.intro, context.publicUrl),
      };
    },
    /** Messages put into the outbox per minute (NEWSLETTER_RATE_PER_MINUTE). */
    ratePerMinute: context.ratePerMinute,
    jobHandlers: editionJobHandlers(context),
    unsubscribe: (token: string) => unsubscribeByDelivery(db, token),
  };
}

export type EditionServices = ReturnType<typeof createEditionServices>;
