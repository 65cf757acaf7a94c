import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { infographicRelated, infographics } from '../../db/schema/index.ts';
import { toSummary, type InfographicSummary } from './infographic-summary.ts';

/** One infographic with its "see also" list. */
export interface Infographic extends InfographicSummary {
  /** What the poster shows, as text: its text alternative. */
  facts: string[];
  /** Related infographics, in the editor's order. */
  related: InfographicSummary[];
}

export async function getInfographic(db: Db, idInfographic: number): Promise<Infographic | null> {
  const [row] = await db
    .select()
    .from(infographics)
    .where(eq(infographics.idInfographic, idInfographic))
    .limit(1);
  if (!row) return null;
  const related = await db
    .select({ infographic: infographics })
    .from(infographicRelated)
    .innerJoin(infographics, eq(infographics.idInfographic, infographicRelated.idRelated))
    .where(eq(infographicRelated.idInfographic, idInfographic))
    .orderBy(asc(infographicRelated.position), asc(infographics.idInfographic));
  return {
    ...toSummary(row),
    facts: row.facts,
    related: related.map((r) => toSummary(r.infographic)),
  };
}
