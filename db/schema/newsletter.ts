import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { articles } from './editorial.ts';
import { newsletterSubscribers } from './members.ts';
import { staff } from './studio.ts';

export const EDITION_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export const DELIVERY_STATES = ['waiting', 'queued', 'sent', 'failed'] as const;

/** A newsletter edition composed in the studio (issue 16, docs/decisions/047). */
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
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When the deliveries were made (the audience is fixed then). */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    idStaffCreator: integer('id_staff_creator').references(() => staff.idStaff, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_editions_state_idx').on(t.state, t.sentAt)],
);

/** The articles of an edition, in order. */
export const newsletterEditionArticles = pgTable(
  'newsletter_edition_articles',
  {
    idEdition: integer('id_edition')
      .notNull()
      .references(() => newsletterEditions.idEdition, { onDelete: 'cascade' }),
    idArticle: integer('id_article')
      .notNull()
      .references(() => articles.idArticle, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idEdition, t.idArticle] })],
);

/** The product block of an edition, in order. */
export const newsletterEditionProducts = pgTable(
  'newsletter_edition_products',
  {
    idEdition: integer('id_edition')
      .notNull()
      .references(() => newsletterEditions.idEdition, { onDelete: 'cascade' }),
    idProduct: integer('id_product')
      .notNull()
      .references(() => products.idProduct, { onDelete: 'cascade' }),
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
    idEdition: integer('id_edition')
      .notNull()
      .references(() => newsletterEditions.idEdition, { onDelete: 'cascade' }),
    /** Null once the subscriber is erased (the figures keep the row). */
    idSubscriber: integer('id_subscriber').references(() => newsletterSubscribers.idSubscriber, {
      onDelete: 'set null',
    }),
    state: text('state', { enum: DELIVERY_STATES }).notNull().default('waiting'),
    /** SHA-256 of the personal unsubscribe token in this message's links. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    error: text('error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the subscriber left through this message's link. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_once').on(t.idEdition, t.idSubscriber),
    uniqueIndex('newsletter_deliveries_token').on(t.unsubscribeTokenHash),
    index('newsletter_deliveries_waiting_idx')
      .on(t.idEdition, t.idDelivery)
      .where(sql`${t.state} = 'waiting'`),
  ],
);
