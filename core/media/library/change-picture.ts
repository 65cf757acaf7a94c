import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema/index.ts';
import { isLockNotAvailable } from '../../../db/sql-state.ts';
import { audit } from '../../shared/audit.ts';
import { findPictureUses, type LivePictures } from './find-picture-uses.ts';
import { PICTURE_USE_SOURCES } from './picture-use-sources.ts';
import type { PictureUse } from './library-rules.ts';
import type { MediaBlobStore } from './media-store.ts';
import { mayChangePicture, type PictureActor } from './picture-rights.ts';

export type ChangePictureResult = 'changed' | 'not_found' | 'forbidden';

/**
 * Changes a picture's alt text (with an audit entry), when the permission table lets this staff
 * member change this picture (picture-rights.ts); checked on the locked row.
 */
export async function changePictureAlt(
  db: Db,
  change: { idMedia: number; altText: string; actor: PictureActor },
): Promise<ChangePictureResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ altText: media.altText, uploadedBy: media.uploadedBy })
      .from(media)
      .where(eq(media.idMedia, change.idMedia))
      .for('update');
    if (!before) return 'not_found';
    if (!mayChangePicture(change.actor, before.uploadedBy, 'edit')) return 'forbidden';
    if (before.altText === change.altText) return 'changed';
    await tx
      .update(media)
      .set({ altText: change.altText })
      .where(eq(media.idMedia, change.idMedia));
    await audit(tx, {
      actor: change.actor.idStaff,
      action: 'media.alt_text',
      subjectType: 'media',
      subjectId: change.idMedia,
      details: { before: { alt_text: before.altText }, after: { alt_text: change.altText } },
    });
    return 'changed';
  });
}

export type DeletePictureResult =
  | { ok: true; existed: boolean }
  | { ok: false; reason: 'forbidden' }
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'in_use'; uses: PictureUse[] };

/** Every table whose rows can show a library picture, each named once. */
const USE_TABLES = sql.join(
  [...new Set(PICTURE_USE_SOURCES.map((source) => source.table))].map((table) => sql`${table}`),
  sql`, `,
);
/** How often a delete tries again while a save is under way, and how long it waits between. */
const DELETE_ATTEMPTS = 20;
const DELETE_RETRY_MS = 50;

/**
 * Deletes a picture nothing uses (the row, its bytes, an audit entry), when the permission table
 * lets this staff member delete this picture (picture-rights.ts). A picture in use is refused to
 * everyone, with the list of uses (find-picture-uses.ts); one already gone is not an error
 * (`existed: false`). Both checks are made on the locked row.
 *
 * A save under way may be adding a use the check cannot see yet, so the check runs with every
 * table that can show a picture locked against writes (SHARE mode): a save that has written and
 * not committed holds its table, and the delete waits for it to commit. The lock is taken with
 * NOWAIT and tried again, so a delete never waits while holding a lock a save needs (no
 * deadlock); after about a second of saves under way it answers `busy`.
 */
export async function deletePicture(
  db: Db,
  store: MediaBlobStore,
  request: { idMedia: number; actor: PictureActor },
  live: LivePictures = {},
): Promise<DeletePictureResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deleteUnusedPicture(db, store, request, live);
    } catch (error) {
      if (!isLockNotAvailable(error)) throw error;
      if (attempt === DELETE_ATTEMPTS) return { ok: false, reason: 'busy' };
      await new Promise((resolve) => setTimeout(resolve, DELETE_RETRY_MS));
    }
  }
}

async function deleteUnusedPicture(
  db: Db,
  store: MediaBlobStore,
  request: { idMedia: number; actor: PictureActor },
  live: LivePictures,
): Promise<DeletePictureResult> {
  const result = await db.transaction(
    async (tx): Promise<DeletePictureResult & { path?: string }> => {
      const [row] = await tx
        .select({ path: media.path, altText: media.altText, uploadedBy: media.uploadedBy })
        .from(media)
        .where(eq(media.idMedia, request.idMedia))
        .for('update');
      if (!row) return { ok: true, existed: false };
      if (!mayChangePicture(request.actor, row.uploadedBy, 'delete'))
        return { ok: false, reason: 'forbidden' };
      await tx.execute(sql`LOCK TABLE ${USE_TABLES} IN SHARE MODE NOWAIT`);
      const uses = (await findPictureUses(tx, [row.path], live)).get(row.path) ?? [];
      if (uses.length) return { ok: false, reason: 'in_use', uses };
      await tx.delete(media).where(eq(media.idMedia, request.idMedia));
      await audit(tx, {
        actor: request.actor.idStaff,
        action: 'media.delete',
        subjectType: 'media',
        subjectId: request.idMedia,
        details: { before: { path: row.path, alt_text: row.altText } },
      });
      return { ok: true, existed: true, path: row.path };
    },
  );
  if (result.ok && result.path) await store.remove(result.path);
  if (result.ok) return { ok: true, existed: result.existed };
  return result;
}
