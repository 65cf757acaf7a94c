import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema/index.ts';
import type { PictureStorage } from '../picture-storage.ts';
import { findPictureUses } from './find-picture-uses.ts';
import { libraryName, newLibraryPath, type MediaBlobStore } from './media-store.ts';
import { processLibraryPicture } from './process-library-picture.ts';

/**
 * Staff bylines' pictures kept in the media library's store (architecture guide, the studio:
 * uploaded pictures live where every instance sees them), so on PostgreSQL every instance serves
 * them. Each is a library row with `altText`, listed with its use (the byline) and not deletable
 * from the library while an author shows it.
 */
export function createLibraryPictureStorage(
  db: Db,
  store: MediaBlobStore,
  altText: string,
): PictureStorage {
  return {
    async put(bytes, _name, uploadedBy) {
      const picture = await processLibraryPicture(bytes);
      const publicPath = newLibraryPath(picture.extension);
      await db.transaction(async (tx) => {
        await tx.insert(media).values({
          path: publicPath,
          mime: picture.mime,
          width: picture.width,
          height: picture.height,
          bytes: picture.bytes.length,
          altText,
          // The byline's owner may then change its alt text, as with any picture they upload.
          uploadedBy: uploadedBy ?? null,
        });
        await store.put(tx, publicPath, picture.bytes);
      });
      return publicPath;
    },
    async delete(publicPath) {
      // Only pictures of the library; a demo author's picture on disk stays.
      if (!libraryName(publicPath)) return;
      // The byline it was has a new picture; one chosen elsewhere since (an article's, a page's)
      // stays in the library (docs/decisions/070).
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ idMedia: media.idMedia })
          .from(media)
          .where(eq(media.path, publicPath))
          .for('update');
        if (!row) return false;
        if ((await findPictureUses(tx, [publicPath])).get(publicPath)?.length) return false;
        await tx.delete(media).where(eq(media.idMedia, row.idMedia));
        return true;
      });
      if (removed) await store.remove(publicPath);
    },
  };
}
