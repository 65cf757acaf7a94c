import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { dailyPick } from './daily-pick.ts';

/** The quote widget: content and author name. */
export interface Quote {
  id_quote: number;
  content: string;
  author: { name: string };
}

/** The quote of the day: one per UTC day, in the rotation's order among the active ones (decision 044), the same for every visitor. Null when there are none. */
export async function getQuote(db: Db, date: Date = new Date()): Promise<Quote | null> {
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.isActive, true))
    .orderBy(asc(quotes.position), asc(quotes.idQuote));
  const row = rows[dailyPick(rows.length, date)];
  return row ? { id_quote: row.idQuote, content: row.content, author: { name: row.author } } : null;
}
