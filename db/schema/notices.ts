import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The notification banner's messages ("Notices"): shown in `position` order while
 * now is within their dates (either may be open), each with an optional link.
 */
export const notices = pgTable(
  'notices',
  {
    idNotice: serial('id_notice').primaryKey(),
    text: text('text').notNull(),
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_position_idx').on(t.position)],
);
