import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authors, staff } from '../../db/schema/index.ts';
import { NO_PASSWORD, placeholderEmail } from '../../core/studio/profile-only.ts';

/**
 * Every demo author becomes a staff profile (decision 037): role author, a placeholder address
 * under a reserved domain, no usable password and no second factor, so nobody can sign in as them
 * until an admin invites the person behind the profile. Linked through `authors.id_staff`. Runs
 * again without change: a linked author is left alone (an admin may have invited it since).
 */
export async function seedAuthorStaff(db: Db, authorRows: { idAuthor: number; key: string }[]) {
  for (const { idAuthor, key } of authorRows) {
    const [author] = await db.select().from(authors).where(eq(authors.idAuthor, idAuthor));
    if (!author || author.idStaff !== null) continue;
    const email = placeholderEmail(key);
    const [existing] = await db
      .select({ idStaff: staff.idStaff })
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, email));
    const idStaff =
      existing?.idStaff ??
      (
        await db
          .insert(staff)
          .values({
            email,
            displayName: author.name,
            passwordHash: NO_PASSWORD,
            role: 'author',
            credentials: '',
          })
          .returning({ idStaff: staff.idStaff })
      )[0]!.idStaff;
    await db.update(authors).set({ idStaff }).where(eq(authors.idAuthor, idAuthor));
  }
}
