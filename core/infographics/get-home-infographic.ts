import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { infographics } from '../../db/schema/index.ts';
import { toSummary, type InfographicSummary } from './infographic-summary.ts';

/** The infographic of the home banner: the newest one flagged for the home page, or null. */
export async function getHomeInfographic(db: Db): Promise<InfographicSummary | null> {
  const [row] = await db
    .select()
    .from(infographics)
    .where(eq(infographics.isHome, true))
    .orderBy(desc(infographics.publishedAt), desc(infographics.idInfographic))
    .limit(1);
  return row ? toSummary(row) : null;
}
