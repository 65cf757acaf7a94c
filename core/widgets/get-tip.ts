import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips } from '../../db/schema/index.ts';
import { dailyPick } from './daily-pick.ts';

export const TIP_AUDIENCES = ['guests', 'members'] as const;
export type TipAudience = (typeof TIP_AUDIENCES)[number];

/** The tip widget. */
export interface Tip {
  id_tip: number;
  content: string;
  audience: 'all' | TipAudience;
  /**
   * Whether to show the guests-only tip "Register here for a personalized assistant".
   * It is interface text, translated in locales/, with a link to /register.
   */
  register_prompt: boolean;
}

/**
 * The tip of the day for guests or members, one per UTC day in turn. Members draw from the
 * tips for everyone plus the members' own; guests from the tips for everyone, because the
 * guests' own tip is the register prompt, shown translated beside it (`register_prompt`).
 * Null when there is no tip to give.
 */
export async function getTip(
  db: Db,
  audience: TipAudience,
  date: Date = new Date(),
): Promise<Tip | null> {
  const pool: Tip['audience'][] = audience === 'members' ? ['all', 'members'] : ['all'];
  const rows = await db
    .select()
    .from(tips)
    .where(inArray(tips.audience, pool))
    .orderBy(asc(tips.idTip));
  // Offset 3 so the tip and the quote of the day do not advance in lockstep from the first rows.
  const row = rows[dailyPick(rows.length, date, 3)];
  if (!row) return null;
  return {
    id_tip: row.idTip,
    content: row.content,
    audience: row.audience,
    register_prompt: audience === 'guests',
  };
}
