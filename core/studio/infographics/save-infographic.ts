import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { infographicRelated, infographics } from '../../../db/schema/index.ts';
import { audit } from '../../shared/audit.ts';
import type { Actor } from '../operations.ts';
import { done, type InfographicContext } from './context.ts';
import type { InfographicInput } from './infographic-rules.ts';
import { relatedOf, type InfographicRow, type StudioInfographic } from './list-infographics.ts';

export type InfographicSave =
  | { status: 'saved'; infographic: StudioInfographic }
  | { status: 'not_found' }
  | { status: 'invalid'; errors: Record<string, string[]> };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an audit entry keeps of an infographic. */
export const snapshot = (row: InfographicRow, related: number[]) => ({
  title: row.title,
  slug: row.slug,
  image_path: row.imagePath,
  mobile_image_path: row.mobileImagePath,
  thumbnail_path: row.thumbnailPath,
  related,
});

const values = (input: InfographicInput) => ({
  title: input.title,
  slug: input.slug,
  imagePath: input.image_path,
  mobileImagePath: input.mobile_image_path,
  thumbnailPath: input.thumbnail_path,
});

/** The related ids, once each and never itself; null when one is not an infographic. */
const checkedRelated = async (tx: Tx, related: number[], self: number | null) => {
  const ids = [...new Set(related)].filter((id) => id !== self);
  if (!ids.length) return ids;
  const found = await tx
    .select({ id: infographics.idInfographic })
    .from(infographics)
    .where(inArray(infographics.idInfographic, ids));
  return found.length === ids.length ? ids : null;
};

const writeRelated = async (tx: Tx, idInfographic: number, related: number[]) => {
  await tx.delete(infographicRelated).where(eq(infographicRelated.idInfographic, idInfographic));
  if (related.length)
    await tx
      .insert(infographicRelated)
      .values(related.map((idRelated, position) => ({ idInfographic, idRelated, position })));
};

const relatedError = { related: ['studio_catalogue.errors.related'] };

export async function createInfographic(
  context: InfographicContext,
  { idStaff: actor }: Actor,
  input: InfographicInput,
): Promise<InfographicSave> {
  const result = await context.db.transaction(async (tx): Promise<InfographicSave> => {
    const related = await checkedRelated(tx, input.related, null);
    if (!related) return { status: 'invalid', errors: relatedError };
    // The key names the demo's posters; one made here only has to be unique.
    const key = `studio-${randomBytes(6).toString('hex')}`;
    const [row] = await tx
      .insert(infographics)
      .values({ ...values(input), key })
      .returning();
    await writeRelated(tx, row!.idInfographic, related);
    await audit(tx, {
      actor,
      action: 'infographic.create',
      subjectType: 'infographic',
      subjectId: row!.idInfographic,
      details: { after: snapshot(row!, related) },
    });
    return { status: 'saved', infographic: { ...row!, related } };
  });
  return result.status === 'saved' ? done(context, result) : result;
}

export async function updateInfographic(
  context: InfographicContext,
  { idStaff: actor }: Actor,
  idInfographic: number,
  input: InfographicInput,
): Promise<InfographicSave> {
  const result = await context.db.transaction(async (tx): Promise<InfographicSave> => {
    const [before] = await tx
      .select()
      .from(infographics)
      .where(eq(infographics.idInfographic, idInfographic))
      .for('update');
    if (!before) return { status: 'not_found' };
    const related = await checkedRelated(tx, input.related, idInfographic);
    if (!related) return { status: 'invalid', errors: relatedError };
    const relatedBefore = await relatedOf(tx, idInfographic);
    const [row] = await tx
      .update(infographics)
      .set(values(input))
      .where(eq(infographics.idInfographic, idInfographic))
      .returning();
    await writeRelated(tx, idInfographic, related);
    await audit(tx, {
      actor,
      action: 'infographic.update',
      subjectType: 'infographic',
      subjectId: idInfographic,
      details: { before: snapshot(before, relatedBefore), after: snapshot(row!, related) },
    });
    return { status: 'saved', infographic: { ...row!, related } };
  });
  return result.status === 'saved' ? done(context, result) : result;
}
