import type { Db } from '../../../db/client.ts';
import { changePictureAlt, deletePicture } from './change-picture.ts';
import { findPictureUses, type LivePictures } from './find-picture-uses.ts';
import { getPicture, listPictures, type PictureListQuery } from './list-pictures.ts';
import type { MediaBlobStore } from './media-store.ts';
import type { PictureActor } from './picture-rights.ts';
import { replacePicture } from './replace-picture.ts';
import { uploadPicture, type PictureUpload } from './upload-picture.ts';

/**
 * The studio's media library (docs/decisions/036, 070): upload, list, alt text, delete, serve.
 * `live` gives what the site shows that no row holds (the environment's default logo).
 */
export function createMediaLibrary(
  db: Db,
  store: MediaBlobStore,
  live: () => LivePictures = () => ({}),
  { announcePurge = () => {} }: { announcePurge?: () => void } = {},
) {
  return {
    store,
    upload: (upload: PictureUpload) => uploadPicture(db, store, upload),
    list: (query: PictureListQuery) => listPictures(db, query, live()),
    get: (idMedia: number) => getPicture(db, idMedia, live()),
    /** Where each of these paths is used (find-picture-uses.ts). */
    uses: (paths: readonly string[]) => findPictureUses(db, paths, live()),
    changeAlt: (change: { idMedia: number; altText: string; actor: PictureActor }) =>
      changePictureAlt(db, change),
    /** New bytes behind the same id and address (replace-picture.ts); pages are purged after. */
    replace: async (request: { idMedia: number; bytes: Buffer; actor: PictureActor }) => {
      const result = await replacePicture(db, store, request);
      if (result === 'replaced') announcePurge();
      return result;
    },
    delete: (request: { idMedia: number; actor: PictureActor }) =>
      deletePicture(db, store, request, live()),
    /** The bytes of a stored picture by its public path, or null. */
    read: (publicPath: string) => store.read(publicPath),
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
