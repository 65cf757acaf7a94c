import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { breeds, families } from './catalogue.ts';

export const users = pgTable(
  'users',
  {
    idUser: serial('id_user').primaryKey(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    /** Lower-cased username, for case-insensitive uniqueness. */
    usernameKey: text('username_key').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale', { enum: ['en', 'pt', 'pt_BR'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by staff (decision 048): the member cannot sign in and every session of theirs
     * ended when it was set; null while the account works.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  // The dashboard's new members per week reads a bounded range of days (decision 048).
  (t) => [index('users_created_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token in the cookie; the token itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    idUser: integer('id_user').references(() => users.idUser, { onDelete: 'cascade' }),
    csrfSecret: text('csrf_secret').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.idUser), index('sessions_expires_idx').on(t.expiresAt)],
);

export const userPets = pgTable(
  'user_pets',
  {
    idUserPet: serial('id_user_pet').primaryKey(),
    idUser: integer('id_user')
      .notNull()
      .references(() => users.idUser, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idFamily: integer('id_family')
      .notNull()
      .references(() => families.idFamily),
    idBreed: integer('id_breed').references(() => breeds.idBreed, { onDelete: 'set null' }),
    birthDate: date('birth_date', { mode: 'string' }),
    imagePath: text('image_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_pets_user_idx').on(t.idUser)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  /** SHA-256 of the token sent by e-mail. */
  tokenHash: text('token_hash').primaryKey(),
  idUser: integer('id_user')
    .notNull()
    .references(() => users.idUser, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  idSubscriber: serial('id_subscriber').primaryKey(),
  email: text('email').notNull().unique(),
  idUser: integer('id_user').references(() => users.idUser, { onDelete: 'cascade' }),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
    .notNull()
    .default('pending'),
  locale: text('locale', { enum: ['en', 'pt', 'pt_BR'] })
    .notNull()
    .default('en'),
  confirmTokenHash: text('confirm_token_hash'),
  unsubscribeTokenHash: text('unsubscribe_token_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

/** Transactional outbox: written with the change that causes a message, sent by a worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    idEmail: serial('id_email').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    isBulk: boolean('is_bulk').notNull().default(false),
    /**
     * The newsletter delivery this message is (db/schema/newsletter.ts): the worker records the
     * outcome there. No foreign key: newsletter.ts imports this module, not the other way round.
     */
    idDelivery: integer('id_delivery'),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
