import { asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { infographicRelated, infographics } from '../../../db/schema/index.ts';

export type InfographicRow = typeof infographics.$inferSelect;
export interface StudioInfographic extends InfographicRow {
  related: number[];
}

/** The ids of an infographic's related infographics, in their order. */
export const relatedOf = async (executor: Pick<Db, 'select'>, idInfographic: number) =>
  (
    await executor
      .select({ id: infographicRelated.idRelated })
      .from(infographicRelated)
      .where(eq(infographicRelated.idInfographic, idInfographic))
      .orderBy(asc(infographicRelated.position), asc(infographicRelated.idRelated))
  ).map((row) => row.id);

/** Every infographic, by title. */
export const listInfographics = (db: Db) =>
  db.select().from(infographics).orderBy(asc(infographics.title), asc(infographics.idInfographic));

export async function getInfographic(
  db: Db,
  idInfographic: number,
): Promise<StudioInfographic | null> {
  const [row] = await db
    .select()
    .from(infographics)
    .where(eq(infographics.idInfographic, idInfographic));
  return row ? { ...row, related: await relatedOf(db, idInfographic) } : null;
}

/** The other infographics, to choose related ones from. */
export const otherInfographics = (db: Db, idInfographic: number | null) =>
  db
    .select({ id: infographics.idInfographic, title: infographics.title })
    .from(infographics)
    .where(idInfographic ? ne(infographics.idInfographic, idInfographic) : undefined)
    .orderBy(asc(infographics.title));
