import type { Db } from '../../../db/client.ts';
import { tips } from '../../../db/schema/index.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import type { TipInput } from '../../widgets/widget-rules.ts';
import { auditedRows } from '../audited-rows.ts';
import { guarded, type Actor } from '../operations.ts';

export type TipRow = typeof tips.$inferSelect;

const tipSnapshot = (t: TipRow) => ({ content: t.content, audience: t.audience });

/** The home's tips (docs/decisions/044): each for guests, members or both. */
export function createTipServices(db: Db, purge: PurgeBus) {
  const tipRows = auditedRows<TipRow, typeof tips.$inferInsert>(db, purge, {
    table: tips,
    id: tips.idTip,
    subject: 'tip',
    idOf: (tip) => tip.idTip,
    fields: tipSnapshot,
  });
  return guarded(
    'studioWidgets.tips',
    { list: null, create: 'widgets.edit', update: 'widgets.edit', remove: 'widgets.edit' },
    {
      list: tipRows.list,
      create: (actor: Actor, input: TipInput) => tipRows.create(actor, input),
      update: (actor: Actor, id: number, input: TipInput) => tipRows.update(actor, id, input),
      remove: tipRows.remove,
    },
  );
}
