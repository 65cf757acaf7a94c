import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { infographics } from '../../db/schema/index.ts';
import { toSummary, type InfographicSummary } from './infographic-summary.ts';

/** Every infographic, newest first. */
export async function listInfographics(db: Db): Promise<InfographicSummary[]> {
  const rows = await db
    .select()
    .from(infographics)
    .orderBy(desc(infographics.publishedAt), desc(infographics.idInfographic));
  return rows.map(toSummary);
}
