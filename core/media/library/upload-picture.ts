import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema/index.ts';
import { audit } from '../../shared/audit.ts';
import type { LibraryPicture } from './library-rules.ts';
import { newLibraryPath, type MediaBlobStore } from './media-store.ts';
import { processLibraryPicture } from './process-library-picture.ts';

export interface PictureUpload {
  bytes: Buffer;
  /** Already cleaned (library-rules.ts `cleanAltText`). */
  altText: string;
  idStaff: number;
}

/**
 * Re-encodes an upload (process-library-picture.ts) and stores it: the row and its bytes in one
 * transaction, with an audit entry. Throws NotAPictureError for anything that is not a picture.
 */
export async function uploadPicture(
  db: Db,
  store: MediaBlobStore,
  upload: PictureUpload,
): Promise<LibraryPicture> {
  const picture = await processLibraryPicture(upload.bytes);
  const publicPath = newLibraryPath(picture.extension);
  let written = false;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          path: publicPath,
          mime: picture.mime,
          width: picture.width,
          height: picture.height,
          bytes: picture.bytes.length,
          altText: upload.altText,
          uploadedBy: upload.idStaff,
        })
        .returning();
      await store.put(tx as unknown as Db, publicPath, picture.bytes);
      written = true;
      await audit(tx, {
        actor: upload.idStaff,
        action: 'media.upload',
        subjectType: 'media',
        subjectId: row!.idMedia,
        details: { after: { path: publicPath, alt_text: upload.altText } },
      });
      return {
        idMedia: row!.idMedia,
        path: row!.path,
        mime: row!.mime,
        width: row!.width,
        height: row!.height,
        bytes: row!.bytes,
        altText: row!.altText,
        createdAt: row!.createdAt,
        uploadedBy: row!.uploadedBy,
        uses: [],
      };
    });
  } catch (error) {
    // A file written for a row that was rolled back is removed again.
    if (written) await store.remove(publicPath).catch(() => undefined);
    throw error;
  }
}
