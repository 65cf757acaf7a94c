import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { infographicRelated, infographics } from '../../../db/schema/index.ts';
import type { PurgeBus } from '../../publishing/purge.ts';
import { audit } from '../../shared/audit.ts';
import type { InfographicInput } from './catalogue-rules.ts';
import { guarded, type Actor } from '../operations.ts';

export type InfographicRow = typeof infographics.$inferSelect;
export interface StudioInfographic extends InfographicRow {
  related: number[];
}

export type InfographicSave =
  | { status: 'saved'; infographic: StudioInfographic }
  | { status: 'not_found' }
  | { status: 'invalid'; errors: Record<string, string[]> };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const snapshot = (row: InfographicRow, related: number[]) => ({
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

/**
 * The infographics in the studio (decision 043): pictures, title, address and the
 * related infographics in order; every change one transaction with its audit entry, then every
 * page purged (the home banner, the list and each "see also" show them).
 */
export function createInfographicServices(db: Db, purge: PurgeBus) {
  const done = <T>(result: T) => {
    purge.announce({ kind: 'site' });
    return result;
  };
  const relatedOf = async (executor: Pick<Db, 'select'>, idInfographic: number) =>
    (
      await executor
        .select({ id: infographicRelated.idRelated })
        .from(infographicRelated)
        .where(eq(infographicRelated.idInfographic, idInfographic))
        .orderBy(asc(infographicRelated.position), asc(infographicRelated.idRelated))
    ).map((row) => row.id);
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

  return guarded(
    'studioInfographics',
    {
      list: null,
      get: null,
      others: null,
      create: 'infographics.edit',
      update: 'infographics.edit',
      remove: 'infographics.edit',
    },
    {
      list: () =>
        db
          .select()
          .from(infographics)
          .orderBy(asc(infographics.title), asc(infographics.idInfographic)),

      async get(idInfographic: number): Promise<StudioInfographic | null> {
        const [row] = await db
          .select()
          .from(infographics)
          .where(eq(infographics.idInfographic, idInfographic));
        return row ? { ...row, related: await relatedOf(db, idInfographic) } : null;
      },

      async create({ idStaff: actor }: Actor, input: InfographicInput): Promise<InfographicSave> {
        const result = await db.transaction(async (tx): Promise<InfographicSave> => {
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
        return result.status === 'saved' ? done(result) : result;
      },

      async update(
        { idStaff: actor }: Actor,
        idInfographic: number,
        input: InfographicInput,
      ): Promise<InfographicSave> {
        const result = await db.transaction(async (tx): Promise<InfographicSave> => {
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
        return result.status === 'saved' ? done(result) : result;
      },

      /** Deletes it; the others that named it as related simply lose it (cascade). */
      async remove({ idStaff: actor }: Actor, idInfographic: number): Promise<boolean> {
        const removed = await db.transaction(async (tx) => {
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
        return removed && done(true);
      },

      /** The other infographics, to choose related ones from. */
      others: (idInfographic: number | null) =>
        db
          .select({ id: infographics.idInfographic, title: infographics.title })
          .from(infographics)
          .where(idInfographic ? ne(infographics.idInfographic, idInfographic) : undefined)
          .orderBy(asc(infographics.title)),
    },
  );
}

export type InfographicServices = ReturnType<typeof createInfographicServices>;
