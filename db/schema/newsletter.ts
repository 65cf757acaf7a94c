import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byStaff, moment, partOf, writtenAt } from './columns.ts';
import { products } from './catalogue.ts';
import { articles } from './editorial.ts';
import { newsletterSubscribers } from './members.ts';

export const EDITION_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export const DELIVERY_STATES = ['waiting', 'queued', 'sent', 'failed'] as const;

/** A newsletter edition composed in the studio (docs/decisions/047). */
export const newsletterEditions = pgTable(
  'newsletter_editions',
  {
    idEdition: serial('id_edition').primaryKey(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    /** Markdown, sanitised when rendered. */
    intro: text('intro').notNull().default(''),
    closing: text('closing').notNull().default(''),
    state: text('state', { enum: EDITION_STATES }).notNull().default('draft'),
    scheduledAt: moment('scheduled_at'),
    /** When the deliveries were made (the audience is fixed then). */
    sendingAt: moment('sending_at'),
    sentAt: moment('sent_at'),
    idStaffCreator: byStaff('id_staff_creator'),
    /** In the studio's trash since then (docs/decisions/075); a sent edition is never trashed. */
    trashedAt: moment('trashed_at'),
    trashedBy: byStaff('trashed_by'),
    createdAt: writtenAt('created_at'),
    updatedAt: writtenAt('updated_at'),
  },
  (t) => [index('newsletter_editions_state_idx').on(t.state, t.sentAt)],
);

/** The articles of an edition, in order. */
export const newsletterEditionArticles = pgTable(
  'newsletter_edition_articles',
  {
    idEdition: partOf('id_edition', () => newsletterEditions.idEdition),
    idArticle: partOf('id_article', () => articles.idArticle),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idEdition, t.idArticle] })],
);

/** The product block of an edition, in order. */
export const newsletterEditionProducts = pgTable(
  'newsletter_edition_products',
  {
    idEdition: partOf('id_edition', () => newsletterEditions.idEdition),
    idProduct: partOf('id_product', () => products.idProduct),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idEdition, t.idProduct] })],
);

/**
 * One row per (edition, subscriber): the unique key is what keeps an address from getting an
 * edition twice, across instances and restarts (decision 047). `waiting` rows are put into the
 * outbox in batches at the configured rate; the mail worker records the outcome here.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    idDelivery: serial('id_delivery').primaryKey(),
    idEdition: partOf('id_edition', () => newsletterEditions.idEdition),
    /** Null once the subscriber is erased (the figures keep the row). */
    idSubscriber: integer('id_subscriber').references(() => newsletterSubscribers.idSubscriber, {
      onDelete: 'set null',
    }),
    state: text('state', { enum: DELIVERY_STATES }).notNull().default('waiting'),
    /** SHA-256 of the personal unsubscribe token in this message's links. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    error: text('error'),
    queuedAt: moment('queued_at'),
    doneAt: moment('done_at'),
    /** Set when the subscriber left through this message's link. */
    unsubscribedAt: moment('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_once').on(t.idEdition, t.idSubscriber),
    uniqueIndex('newsletter_deliveries_token').on(t.unsubscribeTokenHash),
    index('newsletter_deliveries_waiting_idx')
      .on(t.idEdition, t.idDelivery)
      .where(sql`${t.state} = 'waiting'`),
  ],
);
