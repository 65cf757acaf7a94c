import type { Db } from '../../../db/client.ts';
import { changePictureAlt, deletePicture } from './change-picture.ts';
import { getPicture, listPictures, type PictureListQuery } from './list-pictures.ts';
import type { MediaBlobStore } from './media-store.ts';
import { uploadPicture, type PictureUpload } from './upload-picture.ts';

/** The studio's media library (docs/decisions/036): upload, list, alt text, delete, serve. */
export function createMediaLibrary(db: Db, store: MediaBlobStore) {
  return {
    store,
    upload: (upload: PictureUpload) => uploadPicture(db, store, upload),
    list: (query: PictureListQuery) => listPictures(db, query),
    get: (idMedia: number) => getPicture(db, idMedia),
    changeAlt: (change: { idMedia: number; altText: string; idStaff: number }) =>
      changePictureAlt(db, change),
    delete: (request: { idMedia: number; idStaff: number }) => deletePicture(db, store, request),
    /** The bytes of a stored picture by its public path, or null. */
    read: (publicPath: string) => store.read(publicPath),
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
