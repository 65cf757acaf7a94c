import type { Db } from '../../../db/client.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { createPollServices } from './polls.ts';
import { createQuoteServices } from './quotes.ts';
import { createTipServices } from './tips.ts';

export type { PollRefusal, StudioPoll } from './polls.ts';
export type { QuoteRow } from './quotes.ts';
export type { TipRow } from './tips.ts';

/**
 * The home's widgets in the studio ("Widgets"): quotes (a rotation in order, each on or
 * off), tips (for guests, members or both) and polls. Every change is one transaction with its
 * audit entry, then a purge of every page (the widgets are on the home and in the API's answers).
 */
export function createWidgetServices(db: Db, purge: PurgeBus) {
  return {
    quotes: createQuoteServices(db, purge),
    tips: createTipServices(db, purge),
    polls: createPollServices(db, purge),
  };
}

export type WidgetServices = ReturnType<typeof createWidgetServices>;
