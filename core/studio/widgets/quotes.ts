import type { Db } from '../../../db/client.ts';
import { quotes } from '../../../db/schema/index.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import type { QuoteInput } from '../../widgets/widget-rules.ts';
import { auditedRows } from '../audited-rows.ts';
import { guarded, type Actor } from '../operations.ts';

export type QuoteRow = typeof quotes.$inferSelect;

const quoteSnapshot = (q: QuoteRow) => ({
  content: q.content,
  author: q.author,
  position: q.position,
  is_active: q.isActive,
});

/** The home's quotes (docs/decisions/044): a rotation in order, each on or off. */
export function createQuoteServices(db: Db, purge: PurgeBus) {
  const quoteRows = auditedRows<QuoteRow, typeof quotes.$inferInsert>(db, purge, {
    table: quotes,
    id: quotes.idQuote,
    position: quotes.position,
    subject: 'quote',
    idOf: (quote) => quote.idQuote,
    fields: quoteSnapshot,
  });
  return guarded(
    'studioWidgets.quotes',
    {
      list: null,
      create: 'widgets.edit',
      update: 'widgets.edit',
      remove: 'widgets.edit',
      move: 'widgets.edit',
    },
    {
      list: quoteRows.list,
      create: (actor: Actor, input: QuoteInput) =>
        quoteRows.create(actor, {
          content: input.content,
          author: input.author,
          isActive: input.is_active,
        }),
      update: (actor: Actor, id: number, input: QuoteInput) =>
        quoteRows.update(actor, id, {
          content: input.content,
          author: input.author,
          isActive: input.is_active,
        }),
      remove: quoteRows.remove,
      /** One place earlier (-1) or later (+1) in the rotation; null: no such quote. */
      move: quoteRows.move,
    },
  );
}
