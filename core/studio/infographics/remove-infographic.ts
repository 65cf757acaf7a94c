import { eq } from 'drizzle-orm';
import { infographics } from '../../../db/schema/index.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';
import { done, type InfographicContext } from './context.ts';
import { relatedOf } from './list-infographics.ts';
import { snapshot } from './save-infographic.ts';

/** Deletes it; the others that named it as related simply lose it (cascade). */
export async function removeInfographic(
  context: InfographicContext,
  { idStaff: actor }: Actor,
  idInfographic: number,
): Promise<boolean> {
  const removed = await context.db.transaction(async (tx) => {
    const related = await relatedOf(tx, idInfographic);
    const [row] = await tx
      .delete(infographics)
      .where(eq(infographics.idInfographic, idInfographic))
      .returning();
    if (!row) return false;
    await audit(tx, {
      actor,
      action: 'infographic.delete',
      subjectType: 'infographic',
      subjectId: idInfographic,
      details: { before: snapshot(row, related) },
    });
    return true;
  });
  return removed && done(context, true);
}
