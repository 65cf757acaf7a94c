import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bot-check solutions already accepted, so each one opens exactly one door. The key is a hash
 * of what identifies the solution (the ALTCHA challenge's signature, or a provider's token);
 * rows are kept until the solution would have expired anyway, then purged.
 */
export const botCheckSolutions = pgTable(
  'bot_check_solutions',
  {
    solutionHash: text('solution_hash').primaryKey(),
    action: text('action').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bot_check_solutions_expires_idx').on(t.expiresAt)],
);
