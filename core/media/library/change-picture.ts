import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema/index.ts';
import { audit } from '../../studio/audit.ts';
import { findPictureUses } from './find-picture-uses.ts';
import type { PictureUse } from './library-rules.ts';
import type { MediaBlobStore } from './media-store.ts';

/** Changes a picture's alt text (with an audit entry); false when there is no such picture. */
export async function changePictureAlt(
  db: Db,
  change: { idMedia: number; altText: string; idStaff: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ altText: media.altText })
      .from(media)
      .where(eq(media.idMedia, change.idMedia))
      .for('update');
    if (!before) return false;
    if (before.altText === change.altText) return true;
    await tx
      .update(media)
      .set({ altText: change.altText })
      .where(eq(media.idMedia, change.idMedia));
    await audit(tx, {
      actor: change.idStaff,
      action: 'media.alt_text',
      subjectType: 'media',
      subjectId: change.idMedia,
      details: { before: { alt_text: before.altText }, after: { alt_text: change.altText } },
    });
    return true;
  });
}

export type DeletePictureResult =
  { ok: true; existed: boolean } | { ok: false; reason: 'in_use'; uses: PictureUse[] };

/**
 * Deletes a picture no article uses (the row, its bytes, an audit entry). A picture in use is
 * refused with the list of uses; one already gone is not an error (`existed: false`).
 */
export async function deletePicture(
  db: Db,
  store: MediaBlobStore,
  request: { idMedia: number; idStaff: number },
): Promise<DeletePictureResult> {
  const result = await db.transaction(
    async (tx): Promise<DeletePictureResult & { path?: string }> => {
      const [row] = await tx
        .select({ path: media.path, altText: media.altText })
        .from(media)
        .where(eq(media.idMedia, request.idMedia))
        .for('update');
      if (!row) return { ok: true, existed: false };
      const uses = (await findPictureUses(tx, [row.path])).get(row.path) ?? [];
      if (uses.length) return { ok: false, reason: 'in_use', uses };
      await tx.delete(media).where(eq(media.idMedia, request.idMedia));
      await audit(tx, {
        actor: request.idStaff,
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
