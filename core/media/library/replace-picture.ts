import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema/index.ts';
import { audit } from '../../shared/audit.ts';
import type { MediaBlobStore } from './media-store.ts';
import { mayChangePicture, type PictureActor } from './picture-rights.ts';
import { processLibraryPicture } from './process-library-picture.ts';

export type ReplacePictureResult = 'replaced' | 'not_found' | 'forbidden' | 'other_format';

/**
 * Puts new bytes behind a library picture (docs/decisions/081): the same row, id and address, so
 * every article, product, breed or page that shows it shows the new file. The upload is
 * re-encoded as any upload is (process-library-picture.ts, a NotAPictureError otherwise); the
 * row's size follows the new file; the alt text stays. Allowed as changing the alt text is
 * (`media.edit.own` / `.any`, checked on the locked row). Audited.
 */
export async function replacePicture(
  db: Db,
  store: MediaBlobStore,
  request: { idMedia: number; bytes: Buffer; actor: PictureActor },
): Promise<ReplacePictureResult> {
  const picture = await processLibraryPicture(request.bytes);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        path: media.path,
        uploadedBy: media.uploadedBy,
        width: media.width,
        height: media.height,
        bytes: media.bytes,
      })
      .from(media)
      .where(eq(media.idMedia, request.idMedia))
      .for('update');
    if (!before) return 'not_found';
    if (!mayChangePicture(request.actor, before.uploadedBy, 'edit')) return 'forbidden';
    // Uploads are WebP (process-library-picture.ts); a file imported in another format would be
    // served as that format by its name, so it is not replaced.
    if (!before.path.endsWith('.webp')) return 'other_format';
    await tx
      .update(media)
      .set({
        mime: picture.mime,
        width: picture.width,
        height: picture.height,
        bytes: picture.bytes.length,
      })
      .where(eq(media.idMedia, request.idMedia));
    await store.replace(tx as unknown as Db, before.path, picture.bytes);
    await audit(tx, {
      actor: request.actor.idStaff,
      action: 'media.replace',
      subjectType: 'media',
      subjectId: request.idMedia,
      details: {
        before: { width: before.width, height: before.height, bytes: before.bytes },
        after: { width: picture.width, height: picture.height, bytes: picture.bytes.length },
      },
    });
    return 'replaced';
  });
}
