import { desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterEditions, staff } from '../../db/schema/index.ts';
import { editionFigures, type EditionFigures } from './edition-figures.ts';
import type { EditionState } from './edition-rules.ts';
import { editionColumns } from './read-edition.ts';

export interface EditionSummary {
  id: number;
  subject: string;
  state: EditionState;
  scheduledAt: Date | null;
  sentAt: Date | null;
  updatedAt: Date;
  creator: string | null;
  figures: EditionFigures;
}

/** The studio's list: the 200 editions changed last, outside the trash, with their figures. */
export async function listEditions(db: Db): Promise<EditionSummary[]> {
  const rows = await db
    .select(editionColumns)
    .from(newsletterEditions)
    .leftJoin(staff, eq(staff.idStaff, newsletterEditions.idStaffCreator))
    .where(isNull(newsletterEditions.trashedAt))
    .orderBy(desc(newsletterEditions.updatedAt), desc(newsletterEditions.idEdition))
    .limit(200);
  const figures = await editionFigures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    state: r.state,
    scheduledAt: r.scheduledAt,
    sentAt: r.sentAt,
    updatedAt: r.updatedAt,
    creator: r.creator,
    figures: figures.get(r.id)!,
  }));
}
