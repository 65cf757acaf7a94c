import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authors, staff, staffSessions } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../accounts/password.ts';
import { hashToken } from '../accounts/tokens.ts';
import type { PictureStorage } from '../media/picture-storage.ts';
import { NotAPictureError, processPicture } from '../media/process-picture.ts';
import { audit } from '../shared/audit.ts';
import { authorKeyOf } from './byline.ts';
import type { StaffProfileInput } from './profile-rules.ts';
import { promoteSession, startPendingSession } from './staff-sessions.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StaffProfile {
  email: string;
  displayName: string;
  credentials: string;
  /** The public byline; null until the first save makes it. */
  author: {
    idAuthor: number;
    name: string;
    occupation: string;
    biography: string;
    imageUrl: string | null;
  } | null;
}

/**
 * Locks the staff member's row for the rest of the transaction, so saves of one profile take
 * turns: the first save of several sent at once makes the byline, and the others, reading after
 * it committed, change it instead of making it again (a unique key; decision 068).
 */
async function lockStaff(tx: Tx, idStaff: number) {
  await tx
    .select({ idStaff: staff.idStaff })
    .from(staff)
    .where(eq(staff.idStaff, idStaff))
    .for('update');
}

export async function getStaffProfile(db: Db | Tx, idStaff: number): Promise<StaffProfile | null> {
  const [row] = await db
    .select({ staff, author: authors })
    .from(staff)
    .leftJoin(authors, eq(authors.idStaff, staff.idStaff))
    .where(eq(staff.idStaff, idStaff));
  if (!row) return null;
  const { author } = row;
  return {
    email: row.staff.email,
    displayName: row.staff.displayName,
    credentials: row.staff.credentials,
    author: author
      ? {
          idAuthor: author.idAuthor,
          name: author.name,
          occupation: author.occupation,
          biography: author.biography,
          imageUrl: author.imageUrl,
        }
      : null,
  };
}

/** The fields of `after` that differ from `before`, as the audit log's before and after. */
function changesOf<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    changed: keys.length > 0,
  };
}

/**
 * Saves a staff member's own profile: name and credentials on the staff row, the byline in
 * `authors` (made on the first save, linked by `authors.id_staff`), one audit entry with what
 * changed, all in one transaction. Returns whether the public byline changed (pages to purge).
 */
export async function saveStaffProfile(
  db: Db,
  idStaff: number,
  input: StaffProfileInput,
): Promise<{ profile: StaffProfile; bylineChanged: boolean } | null> {
  return db.transaction(async (tx) => {
    await lockStaff(tx, idStaff);
    const current = await getStaffProfile(tx, idStaff);
    if (!current) return null;
    const byline = {
      name: input.author_name,
      occupation: input.occupation,
      biography: input.biography,
    };
    await tx
      .update(staff)
      .set({ displayName: input.display_name, credentials: input.credentials })
      .where(eq(staff.idStaff, idStaff));
    if (current.author)
      await tx.update(authors).set(byline).where(eq(authors.idAuthor, current.author.idAuthor));
    // A byline made since the read (a first sign-in's, outside any lock) takes this one's text.
    else
      await tx
        .insert(authors)
        .values({ ...byline, key: authorKeyOf(idStaff), idStaff })
        .onConflictDoUpdate({ target: authors.idStaff, set: byline });
    const before = {
      displayName: current.displayName,
      credentials: current.credentials,
      authorName: current.author?.name ?? null,
      occupation: current.author?.occupation ?? null,
      biography: current.author?.biography ?? null,
    };
    const after = {
      displayName: input.display_name,
      credentials: input.credentials,
      authorName: byline.name,
      occupation: byline.occupation,
      biography: byline.biography,
    };
    const changes = changesOf(before, after);
    if (changes.changed)
      await audit(tx, {
        actor: idStaff,
        action: 'staff.profile.changed',
        subjectType: 'staff',
        subjectId: idStaff,
        details: { before: changes.before, after: changes.after },
      });
    const bylineChanged = ['authorName', 'occupation', 'biography'].some((k) => k in changes.after);
    return { profile: (await getStaffProfile(tx, idStaff))!, bylineChanged };
  });
}

export type PictureResult = { ok: true; imageUrl: string } | { ok: false; error: 'not_a_picture' };

/**
 * A new byline picture: decoded, re-encoded and stripped of metadata by the pictures' pipeline
 * (core/media/process-picture.ts), stored, then set on the byline (made if missing) in one
 * transaction with its audit entry. The picture it replaces is removed after the commit.
 */
export async function setProfilePicture(
  db: Db,
  pictures: PictureStorage,
  idStaff: number,
  bytes: Buffer,
): Promise<PictureResult | null> {
  let webp: Buffer;
  try {
    webp = await processPicture(bytes);
  } catch (error) {
    if (error instanceof NotAPictureError) return { ok: false, error: 'not_a_picture' };
    throw error;
  }
  const stored = await pictures.put(webp, 'author.webp', idStaff);
  let replaced: string | null | undefined;
  try {
    replaced = await db.transaction(async (tx) => {
      await lockStaff(tx, idStaff);
      const current = await getStaffProfile(tx, idStaff);
      if (!current) return undefined;
      if (current.author)
        await tx
          .update(authors)
          .set({ imageUrl: stored })
          .where(eq(authors.idAuthor, current.author.idAuthor));
      else
        await tx.insert(authors).values({
          key: authorKeyOf(idStaff),
          name: current.displayName,
          imageUrl: stored,
          idStaff,
        });
      await audit(tx, {
        actor: idStaff,
        action: 'staff.profile.picture.changed',
        subjectType: 'staff',
        subjectId: idStaff,
        details: { before: current.author?.imageUrl ?? null, after: stored },
      });
      return current.author?.imageUrl ?? null;
    });
  } catch (error) {
    await pictures.delete(stored).catch(() => undefined);
    throw error;
  }
  if (replaced === undefined) {
    await pictures.delete(stored).catch(() => undefined);
    return null;
  }
  // The storage ignores paths it did not make (a demo picture stays).
  if (replaced) await pictures.delete(replaced).catch(() => undefined);
  return { ok: true, imageUrl: stored };
}

export type PasswordChangeResult = { ok: true } | { ok: false; error: 'wrong_password' };

/**
 * A staff member changes their own password: the current one first; every other session of
 * theirs ends (the one of `keepToken` stays; without it, all end and the caller starts a new
 * one with `renewStaffSession`); audited without either password.
 */
export async function changeStaffPassword(
  db: Db,
  idStaff: number,
  input: { current: string; next: string; keepToken?: string | undefined },
): Promise<PasswordChangeResult> {
  const [row] = await db
    .select({ hash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.idStaff, idStaff));
  if (!row || !(await verifyPassword(row.hash, input.current)))
    return { ok: false, error: 'wrong_password' };
  const passwordHash = await hashPassword(input.next);
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.idStaff, idStaff));
    await tx
      .delete(staffSessions)
      .where(
        input.keepToken
          ? and(
              eq(staffSessions.idStaff, idStaff),
              ne(staffSessions.idHash, hashToken(input.keepToken)),
            )
          : eq(staffSessions.idStaff, idStaff),
      );
    await audit(tx, {
      actor: idStaff,
      action: 'staff.password.changed',
      subjectType: 'staff',
      subjectId: idStaff,
      details: { otherSessionsEnded: true },
    });
  });
  return { ok: true };
}

/**
 * A new verified session for someone who has just proved their password inside a verified
 * session (the page's password change, which ends every session first, as members' does).
 */
export async function renewStaffSession(db: Db, idStaff: number): Promise<string | null> {
  // Not a sign-in: the last sign-in stays the one that passed the second factor.
  return promoteSession(db, await startPendingSession(db, idStaff, {}), new Date(), false);
}
