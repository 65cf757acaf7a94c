import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { homeCuration } from '../../db/schema/index.ts';

/** The encyclopedia widget's families before anyone curates the home: cats, then dogs. */
export const DEFAULT_ENCYCLOPEDIA_FAMILIES = [2, 1] as const;

export interface HomeCuration {
  bannerIds: number[];
  inContextArticleId: number | null;
  encyclopediaFamilyIds: number[];
  /** 0 before the first save. */
  revision: number;
}

/** The one curation row (decision 044), or the defaults while nobody has saved one. */
export async function getHomeCuration(db: Pick<Db, 'select'>): Promise<HomeCuration> {
  const [row] = await db.select().from(homeCuration).where(eq(homeCuration.id, 1)).limit(1);
  return {
    bannerIds: row?.bannerIds ?? [],
    inContextArticleId: row?.inContextArticleId ?? null,
    encyclopediaFamilyIds: row?.encyclopediaFamilyIds ?? [...DEFAULT_ENCYCLOPEDIA_FAMILIES],
    revision: row?.revision ?? 0,
  };
}
