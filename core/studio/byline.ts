import { eq } from 'drizzle-orm';
import { authors, staff } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

/** The key of a staff member's own byline in `authors`. */
export const authorKeyOf = (idStaff: number) => `staff-${idStaff}`;

/**
 * The staff member's byline, made from their display name when they have none yet
 * (docs/decisions/076): at sign-in, and again when they create an article, so that an article a
 * staff member creates never goes out without an author. The staff row is locked first, as the
 * profile's save locks it (core/studio/staff-profile.ts), so within a transaction the two take
 * turns; a concurrent first call makes it once (the unique `id_staff` and `key`), the other
 * reads it.
 */
export async function ensureByline(tx: Executor, idStaff: number): Promise<number | null> {
  const [person] = await tx
    .select({ name: staff.displayName })
    .from(staff)
    .where(eq(staff.idStaff, idStaff))
    .for('update');
  if (!person) return null;
  const [existing] = await tx
    .select({ idAuthor: authors.idAuthor })
    .from(authors)
    .where(eq(authors.idStaff, idStaff));
  if (existing) return existing.idAuthor;
  const [made] = await tx
    .insert(authors)
    .values({ key: authorKeyOf(idStaff), name: person.name, idStaff })
    .onConflictDoNothing()
    .returning({ idAuthor: authors.idAuthor });
  if (made) return made.idAuthor;
  const [again] = await tx
    .select({ idAuthor: authors.idAuthor })
    .from(authors)
    .where(eq(authors.idStaff, idStaff));
  return again?.idAuthor ?? null;
}
